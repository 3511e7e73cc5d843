// The buyer's chat window (lazy-loaded by ChatHost on the first open): connects the socket, binds to
// a servicer on 'init' and shows the online/offline notice, lists sessions, loads history upward, keeps
// the live tail exact through ChatInbox (duplicates dropped, gaps and reconnects caught up with
// after_seq), sends with a client_msg_id (a resend after a drop stores nothing twice), and says bye and
// closes the socket when the dialog closes or the page is left.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ChatMessage, ChatSession } from '@mall/rest-contract';
import { ChatInbox } from '@mall/rest-contract/chat-inbox';
import { CHAT_HISTORY_PAGE_SIZE, CHAT_SESSION_PAGE_SIZE } from '@mall/rest-contract/constants';
import { useT } from '@mall/i18n';
import { ChatConnection } from '../lib/connection';
import type { ChatOpenRequest } from '../open';
import { ChatDialog, type ChatNotice, type ChatOffer } from './components/ChatDialog/ChatDialog';

type Bound = { session_id: number; site_id: number; shop_name: string; servicer_nickname: string; online: boolean; last_seq: number };
type Dialogs = { list: ChatMessage[]; exhausted: boolean; last_seq: number };

const newId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

export interface ChatWindowProps {
  request: ChatOpenRequest;
  onClose: () => void;
}

