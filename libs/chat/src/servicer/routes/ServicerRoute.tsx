// /servicer: the shop servicer's console (its own login, not the member's). Everything goes over the
// chat socket: the login call as a guest, then a socket with the servicer token (kept in this tab's
// sessionStorage only). The queue is chatList with unread counts; choosing a buyer loads history,
// the buyer's recent orders and asked goods; replies are text, emoji, images and cards; the
// online/offline switch decides assignment. The same inbox rules as the buyer's dialog apply.
import { useCallback, useEffect, useState, type FormEvent } from 'react';

import type { ChatCard } from '@mall/rest-contract';
import { useT } from '@mall/i18n';
import { ChatConnection } from '../../lib/connection';
import { useChatThread } from '../../lib/useChatThread';
import { ChatDialog, type ChatNotice } from '../../dialog/components/ChatDialog/ChatDialog';
import { BuyerPanel } from '../components/BuyerPanel/BuyerPanel';
import { type RouteModule } from '@mall/page-kit';

const TOKEN_KEY = 'mall_servicer_token';
type Info = { servicer_id: number; site_id: number; shop_name: string; nickname: string; online: boolean };
type Buyer = { nickname: string; orders: ChatCard[]; goods: ChatCard[] };
const newId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

function Login({ onToken }: { onToken: (token: string) => void }) {
  const t = useT();
  const [error, setError] = useState('');
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const guest = new ChatConnection(ChatConnection.url(), {
      onInit: () => {
        void guest.call<{ servicer_token: string }>('/servicer/api/servicer/login', { username: form.get('username'), password: form.get('password') }).then((a) => {
          guest.close();
          if (a.code !== 0) return setError(a.message);
          sessionStorage.setItem(TOKEN_KEY, a.data.servicer_token);
          onToken(a.data.servicer_token);
        });
      },
      onMessage: () => undefined,
    });
    guest.connect();
  };
  return (
    <form onSubmit={submit} aria-label={t('chatDialog.servicerLogin')} style={{ maxWidth: '20rem', margin: '4rem auto', display: 'grid', gap: '0.5rem' }}>
      <h1>{t('chatDialog.servicerLogin')}</h1>
      <label>
        {t('chatDialog.username')} <input name="username" autoComplete="username" required />
      </label>
      <label>
        {t('chatDialog.password')} <input name="password" type="password" autoComplete="current-password" required />
      </label>
      <p role="alert" data-testid="servicer-login-error">
        {error}
      </p>
      <button type="submit">{t('chatDialog.login')}</button>
    </form>
  );
}

function Console({ token, onLogout }: { token: string; onLogout: () => void }) {
  const t = useT();
  const [info, setInfo] = useState<Info | null>(null);
  const [buyer, setBuyer] = useState<Buyer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<ChatNotice | undefined>({ kind: 'connecting' });
  const { conn, active, activeId, inbox, sessions, messages, exhausted, sending, refreshList: refresh, catchUp, show, loadOlder, say: sayTo } = useChatThread(setError);

  const open = useCallback(
    async (sid: number) => {
      const c = conn.current;
      if (!c || !(await show(sid))) return;
      const b = await c.call<Buyer>('/servicer/api/chat/buyerInfo', { session_id: sid });
      if (b.code === 0) setBuyer(b.data);
      await c.call('/servicer/api/chat/setRead', { session_id: sid });
      await refresh();
    },
    [conn, refresh, show],
  );

  useEffect(() => {
    const c = new ChatConnection(ChatConnection.url(`?servicer_token=${encodeURIComponent(token)}`), {
      onInit: (role) => {
        if (role !== 'servicer') return onLogout();
        setNotice(undefined);
        void c.call<Info>('/servicer/api/servicer/info').then((a) => a.code === 0 && setInfo(a.data));
        void refresh();
        if (active.current) void catchUp(active.current);
      },
      onMessage: (m) => {
        if (inbox.offer(m) === 'gap') void catchUp(m.session_id);
        if (m.session_id === active.current && m.type === 0) void c.call('/servicer/api/chat/setRead', { session_id: m.session_id, seq: m.seq });
        void refresh();
      },
      onState: (s) => s === 'closed' && setNotice({ kind: 'reconnecting' }),
    });
    conn.current = c;
    c.connect();
    return () => c.close();
    // The connection lives as long as the console.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  // Buyers come and go without a message (presence): the queue's online marks follow every 30 s.
  useEffect(() => {
    const timer = setInterval(() => void refresh(), 30_000);
    return () => clearInterval(timer);
  }, [refresh]);

  const say = (body: Record<string, unknown>) => sayTo(activeId ? { session_id: activeId, client_msg_id: newId() } : null, body);
  const sendImage = async (file: File) => {
    const form = new FormData();
    form.append('servicer_token', token);
    form.append('file', file);
    const json = (await (await fetch('/api/upload/chatimg', { method: 'POST', body: form })).json()) as { code: number; message: string; data: { pic_path: string } | null };
    if (json.code !== 0 || !json.data) return setError(json.message || t('chatDialog.uploadFailed'));
    await say({ content_type: 3, content: json.data.pic_path });
  };
  const toggleOnline = async () => {
    const a = await conn.current?.call<Info>('/servicer/api/servicer/online', { online: info?.online ? 0 : 1 });
    if (a?.code === 0) setInfo(a.data);
  };
  const session = sessions.find((s) => s.session_id === activeId);

  return (
    <main style={{ padding: '1rem' }}>
      <header style={{ display: 'flex', gap: '1rem', alignItems: 'center', marginBottom: '0.5rem' }}>
        <h1 style={{ margin: 0 }}>
          {info?.shop_name} · {info?.nickname}
        </h1>
        <span data-testid="servicer-state">{info?.online ? t('chatDialog.online') : t('chatDialog.offline')}</span>
        <button type="button" onClick={() => void toggleOnline()}>
          {info?.online ? t('chatDialog.goOffline') : t('chatDialog.goOnline')}
        </button>
        <button
          type="button"
          onClick={() => {
            void conn.current?.call('/servicer/api/servicer/logout').finally(onLogout);
          }}
        >
          {t('chatDialog.logout')}
        </button>
      </header>
      <ChatDialog
        inline
        viewer="servicer"
        title={session ? session.nickname : t('chatDialog.queue')}
        sessions={sessions}
        activeKey={activeId}
        onSelect={(s) => void open(s.session_id)}
        notice={notice}
        messages={messages}
        exhausted={exhausted}
        onLoadOlder={() => void loadOlder(activeId)}
        canSend={!!activeId}
        sending={sending}
        error={error}
        onSend={(text) => say({ content_type: 0, content: text })}
        onSendImage={(f) => void sendImage(f)}
        side={
          buyer && activeId ? (
            <BuyerPanel
              nickname={buyer.nickname}
              orders={buyer.orders}
              goods={buyer.goods}
              onSendOrder={(orderId) => void say({ content_type: 2, order_id: orderId })}
              onSendGoods={(skuId) => void say({ content_type: 1, goods_sku_id: skuId })}
            />
          ) : undefined
        }
      />
    </main>
  );
}

function ServicerConsole() {
  const [token, setToken] = useState<string | null>(() => (typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(TOKEN_KEY)));
  if (!token) return <Login onToken={setToken} />;
  return (
    <Console
      token={token}
      onLogout={() => {
        sessionStorage.removeItem(TOKEN_KEY);
        setToken(null);
      }}
    />
  );
}

export const Component: RouteModule['Component'] = ServicerConsole;

