/** Dates of the member centre: Unix seconds from the API, shown in China time. */
const TIME_ZONE = 'Asia/Shanghai';

const partsFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

interface DateParts {
  year: number;
  month: number;
  day: number;
  hour: string;
  minute: string;
  date: string;
}

/** The China-time calendar parts of a Unix time (seconds). */
export function chinaDateParts(unixSeconds: number): DateParts {
  const parts = Object.fromEntries(
    partsFormat.formatToParts(new Date(unixSeconds * 1000)).map((p) => [p.type, p.value]),
  ) as Record<string, string>;
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: parts.hour ?? '00',
    minute: parts.minute ?? '00',
    date,
  };
}

/** "2025-03-10" */
export function formatDate(unixSeconds: number): string {
  return unixSeconds > 0 ? chinaDateParts(unixSeconds).date : '';
}

/** "2025-03-10 10:00"; '' for 0 (none). */
export function formatDateTime(unixSeconds: number): string {
  if (!unixSeconds || unixSeconds <= 0) return '';
  const p = chinaDateParts(unixSeconds);
  return `${p.date} ${p.hour}:${p.minute}`;
}

/** Now as Unix seconds. */
export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

/** "6228 **** **** 8888" style masking of an account number; short accounts stay readable. */
export function maskAccount(account: string): string {
  if (account.includes('@')) {
    const [name = '', domain = ''] = account.split('@');
    return `${name.slice(0, 2)}***@${domain}`;
  }
  if (account.length <= 7) return account;
  return `${account.slice(0, 3)}****${account.slice(-4)}`;
}