export default function ChatWindow({ request, onClose }: ChatWindowProps) {
  const t = useT();
  const [sessions, setSessions] = useState<ChatSession[]>([]);
  const [bound, setBound] = useState<Bound | null>(null);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [exhausted, setExhausted] = useState(false);
  const [notice, setNotice] = useState<ChatNotice>({ kind: 'connecting' });
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [siteId, setSiteId] = useState<number | undefined>(request.siteId);
  const active = useRef<number | null>(null); // session id on screen
  const pendingText = useRef<{ text: string; id: string } | null>(null);

  const inbox = useMemo(
    () =>
      new ChatInbox((m) => {
        if (m.session_id === active.current) setMessages((list) => (list.some((x) => x.seq === m.seq) ? list : [...list, m]));
      }),
    [],
  );
  const conn = useRef<ChatConnection | null>(null);

  const refreshList = useCallback(async () => {
    const a = await conn.current?.call<{ list: ChatSession[] }>('/servicer/api/chat/chatList', { page: 1, page_size: CHAT_SESSION_PAGE_SIZE });
    if (a?.code === 0) setSessions(a.data.list);
  }, []);

  const catchUp = useCallback(
    async (sessionId: number) => {
      for (let i = 0; i < 20; i++) {
        const a = await conn.current?.call<Dialogs>('/servicer/api/chat/dialogs', { session_id: sessionId, after_seq: inbox.last(sessionId), page_size: 100 });
        if (!a || a.code !== 0) return;
        for (const m of a.data.list) inbox.offer(m);
        if (a.data.exhausted || a.data.list.length === 0) return;
      }
    },
    [inbox],
  );

  const open = useCallback(
    async (site: number) => {
      const c = conn.current;
      if (!c) return;
      const b = await c.call<Bound>('/servicer/api/chat/bind', { site_id: site });
      if (b.code !== 0) return setError(b.message);
      setBound(b.data);
      setNotice(b.data.online ? { kind: 'online', name: b.data.servicer_nickname } : { kind: 'offline' });
      const d = await c.call<Dialogs>('/servicer/api/chat/dialogs', { session_id: b.data.session_id, page_size: CHAT_HISTORY_PAGE_SIZE });
      if (d.code !== 0) return setError(d.message);
      active.current = b.data.session_id;
      setMessages(d.data.list);
      setExhausted(d.data.exhausted);
      inbox.seed(b.data.session_id, d.data.list.at(-1)?.seq ?? 0);
      await catchUp(b.data.session_id);
      await c.call('/servicer/api/chat/setRead', { session_id: b.data.session_id });
      await refreshList();
    },
    [catchUp, inbox, refreshList],
  );

  useEffect(() => {
    const c = new ChatConnection(ChatConnection.url(), {
      onInit: (role, _id, reconnect) => {
        if (role !== 'member') {
          setNotice({ kind: 'offline' });
          setError('请先登录后再联系客服');
          return;
        }
        setError(null);
        if (reconnect && active.current) {
          const sid = active.current;
          void catchUp(sid).then(refreshList);
          setNotice((n) => (n.kind === 'reconnecting' ? { kind: 'connecting' } : n));
          if (siteIdRef.current) void open(siteIdRef.current);
        } else {
          void refreshList();
          if (siteIdRef.current) void open(siteIdRef.current);
        }
      },
      onMessage: (m) => {
        if (inbox.offer(m) === 'gap') void catchUp(m.session_id);
        if (m.session_id === active.current && m.type === 1) void conn.current?.call('/servicer/api/chat/setRead', { session_id: m.session_id, seq: m.seq });
        void refreshList();
      },
      onState: (s) => {
        if (s === 'closed') setNotice({ kind: 'reconnecting' });
      },
    });
    conn.current = c;
    c.connect();
    const leave = () => c.close(active.current ? { session_id: active.current } : undefined);
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      leave();
    };
    // The connection lives as long as the window.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const siteIdRef = useRef(siteId);
  siteIdRef.current = siteId;

  const say = async (body: Record<string, unknown>): Promise<boolean> => {
    if (!bound || !conn.current) return false;
    setSending(true);
    try {
      const a = await conn.current.call<ChatMessage>('/servicer/api/chat/say', { site_id: bound.site_id, ...body });
      if (a.code !== 0) {
        setError(a.message);
        return false;
      }
      setError(null);
      if (inbox.offer(a.data) === 'gap') void catchUp(a.data.session_id);
      return true;
    } finally {
      setSending(false);
    }
  };

  const sendText = async (text: string) => {
    // The same text after a failed attempt keeps its id: if the first try was stored, nothing doubles.
    if (!pendingText.current || pendingText.current.text !== text) pendingText.current = { text, id: newId() };
    const ok = await say({ content_type: 0, content: text, client_msg_id: pendingText.current.id });
    if (ok) pendingText.current = null;
    return ok;
  };

  const sendImage = async (file: File) => {
    setSending(true);
    try {
      const form = new FormData();
      form.append('file', file);
      const res = await fetch('/api/upload/chatimg', { method: 'POST', body: form, credentials: 'same-origin' });
      const json = (await res.json()) as { code: number; message: string; data: { pic_path: string } | null };
      if (json.code !== 0 || !json.data) return setError(json.message || t('chatDialog.uploadFailed'));
      setSending(false);
      await say({ content_type: 3, content: json.data.pic_path, client_msg_id: newId() });
    } catch {
      setError(t('chatDialog.uploadFailed'));
    } finally {
      setSending(false);
    }
  };

  const loadOlder = async () => {
    if (!bound || !conn.current) return;
    const before = messages[0]?.seq ?? 0;
    const d = await conn.current.call<Dialogs>('/servicer/api/chat/dialogs', { session_id: bound.session_id, before_seq: before, page_size: CHAT_HISTORY_PAGE_SIZE });
    if (d.code !== 0) return setError(d.message);
    setMessages((list) => [...d.data.list.filter((m) => !list.some((x) => x.seq === m.seq)), ...list]);
    setExhausted(d.data.exhausted);
  };

  const offers: ChatOffer[] = [];
  if (bound && request.siteId === bound.site_id && request.skuId) offers.push({ label: t('chatDialog.sendGoods'), onSend: () => void say({ content_type: 1, goods_sku_id: request.skuId, client_msg_id: newId() }) });
  if (bound && request.siteId === bound.site_id && request.orderId) offers.push({ label: t('chatDialog.sendOrder'), onSend: () => void say({ content_type: 2, order_id: request.orderId, client_msg_id: newId() }) });

  return (
    <ChatDialog
      viewer="member"
      title={bound?.shop_name ?? t('chatDialog.title')}
      shopLink={bound ? `/shop-${bound.site_id}` : undefined}
      sessions={sessions}
      activeKey={bound?.site_id}
      onSelect={(s) => {
        setSiteId(s.shop_id);
        void open(s.shop_id);
      }}
      notice={notice}
      messages={messages}
      exhausted={exhausted}
      onLoadOlder={() => void loadOlder()}
      canSend={!!bound}
      sending={sending}
      error={error}
      onSend={sendText}
      onSendImage={(f) => void sendImage(f)}
      offers={offers}
      onClose={onClose}
    />
  );
}
