import { describe, expect, it } from 'vitest';
import { chinaDateParts, formatDate, formatDateTime } from './dateTime';

// The UTC+8 arithmetic must say what a time-zoned Intl formatter says for Asia/Shanghai.
const shanghai = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const byIntl = (seconds: number) => {
  const parts = Object.fromEntries(
    shanghai.formatToParts(new Date(seconds * 1000)).map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
};

describe('China time', () => {
  it('agrees with Intl for Asia/Shanghai from 1992 to 2092, day and year edges included', () => {
    const start = Date.UTC(1992, 0, 1) / 1000;
    const end = Date.UTC(2092, 0, 1) / 1000;
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    const times = Array.from({ length: 5000 }, () => Math.floor(start + next() * (end - start)));
    // 15:59 and 16:00 UTC are China's 23:59 and 00:00; the last second of a year and a leap day.
    times.push(
      Date.UTC(2026, 11, 31, 15, 59, 59) / 1000,
      Date.UTC(2026, 11, 31, 16, 0, 0) / 1000,
      Date.UTC(2028, 1, 28, 16, 0, 0) / 1000,
    );
    const differing = times.filter((t) => formatDateTime(t) !== byIntl(t));
    expect(differing).toEqual([]);
  });

  it('turns the day at 16:00 UTC', () => {
    expect(formatDateTime(Date.UTC(2026, 11, 31, 15, 59) / 1000)).toBe('2026-12-31 23:59');
    expect(formatDateTime(Date.UTC(2026, 11, 31, 16, 0) / 1000)).toBe('2027-01-01 00:00');
    expect(chinaDateParts(Date.UTC(2028, 1, 28, 16, 0) / 1000)).toMatchObject({
      year: 2028,
      month: 2,
      day: 29,
      hour: '00',
    });
  });

  it('shows nothing for no time', () => {
    expect(formatDate(0)).toBe('');
    expect(formatDateTime(0)).toBe('');
    expect(formatDateTime(-5)).toBe('');
  });
});
