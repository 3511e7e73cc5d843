// The member list's export query: the page's filters, dates as China-day bounds.
import { dayBound } from '@mall/console-kit';

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
