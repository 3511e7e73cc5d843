import { describe, expect, it } from 'vitest';
import { chinaDayStart, fromChinaInput, minuteText, parseMinute, toChinaInput } from './time';

describe('campaign times are China wall-clock time', () => {
  it('reads and writes datetime-local values as UTC+8', () => {
    const unix = Date.UTC(2026, 10, 27, 2, 0) / 1000; // 10:00 in China
    expect(toChinaInput(unix)).toBe('2026-11-27T10:00');
    expect(fromChinaInput('2026-11-27T10:00')).toBe(unix);
    expect(fromChinaInput('')).toBeNull();
    expect(fromChinaInput('2026-11-27 10:00')).toBeNull();
  });
  it('turns slot times into minutes and back, refusing 24:30 and 10:60', () => {
    expect(parseMinute('10:30')).toBe(630);
    expect(parseMinute('24:00')).toBe(1440);
    expect(parseMinute('24:30')).toBeNull();
    expect(parseMinute('10:60')).toBeNull();
    expect(minuteText(630)).toBe('10:30');
    expect(minuteText(1440)).toBe('24:00');
  });
  it('finds the China day of a moment just after China midnight', () => {
    const justAfter = Date.UTC(2026, 10, 26, 16, 5) / 1000; // 00:05 on the 27th in China
    expect(chinaDayStart(justAfter)).toBe(Date.UTC(2026, 10, 26, 16, 0) / 1000);
  });
});
