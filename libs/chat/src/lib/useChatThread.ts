import { useCallback, useMemo, useRef, useState } from 'react';
import type { ChatMessage, ChatSession } from '@mall/rest-contract';
import { ChatInbox } from '@mall/rest-contract/chat-inbox';
import { CHAT_HISTORY_PAGE_SIZE, CHAT_SESSION_PAGE_SIZE } from '@mall/rest-contract/constants';
import type { ChatConnection } from './connection';

/** What the thread needs of a connection: its calls (a ChatConnection, or a stand-in in stories). */
export type ChatLink = Pick<ChatConnection, 'call'>;

type Dialogs = { list: ChatMessage[]; exhausted: boolean };

/**
 * What the buyer's window and the servicer console keep over their chat connection (`conn`, set by
 * the caller): the session list (page by page), the session on screen and its messages kept exact by ChatInbox
 * (duplicates dropped, a gap caught up with after_seq), older pages loaded upward, and sending.
 * A refused call's message goes to `setError`.
 */
export function useChatThread(setError: (message: string | null) => void) {
  const [sessions, setSessions] = useState<ChatSession[]>([]);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [exhausted, setExhausted] = useState(false);
  const [sending, setSending] = useState(false);
  const [activeId, setActiveId] = useState<number | undefined>();
  const active = useRef<number | undefined>(undefined); // session id on screen, for the socket's callbacks
  const conn = useRef<ChatLink | null>(null);

  const inbox = useMemo(
    () =>
      new ChatInbox((m) => {
        if (m.session_id === active.current)
          setMessages((list) => (list.some((x) => x.seq === m.seq) ? list : [...list, m]));
      }),
    [],
  );

  // The session list pages (30 each): as many as were asked for with moreSessions stay loaded and fresh.
  const pagesShown = useRef(1);
  const [hasMoreSessions, setHasMoreSessions] = useState(false);
  const refreshList = useCallback(async () => {
    const list: ChatSession[] = [];
    let pageCount = 1;
    for (let page = 1; page <= pagesShown.current && page <= pageCount; page++) {
      const a = await conn.current?.call<{ list: ChatSession[]; page_count: number }>(
        '/servicer/api/chat/chatList',
        { page, page_size: CHAT_SESSION_PAGE_SIZE },
      );
      if (a?.code !== 0) return;
      pageCount = a.data.page_count;
      list.push(...a.data.list);
    }
    // A session that moved up between two page calls comes twice: the first (newer) place wins.
    setSessions(list.filter((s, i) => list.findIndex((x) => x.session_id === s.session_id) === i));
    setHasMoreSessions(pagesShown.current < pageCount);
  }, []);
  const moreSessions = useCallback(async () => {
    pagesShown.current += 1;
    await refreshList();
  }, [refreshList]);

  const catchUp = useCallback(
    async (sessionId: number) => {
      for (let i = 0; i < 20; i++) {
        const a = await conn.current?.call<Dialogs>('/servicer/api/chat/dialogs', {
          session_id: sessionId,
          after_seq: inbox.last(sessionId),
          page_size: 100,
        });
        if (!a || a.code !== 0) return;
        for (const m of a.data.list) inbox.offer(m);
        if (a.data.exhausted || a.data.list.length === 0) return;
      }
    },
    [inbox],
  );

  /** Puts a session on screen: its latest page, then what came since; false (the error said) when it did not load. */
  const show = useCallback(
    async (sessionId: number): Promise<boolean> => {
      const c = conn.current;
      if (!c) return false;
      const d = await c.call<Dialogs>('/servicer/api/chat/dialogs', {
        session_id: sessionId,
        page_size: CHAT_HISTORY_PAGE_SIZE,
      });
      if (d.code !== 0) {
        setError(d.message);
        return false;
      }
      active.current = sessionId;
      setActiveId(sessionId);
      setMessages(d.data.list);
      setExhausted(d.data.exhausted);
      inbox.seed(sessionId, d.data.list.at(-1)?.seq ?? 0);
      await catchUp(sessionId);
      return true;
    },
    [catchUp, inbox, setError],
  );

  /** The page before the oldest message shown. */
  const loadOlder = async (sessionId: number | undefined) => {
    if (!sessionId || !conn.current) return;
    const d = await conn.current.call<Dialogs>('/servicer/api/chat/dialogs', {
      session_id: sessionId,
      before_seq: messages[0]?.seq ?? 0,
      page_size: CHAT_HISTORY_PAGE_SIZE,
    });
    if (d.code !== 0) return setError(d.message);
    setMessages((list) => [...d.data.list.filter((m) => !list.some((x) => x.seq === m.seq)), ...list]);
    setExhausted(d.data.exhausted);
  };

  /** Sends a message to `to` (the buyer's shop, or the servicer's session); its answer joins the inbox. */
  const say = async (to: Record<string, unknown> | null, body: Record<string, unknown>): Promise<boolean> => {
    if (!to || !conn.current) return false;
    setSending(true);
    try {
      const a = await conn.current.call<ChatMessage>('/servicer/api/chat/say', { ...to, ...body });
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

  return {
    conn,
    active,
    activeId,
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
    say,
  };
}
