// The audit page's filters as the REST call and the export want them.

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A yyyy-mm-dd filter as unix seconds: the China day's first or last second; undefined when not a date. */
export function dayBound(value: string | undefined, edge: 'start' | 'end'): number | undefined {
  const m = value ? DAY.exec(value) : null;
  if (!m) return undefined;
  const startUtc = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / 1000 - 8 * 3600;
  if (Number.isNaN(startUtc)) return undefined;
  return edge === 'start' ? startUtc : startUtc + 86_399;
}

/** /console/export/audit with the page's filters in mall-api's names. */
export function auditExportHref(filters: Record<string, string>): string {
  const q = new URLSearchParams();
  const names: Record<string, string> = { account: 'account', action: 'action', targetType: 'target_type', targetId: 'target_id' };
  for (const [key, name] of Object.entries(names)) if (filters[key]) q.set(name, filters[key]);
  const from = dayBound(filters.from, 'start');
  const to = dayBound(filters.to, 'end');
  if (from !== undefined) q.set('from', String(from));
  if (to !== undefined) q.set('to', String(to));
  const query = q.toString();
  return `/console/export/audit${query ? `?${query}` : ''}`;
}
