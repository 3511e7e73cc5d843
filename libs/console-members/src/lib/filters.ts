// The list filters as mall-api wants them: dates as China-day bounds, the export's query.

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A yyyy-mm-dd filter as unix seconds: the China day's first or last second; undefined when not a date. */
export function dayBound(value: string | undefined, edge: 'start' | 'end'): number | undefined {
  const m = value ? DAY.exec(value) : null;
  if (!m) return undefined;
  const start = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / 1000 - 8 * 3600;
  if (Number.isNaN(start)) return undefined;
  return edge === 'start' ? start : start + 86_399;
}

/** /console/export/<name> with the page's keyword, state and dates. */
export function exportHref(name: string, filters: Record<string, string>): string {
  const q = new URLSearchParams();
  if (filters.keyword) q.set('keyword', filters.keyword);
  if (filters.state) q.set('state', filters.state);
  const from = dayBound(filters.from, 'start');
  const to = dayBound(filters.to, 'end');
  if (from !== undefined) q.set('from', String(from));
  if (to !== undefined) q.set('to', String(to));
  const query = q.toString();
  return `/console/export/${name}${query ? `?${query}` : ''}`;
}
