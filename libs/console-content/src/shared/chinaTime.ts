// The advert form's times: a datetime-local field read as China time (the storefront's and the
// console's clock, whatever the operator's computer says), sent to mall-api as unix seconds.
import { chinaDateParts } from '@mall/ui';

const CHINA_OFFSET_SECONDS = 8 * 3600;

/** `2026-12-01T10:00` (China time) → unix seconds; empty or unreadable → 0 (no limit). */
export function chinaInputToUnix(value: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value.trim());
  if (!m) return 0;
  const utc = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5])) / 1000;
  return utc - CHINA_OFFSET_SECONDS;
}

/** Unix seconds → the datetime-local value in China time; 0 → empty. */
export function unixToChinaInput(seconds: number): string {
  if (!seconds) return '';
  const p = chinaDateParts(seconds);
  return `${p.date}T${p.hour}:${p.minute}`;
}
