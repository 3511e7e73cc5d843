/** "2025-03-10 10:00" in China time for Unix seconds from the API; '' for 0 (none). */
const format = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export function formatDateTime(unixSeconds: number): string {
  if (!unixSeconds || unixSeconds <= 0) return '';
  const p = Object.fromEntries(format.formatToParts(new Date(unixSeconds * 1000)).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
}
