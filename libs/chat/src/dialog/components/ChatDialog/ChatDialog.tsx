import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { ChatMessage, ChatSession } from '@mall/rest-contract';
import { chatTextLength, chatTextProblem } from '@mall/rest-contract/chat-rules';
import { CHAT_MESSAGE_MAX } from '@mall/rest-contract/constants';
import { m } from '@mall/i18n';
import { EmojiPanel } from '../EmojiPanel/EmojiPanel';
import { MessageItem } from '../MessageItem/MessageItem';
import { SessionList } from '../SessionList/SessionList';
import * as styles from './ChatDialog.css';
import { Inline, Stack } from '@mall/ui';

export type ChatNotice =
  | { kind: 'online'; name: string }
  | { kind: 'offline' }
  | { kind: 'connecting' }
  | { kind: 'reconnecting' }
  /** A visitor: a login link that comes back to this page. */
  | { kind: 'guest'; loginHref: string }
  /** No servicer of the shop online, before connecting: leave a message anyway, or come back later. */
  | { kind: 'away'; onLeaveMessage: () => void; onLater: () => void };

/** The login page, coming back to `path` (the page the visitor pressed 联系客服 on). */
export const chatLoginHref = (path: string) => `/login?redirect=${encodeURIComponent(path)}`;

export interface ChatOffer {
  label: string;
  onSend: () => void;
}

export interface ChatDialogProps {
  viewer: 'member' | 'servicer';
  title: string;
  /** The shop's page (/shop-{site_id}) for a buyer. */
  shopLink?: string;
  sessions: ChatSession[];
  activeKey?: number;
  onSelect: (session: ChatSession) => void;
  notice?: ChatNotice;
  /** Oldest first. */
  messages: ChatMessage[];
  /** No older history remains (the page-count check). */
  exhausted: boolean;
  onLoadOlder: () => void;
  /** A session is open. */
  canSend: boolean;
  /** A send is in flight: the send lock. */
  sending: boolean;
  /** The server's or the upload's refusal. */
  error?: string | null;
  /** Resolves true when the message was accepted (then the text is cleared). */
  onSend: (text: string) => Promise<boolean>;
  onSendImage: (file: File) => void;
  /** Goods or order cards offered for sending (from the page that opened the dialog). */
  offers?: ChatOffer[];
  onClose?: () => void;
  /** Servicer: the buyer's panel. */
  side?: ReactNode;
  /** Render in the page flow (the servicer console) instead of floating. */
  inline?: boolean;
  /** More sessions than the list shows (chatList pages beyond the first). */
  hasMoreSessions?: boolean;
  onMoreSessions?: () => void;
}

/**
 * The chat window: sessions on the left, the conversation with history upward, and the composer.
 *
 * The chat window, for buyers (floating) and the servicer console (`inline`). Props: `viewer`, `title`,
 * `shopLink` (/shop-{site_id}), `sessions`/`activeKey`/`onSelect`, `notice` (online with the servicer name,
 * offline, connecting, reconnecting; guest: a login link back to the page; away: nobody of the shop online,
 * with 留言 and 稍后再来), `hasMoreSessions`/`onMoreSessions` (the session list beyond its first page), `messages` (oldest first), `exhausted` (no older history: the
 * page-count check) and `onLoadOlder` (4 a page), `canSend`, `sending` (the send lock), `error`, `onSend`
 * (after the SPEC §5 checks: blank → 不能发送空白内容, over 150 with each emoji tag counting 1 → 一次最多发送150个字符),
 * `onSendImage`, `offers` (send a goods or order card), `onClose`, `side`. States: online, offline, visitor,
 * nobody online, history exhausted, sending, no session chosen.
 */
