import { badge } from './StatusBadge.css';

export type StatusTone = 'neutral' | 'success' | 'warning' | 'danger' | 'info';

export interface StatusBadgeProps {
  /** The state's name as people read it (待审核, 已通过 …); the colour never carries the meaning alone. */
  label: string;
  /** success for done or approved, warning for waiting, danger for refused or locked, info for in progress. */
  tone?: StatusTone;
}

/**
 * A row's state in a console list or detail panel: its name in a tinted frame. Long names do not
 * wrap. Use one tone per meaning across the console (waiting is always `warning`).
 */
export function StatusBadge({ label, tone = 'neutral' }: StatusBadgeProps) {
  return <span className={badge({ tone })}>{label}</span>;
}
