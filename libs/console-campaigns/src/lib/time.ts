// Times in the campaign forms: the mall runs on China time (Asia/Shanghai, UTC+8 all year), whatever
// the operator's computer says, so date inputs are read and written as China wall-clock time.
const CHINA_OFFSET_S = 8 * 3600;

/** Unix seconds → the value of an `<input type="datetime-local">` in China time ("2026-11-27T10:00"). */
export function toChinaInput(unix: number): string {
  return new Date((unix + CHINA_OFFSET_S) * 1000).toISOString().slice(0, 16);
}

/** An `<input type="datetime-local">` value read as China time → unix seconds; null when empty or malformed. */
export function fromChinaInput(value: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value.trim());
  if (!m) return null;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]));
  return Number.isFinite(ms) ? ms / 1000 - CHINA_OFFSET_S : null;
}

/** Minutes after midnight → "HH:MM" (1440 → "24:00"). */
export function minuteText(minute: number): string {
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
}

/** A seckill slot as its select shows it: 「早场（08:00–10:00）」. */
export const slotLabel = (s: { name: string; startMinute: number; endMinute: number }) =>
  `${s.name}（${minuteText(s.startMinute)}–${minuteText(s.endMinute)}）`;

/** "HH:MM" (00:00–24:00) → minutes after midnight; null for anything else. */
export function parseMinute(text: string): number | null {
  const m = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2]);
  if (min > 59 || h > 24 || (h === 24 && min > 0)) return null;
  return h * 60 + min;
}

/** The China-time day (midnight, unix seconds) that holds `unix`. */
export function chinaDayStart(unix: number): number {
  return Math.floor((unix + CHINA_OFFSET_S) / 86_400) * 86_400 - CHINA_OFFSET_S;
}
