// The buyer's chat window (lazy-loaded by ChatHost on the first open): connects the socket; a visitor
// gets a login link back to this page; before binding it asks hasServicers and, with nobody of the
// shop online, offers 留言 (bind anyway) or 稍后再来 (close); binds to a servicer and shows the
// online/offline notice, lists sessions, loads history upward, keeps
// the live tail exact through ChatInbox (duplicates dropped, gaps and reconnects caught up with
// after_seq), sends with a client_msg_id (a resend after a drop stores nothing twice), and says bye and
// closes the socket when the dialog closes or the page is left.
import { useCallback, useEffect, useRef, useState } from 'react';
import { m } from '@mall/i18n';
import { ChatConnection } from '../lib/connection';
import { useChatThread } from '../lib/useChatThread';
import type { ChatOpenRequest } from '../open';
import {
  ChatDialog,
  chatLoginHref,
  type ChatNotice,
  type ChatOffer,
} from './components/ChatDialog/ChatDialog';

type Bound = {
  session_id: number;
  site_id: number;
  shop_name: string;
  servicer_nickname: string;
  online: boolean;
  last_seq: number;
};

const newId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

export interface ChatWindowProps {
  request: ChatOpenRequest;
  onClose: () => void;
}

export default function ChatWindow({ request, onClose }: ChatWindowProps) {
  const [bound, setBound] = useState<Bound | null>(null);
  const [notice, setNotice] = useState<ChatNotice>({ kind: 'connecting' });
  const [error, setError] = useState<string | null>(null);
  const [siteId, setSiteId] = useState<number | undefined>(request.siteId);
  const pendingText = useRef<{ text: string; id: string } | null>(null);
  const {
    conn,
    active,
    inbox,
    sessions,
    hasMoreSessions,
    moreSessions,
    messages,
    exhausted,
    sending,
    setSending,
    refreshList,
    catchUp,
    show,
    loadOlder,
    say: sayTo,
  } = useChatThread(setError);

  const bindTo = useCallback(
    async (site: number) => {
      const c = conn.current;
      if (!c) return;
      const b = await c.call<Bound>('/servicer/api/chat/bind', { site_id: site });
      if (b.code !== 0) return setError(b.message);
      setBound(b.data);
      setNotice(b.data.online ? { kind: 'online', name: b.data.servicer_nickname } : { kind: 'offline' });
      if (!(await show(b.data.session_id))) return;
      await c.call('/servicer/api/chat/setRead', { session_id: b.data.session_id });
      await refreshList();
    },
    [conn, refreshList, show],
  );

  /** A shop chosen: with none of its servicers online, the shopper decides first whether to leave a message. */
  const open = useCallback(
    async (site: number) => {
      const c = conn.current;
      if (!c) return;
      const h = await c.call<{ online: boolean }>('/servicer/api/chat/hasServicers', { site_id: site });
      if (h.code === 0 && !h.data.online) {
        setNotice({ kind: 'away', onLeaveMessage: () => void bindTo(site), onLater: onClose });
        return;
      }
      await bindTo(site);
    },
    [bindTo, conn, onClose],
  );

  useEffect(() => {
    const c = new ChatConnection(ChatConnection.url(), {
      onInit: (role, _id, reconnect) => {
        if (role !== 'member') {
          setNotice({
            kind: 'guest',
            loginHref: chatLoginHref(window.location.pathname + window.location.search),
          });
          return;
        }
        setError(null);
        if (reconnect && active.current) {
          const sid = active.current;
          void catchUp(sid).then(refreshList);
          setNotice((n) => (n.kind === 'reconnecting' ? { kind: 'connecting' } : n));
          // The shopper already chose this shop: bind again without asking.
          if (siteIdRef.current) void bindTo(siteIdRef.current);
        } else {
          void refreshList();
          if (siteIdRef.current) void open(siteIdRef.current);
        }
      },
      onMessage: (message) => {
        if (inbox.offer(message) === 'gap') void catchUp(message.session_id);
        if (message.session_id === active.current && message.type === 1)
          void conn.current?.call('/servicer/api/chat/setRead', {
            session_id: message.session_id,
            seq: message.seq,
          });
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

  const say = (body: Record<string, unknown>) => sayTo(bound && { site_id: bound.site_id }, body);

  const sendText = async (text: string) => {
    // The same text after a failed attempt keeps its id: if the first try was stored, nothing doubles.
    if (!pendingText.current || pendingText.current.text !== text)
      pendingText.current = { text, id: newId() };
    const ok = await say({ content_type: 0, content: text, client_msg_id: pendingText.current.id });
    if (ok) pendingText.current = null;
    return ok;
  };

  const sendImage = async (file: File) => {
    setSending(true);
    try {
      const form = new FormData();
      form.append('file', file);
      const res = await fetch('/api/upload/chatimg', {
        method: 'POST',
        body: form,
        credentials: 'same-origin',
      });
      const json = (await res.json()) as { code: number; message: string; data: { pic_path: string } | null };
      if (json.code !== 0 || !json.data) return setError(json.message || m['chatDialog.uploadFailed']());
      setSending(false);
      await say({ content_type: 3, content: json.data.pic_path, client_msg_id: newId() });
    } catch {
      setError(m['chatDialog.uploadFailed']());
    } finally {
      setSending(false);
    }
  };

  const offers: ChatOffer[] = [];
  if (bound && request.siteId === bound.site_id && request.skuId)
    offers.push({
      label: m['chatDialog.sendGoods'](),
      onSend: () => void say({ content_type: 1, goods_sku_id: request.skuId, client_msg_id: newId() }),
    });
  if (bound && request.siteId === bound.site_id && request.orderId)
    offers.push({
      label: m['chatDialog.sendOrder'](),
      onSend: () => void say({ content_type: 2, order_id: request.orderId, client_msg_id: newId() }),
    });

  return (
    <ChatDialog
      viewer="member"
      title={bound?.shop_name ?? m['chatDialog.title']()}
      shopLink={bound ? `/shop-${bound.site_id}` : undefined}
      sessions={sessions}
      activeKey={bound?.site_id}
      onSelect={(s) => {
        setSiteId(s.shop_id);
        void open(s.shop_id);
      }}
      hasMoreSessions={hasMoreSessions}
      onMoreSessions={() => void moreSessions()}
      notice={notice}
      messages={messages}
      exhausted={exhausted}
      onLoadOlder={() => void loadOlder(bound?.session_id)}
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