export function ChatDialog(props: ChatDialogProps) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [emoji, setEmoji] = useState(false);
  const lock = useRef(false);
  const list = useRef<HTMLDivElement>(null);
  const file = useRef<HTMLInputElement>(null);
  const newest = props.messages.at(-1)?.seq;

  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [newest, props.activeKey]);

  const submit = async () => {
    if (lock.current || props.sending) return; // the send lock
    const refusal = chatTextProblem(text);
    setProblem(refusal);
    if (refusal) return;
    lock.current = true;
    try {
      if (await props.onSend(text)) setText('');
    } finally {
      lock.current = false;
    }
  };

  const n = props.notice;
  const noticeText =
    n?.kind === 'online'
      ? m['chatDialog.onlineNotice']({ name: n.name })
      : n?.kind === 'offline'
        ? m['chatDialog.offlineNotice']()
        : n?.kind === 'reconnecting'
          ? m['chatDialog.reconnecting']()
          : n?.kind === 'connecting'
            ? m['chatDialog.connecting']()
            : n?.kind === 'guest'
              ? m['chatDialog.guestNotice']()
              : n?.kind === 'away'
                ? m['chatDialog.awayNotice']()
                : null;

  return (
    <section
      className={`${styles.dialog} ${props.inline ? styles.inline : ''}`}
      role={props.inline ? 'region' : 'dialog'}
      aria-label={m['chatDialog.title']()}
      data-testid="chat-dialog"
    >
      <Inline as="header" space="none" align="space-between" wrap={false} className={styles.header}>
        <strong>
          {props.shopLink ? (
            <a className={styles.headerLink} href={props.shopLink} title={m['chatDialog.enterShop']()}>
              {props.title}
            </a>
          ) : (
            props.title
          )}
        </strong>
        {props.onClose && (
          <button
            type="button"
            className={styles.close}
            onClick={props.onClose}
            aria-label={m['chatDialog.close']()}
          >
            ×
          </button>
        )}
      </Inline>
      <nav className={styles.aside}>
        <SessionList
          sessions={props.sessions}
          activeKey={props.activeKey}
          viewer={props.viewer}
          onSelect={props.onSelect}
          hasMore={props.hasMoreSessions}
          onMore={props.onMoreSessions}
        />
      </nav>
      <Stack space="none" className={styles.main}>
        {noticeText && (
          <p className={styles.notice} role="status" data-testid="chat-notice">
            {noticeText}
            {n?.kind === 'guest' && (
              <>
                {' '}
                <a href={n.loginHref} className={styles.noticeLink} data-testid="chat-login">
                  {m['chatDialog.loginToChat']()}
                </a>
              </>
            )}
            {n?.kind === 'away' && (
              <Inline as="span" space="sm">
                <button type="button" className={styles.tool} onClick={n.onLeaveMessage}>
                  {m['chatDialog.leaveMessage']()}
                </button>
                <button type="button" className={styles.tool} onClick={n.onLater}>
                  {m['chatDialog.comeBackLater']()}
                </button>
              </Inline>
            )}
          </p>
        )}
        {props.canSend ? (
          <>
            <div className={styles.messages} ref={list} data-testid="chat-messages">
              {props.exhausted ? (
                <p className={styles.exhausted}>{m['chatDialog.exhausted']()}</p>
              ) : (
                <button type="button" className={styles.older} onClick={props.onLoadOlder}>
                  {m['chatDialog.loadOlder']()}
                </button>
              )}
              {props.messages.map((message) => (
                <MessageItem
                  key={message.seq}
                  message={message}
                  mine={(message.type === 0) === (props.viewer === 'member')}
                />
              ))}
            </div>
            <Stack space="xs" className={styles.composer}>
              {emoji && (
                <div className={styles.emojiPop}>
                  <EmojiPanel
                    onPick={(code) => {
                      setText((v) => v + code);
                      setEmoji(false);
                    }}
                  />
                </div>
              )}
              <Inline space="sm" wrap={false}>
                <button
                  type="button"
                  className={styles.tool}
                  onClick={() => setEmoji((v) => !v)}
                  aria-expanded={emoji}
                >
                  {m['chatDialog.emoji']()}
                </button>
                <button type="button" className={styles.tool} onClick={() => file.current?.click()}>
                  {m['chatDialog.image']()}
                </button>
                <input
                  ref={file}
                  className={styles.hidden}
                  type="file"
                  accept="image/jpeg,image/png,image/gif,image/webp"
                  aria-label={m['chatDialog.image']()}
                  tabIndex={-1}
                  onChange={(e) => {
                    const f = e.target.files?.[0];
                    if (f) props.onSendImage(f);
                    e.target.value = '';
                  }}
                />
                {props.offers?.map((o) => (
                  <button
                    key={o.label}
                    type="button"
                    className={styles.tool}
                    onClick={o.onSend}
                    disabled={props.sending}
                  >
                    {o.label}
                  </button>
                ))}
              </Inline>
              <textarea
                className={styles.textarea}
                value={text}
                placeholder={m['chatDialog.placeholder']()}
                aria-label={m['chatDialog.placeholder']()}
                onChange={(e) => setText(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
                    e.preventDefault();
                    void submit();
                  }
                }}
              />
              <Inline space="sm" align="space-between" wrap={false}>
                <span className={styles.error} role="alert" data-testid="chat-error">
                  {problem ?? props.error ?? ''}
                </span>
                <span className={styles.count}>
                  {chatTextLength(text)}/{CHAT_MESSAGE_MAX}
                </span>
                <button
                  type="button"
                  className={styles.send}
                  onClick={() => void submit()}
                  disabled={props.sending}
                >
                  {props.sending ? m['chatDialog.sending']() : m['chatDialog.send']()}
                </button>
              </Inline>
            </Stack>
          </>
        ) : (
          <p className={styles.placeholder}>{m['chatDialog.chooseShop']()}</p>
        )}
      </Stack>
      {props.side && <aside className={styles.side}>{props.side}</aside>}
    </section>
  );
}
