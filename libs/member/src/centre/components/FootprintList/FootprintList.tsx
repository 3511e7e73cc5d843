import type { MemberFootprintQuery } from '@mall/gateway-client';
import { GoodsCard } from '@mall/catalogue';
import { m } from '@mall/i18n';
import { Box, Empty, Inline, Stack } from '@mall/ui';
import { formatDate, nowSeconds } from '../../lib/format';
import * as styles from './FootprintList.css';
import { pageStyles as shared } from '@mall/page-kit';

export type FootprintEntry = MemberFootprintQuery['footprint']['list'][number];

export interface FootprintDay {
  /** YYYY-MM-DD in China time. */
  date: string;
  entries: FootprintEntry[];
}

/** The entries grouped by their China-time day, newest day first, keeping the order within a day. */
export function groupByDay(entries: readonly FootprintEntry[]): FootprintDay[] {
  const days = new Map<string, FootprintEntry[]>();
  for (const entry of [...entries].sort((a, b) => b.time - a.time)) {
    const date = formatDate(entry.time);
    const list = days.get(date);
    if (list) list.push(entry);
    else days.set(date, [entry]);
  }
  return [...days].map(([date, list]) => ({ date, entries: list }));
}

export interface FootprintListProps {
  entries: readonly FootprintEntry[];
  /** Deletes footprint records by id (one, or all of a day). */
  onDelete: (ids: number[]) => void;
  pending?: boolean;
  /** "Now" in Unix seconds, for 今天 / 昨天; default the clock. */
  now?: number;
}

/**
 * 我的足迹: viewed goods grouped by day (今天, 昨天, dates), each deletable, or a whole day at once.
 *
 * The viewed goods of /member/footprint, grouped by China-time day (今天, 昨天, then dates). Props: `entries`,
 * `onDelete(ids)` (one record, or 删除当天记录 for a whole day), `pending`, `now` (Unix seconds, for the day
 * labels). States: two days, deleting, empty.
 */
export function FootprintList({ entries, onDelete, pending = false, now = nowSeconds() }: FootprintListProps) {
  if (entries.length === 0) return <Empty text={m['member.footprint.empty']()} />;
  const today = formatDate(now);
  const yesterday = formatDate(now - 86_400);
  const label = (date: string) =>
    date === today ? m['member.footprint.today']() : date === yesterday ? m['member.footprint.yesterday']() : date;
  return (
    <div>
      {groupByDay(entries).map((day) => (
        <Stack as="section" space="sm" key={day.date} className={styles.day} aria-label={label(day.date)}>
          <Inline space="sm" align="space-between" wrap={false}>
            <h2 className={styles.dayTitle}>{label(day.date)}</h2>
            <button
              type="button"
              className={shared.textButton}
              disabled={pending}
              onClick={() => onDelete(day.entries.map((e) => e.id))}
            >
              {m['member.footprint.deleteDay']()}
            </button>
          </Inline>
          <Box as="ul" display="grid" gap="md" className={styles.grid}>
            {day.entries.map((entry) => (
              <li key={entry.id} className={entry.onShelf ? styles.item : `${styles.item} ${styles.off}`}>
                <GoodsCard goods={entry.goods} />
                <button
                  type="button"
                  className={shared.textButton}
                  disabled={pending}
                  aria-label={`${m['member.footprint.delete']()} ${entry.goods.skuName || entry.goods.goodsName}`}
                  onClick={() => onDelete([entry.id])}
                >
                  {m['member.footprint.delete']()}
                </button>
              </li>
            ))}
          </Box>
        </Stack>
      ))}
    </div>
  );
}
