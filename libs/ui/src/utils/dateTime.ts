// Dates of the whole mall: Unix seconds from the API, shown in China time (SPEC §5). One module, so
// every page shows "2025-03-10 10:00" the same way.
const partsFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

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
  const parts = Object.fromEntries(
    partsFormat.formatToParts(new Date(unixSeconds * 1000)).map((p) => [p.type, p.value]),
  ) as Record<string, string>;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: parts.hour ?? '00',
    minute: parts.minute ?? '00',
    date: `${parts.year}-${parts.month}-${parts.day}`,
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
