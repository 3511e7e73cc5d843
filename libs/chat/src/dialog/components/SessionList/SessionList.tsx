import type { ChatSession } from '@mall/rest-contract';
import { m } from '@mall/i18n';
import * as styles from './SessionList.css';
import { Box, Img, Stack } from '@mall/ui';

export interface SessionListProps {
  sessions: ChatSession[];
  /** The open session's key: shop id for a buyer, session id for a servicer. */
  activeKey?: number;
  /** Buyer: shops (avatar, shop name); servicer: buyers (nickname). */
  viewer: 'member' | 'servicer';
  onSelect: (session: ChatSession) => void;
  /** Sessions beyond those shown (the next chatList page). */
  hasMore?: boolean;
  onMore?: () => void;
}

const preview = (s: ChatSession) =>
  s.content_type === 1
    ? `[${m['chatDialog.goodsCard']()}]`
    : s.content_type === 2
      ? `[${m['chatDialog.orderCard']()}]`
      : s.content_type === 3
        ? `[${m['chatDialog.image']()}]`
        : s.content.replace(/\[emjoy_\d{2}\]/g, `[${m['chatDialog.emoji']()}]`);

/**
 * The chat sessions (30 a page from chatList). Props: `sessions`, `activeKey` (shop id for a buyer, session
 * id for a servicer), `viewer` (member: shops with online state; servicer: buyers), `onSelect`, `hasMore` and
 * `onMore` (a 加载更多会话 button for the next page, so no conversation is out of reach). Each row: avatar
 * (the site's default shop or head image when missing or broken), name, last message (cards and images as labels), time and unread count (99+ above 99). States: list
 * with a long shop name, offline shop, many unread; empty.
 */
export function SessionList({
  sessions,
  activeKey,
  viewer,
  onSelect,
  hasMore = false,
  onMore,
}: SessionListProps) {
  if (sessions.length === 0) return <p className={styles.empty}>{m['chatDialog.noSessions']()}</p>;
  return (
    <ul className={styles.list} aria-label={m['chatDialog.sessions']()}>
      {sessions.map((s) => {
        const key = viewer === 'member' ? s.shop_id : s.session_id;
        const name = viewer === 'member' ? s.shop_name : s.nickname;
        return (
          <li key={s.session_id}>
            <Box
              as="button"
              type="button"
              display="flex"
              gap="sm"
              className={`${styles.item} ${key === activeKey ? styles.active : ''}`}
              onClick={() => onSelect(s)}
              aria-current={key === activeKey}
              data-testid="chat-session"
            >
              <Img
                className={styles.avatar}
                src={viewer === 'member' ? s.avatar || s.logo : s.member_headimg}
                fallback={viewer === 'member' ? 'shop' : 'head'}
                alt=""
                eager
              />
              <Stack as="span" space="xxs" className={styles.body}>
                <Box as="span" display="flex" justifyContent="space-between" gap="xs">
                  <span className={styles.name}>{name}</span>
                  <span className={styles.muted}>
                    {new Date(s.add_time * 1000).toLocaleString('zh-CN', {
                      month: '2-digit',
                      day: '2-digit',
                      hour: '2-digit',
                      minute: '2-digit',
                    })}
                  </span>
                </Box>
                <Box as="span" display="flex" justifyContent="space-between" gap="xs">
                  <span className={styles.last}>{preview(s)}</span>
                  {s.unread > 0 && (
                    <span
                      role="img"
                      className={styles.badge}
                      aria-label={m['chatDialog.unread']({ count: s.unread })}
                    >
                      {s.unread > 99 ? '99+' : s.unread}
                    </span>
                  )}
                </Box>
                {viewer === 'member' && (
                  <span className={s.online ? styles.online : styles.muted}>
                    {s.online ? m['chatDialog.online']() : m['chatDialog.offline']()}
                  </span>
                )}
              </Stack>
            </Box>
          </li>
        );
      })}
      {hasMore && onMore && (
        <li>
          <button type="button" className={styles.more} onClick={onMore} data-testid="chat-more-sessions">
            {m['chatDialog.moreSessions']()}
          </button>
        </li>
      )}
    </ul>
  );
}
