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

/** A review time; 0 (never) as a dash. */
export const time = (s: number) => (s ? formatDateTime(s) : '—');
