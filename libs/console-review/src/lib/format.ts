// Small pure helpers of the review pages.
import type { StatusTone } from '@mall/console-kit';
import { formatDateTime } from '@mall/ui';

/** The badge tone of a queue state: waiting, approved, refused or withdrawn. */
export function stateTone(state: string): StatusTone {
  if (['reviewing', 'applied', 'pending', 'arbitrating'].includes(state)) return 'warning';
  if (['paid', 'refunded', 'issued', 'passed', 'upheld', 'approved'].includes(state)) return 'success';
  if (['refused', 'dismissed', 'arbitrated'].includes(state)) return 'danger';
  return 'neutral';
}

/** Whether an entry in `state` still waits for a decision. */
export const isPending = (state: string) => ['reviewing', 'applied', 'pending', 'arbitrating'].includes(state);

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A yyyy-mm-dd filter as unix seconds: the China day's first or last second; undefined when not a date. */
export function dayBound(value: string | undefined, edge: 'start' | 'end'): number | undefined {
  const m = value ? DAY.exec(value) : null;
  if (!m) return undefined;
  const start = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / 1000 - 8 * 3600;
  if (Number.isNaN(start)) return undefined;
  return edge === 'start' ? start : start + 86_399;
}

/** A review time; 0 (never) as a dash. */
export const time = (s: number) => (s ? formatDateTime(s) : '—');
