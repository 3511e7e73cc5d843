// A list's date filters as mall-api wants them: the yyyy-mm-dd of a date field as unix seconds.

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A yyyy-mm-dd filter as unix seconds: the China day's first or last second; undefined when not a date. */
export function dayBound(value: string | undefined, edge: 'start' | 'end'): number | undefined {
  const m = value ? DAY.exec(value) : null;
  if (!m) return undefined;
  const start = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / 1000 - 8 * 3600;
  if (Number.isNaN(start)) return undefined;
  return edge === 'start' ? start : start + 86_399;
}
