// Dates of the whole mall: Unix seconds from the API, shown in China time (SPEC §5). One module, so
// every page shows "2025-03-10 10:00" the same way.
// China time is UTC+8 all year (no summer time since 1991), so the parts are read from the shifted
// UTC date: an Intl.DateTimeFormat with a time zone loads the zone's data when it is created, which
// cost every first load ≈50 ms of main thread (more on a slow phone) before anything could hydrate.
const CHINA_OFFSET_MS = 8 * 3600 * 1000;
const two = (n: number) => String(n).padStart(2, '0');

export interface ChinaDateParts {
  year: number;
  month: number;
  day: number;
  hour: string;
  minute: string;
  /** "2025-03-10" */
  date: string;
}

/** The China-time calendar parts of a Unix time (seconds). */
export function chinaDateParts(unixSeconds: number): ChinaDateParts {
  const d = new Date(unixSeconds * 1000 + CHINA_OFFSET_MS);
  const year = d.getUTCFullYear();
  const month = d.getUTCMonth() + 1;
  const day = d.getUTCDate();
  return {
    year,
    month,
    day,
    hour: two(d.getUTCHours()),
    minute: two(d.getUTCMinutes()),
    date: `${year}-${two(month)}-${two(day)}`,
  };
}

/** "2025-03-10"; '' for 0 (none). */
export function formatDate(unixSeconds: number): string {
  return unixSeconds > 0 ? chinaDateParts(unixSeconds).date : '';
}

/** "2025-03-10 10:00"; '' for 0 (none). */
export function formatDateTime(unixSeconds: number): string {
  if (!unixSeconds || unixSeconds <= 0) return '';
  const p = chinaDateParts(unixSeconds);
  return `${p.date} ${p.hour}:${p.minute}`;
}
