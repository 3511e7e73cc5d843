// The servicer's workbench: the session queue (paged, unread counts, buyers' presence), the
// conversation with history upward, replies (text, emoji, images, goods and order cards from the
// buyer panel) and the online/offline switch. It holds no credentials: the host opens the connection
// (the console's /console/ws under the console login) and uploads pictures its own way.
import { useCallback, useEffect, useState } from 'react';
import type { ChatCard } from '@mall/rest-contract';
import { m } from '@mall/i18n';
import { Button, Inline } from '@mall/ui';
import type { ConnectionEvents } from '../../../lib/connection';
import { useChatThread, type ChatLink } from '../../../lib/useChatThread';
import { ChatDialog, type ChatNotice } from '../../../dialog/components/ChatDialog/ChatDialog';
import { BuyerPanel } from '../BuyerPanel/BuyerPanel';

type Info = { servicer_id: number; site_id: number; shop_name: string; nickname: string; online: boolean };
type Buyer = { nickname: string; orders: ChatCard[]; goods: ChatCard[] };
const newId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/** A chat connection the workbench drives: its calls, started and ended by the workbench. */
export type ServicerLink = ChatLink & { connect(): void; close(): void };

export interface ServicerWorkbenchProps {
  /** Opens the servicer's connection with these events (not yet connected); the workbench connects and closes it. */
  connect: (events: ConnectionEvents) => ServicerLink;
  /** Stores a picture: its /upload/ path, or rejects with the refusal's message. */
  uploadImage: (file: File) => Promise<string>;
  /** The connection came back as someone else than a servicer (the login ended or was refused). */
  onSignedOut: () => void;
}

/**
 * The 客服工作台. States: connecting (notice), the queue empty or long (加载更多会话 past 30), a session
 * open with its buyer panel, a refused send (the error line), reconnecting after a drop. Long Chinese
 * shop and buyer names wrap in the header and the queue.
 */
export function ServicerWorkbench({ connect, uploadImage, onSignedOut }: ServicerWorkbenchProps) {
  const [info, setInfo] = useState<Info | null>(null);
  const [buyer, setBuyer] = useState<Buyer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<ChatNotice | undefined>({ kind: 'connecting' });
  const { conn, active, activeId, inbox, sessions, hasMoreSessions, moreSessions, messages, exhausted, sending, refreshList: refresh, catchUp, show, loadOlder, say: sayTo } =
    useChatThread(setError);

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
    const c = connect({
      onInit: (role) => {
        if (role !== 'servicer') {
          c.close();
          return onSignedOut();
        }
        setNotice(undefined);
        void c.call<Info>('/servicer/api/servicer/info').then((a) => a.code === 0 && setInfo(a.data));
        void refresh();
        if (active.current) void catchUp(active.current);
      },
      onMessage: (message) => {
        if (inbox.offer(message) === 'gap') void catchUp(message.session_id);
        if (message.session_id === active.current && message.type === 0) void c.call('/servicer/api/chat/setRead', { session_id: message.session_id, seq: message.seq });
        void refresh();
      },
      onState: (s) => s === 'closed' && setNotice({ kind: 'reconnecting' }),
    });
    conn.current = c;
    c.connect();
    return () => c.close();
    // The connection lives as long as the workbench.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Buyers come and go without a message (presence): the queue's online marks follow every 30 s.
  useEffect(() => {
    const timer = setInterval(() => void refresh(), 30_000);
    return () => clearInterval(timer);
  }, [refresh]);

  const say = (body: Record<string, unknown>) => sayTo(activeId ? { session_id: activeId, client_msg_id: newId() } : null, body);
  const sendImage = async (file: File) => {
    let path: string;
    try {
      path = await uploadImage(file);
    } catch (e) {
      return setError(e instanceof Error && e.message ? e.message : m['chatDialog.uploadFailed']());
    }
    await say({ content_type: 3, content: path });
  };
  const toggleOnline = async () => {
    const a = await conn.current?.call<Info>('/servicer/api/servicer/online', { online: info?.online ? 0 : 1 });
    if (a?.code === 0) setInfo(a.data);
  };
  const session = sessions.find((s) => s.session_id === activeId);

  return (
    <section aria-label={m['chatDialog.queue']()}>
      <Inline space="md" align="center">
        <h2 style={{ margin: 0, overflowWrap: 'anywhere' }}>{info ? `${info.shop_name} · ${info.nickname}` : '…'}</h2>
        <span data-testid="servicer-state">{info?.online ? m['chatDialog.online']() : m['chatDialog.offline']()}</span>
        <Button size="sm" variant="secondary" disabled={!info} onClick={() => void toggleOnline()}>
          {info?.online ? m['chatDialog.goOffline']() : m['chatDialog.goOnline']()}
        </Button>
      </Inline>
      <ChatDialog
        inline
        viewer="servicer"
        title={session ? session.nickname : m['chatDialog.queue']()}
        sessions={sessions}
        activeKey={activeId}
        onSelect={(s) => void open(s.session_id)}
        hasMoreSessions={hasMoreSessions}
        onMoreSessions={() => void moreSessions()}
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
    </section>
  );
}
