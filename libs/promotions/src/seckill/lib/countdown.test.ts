import { describe, expect, it } from 'vitest';
import { formatCountdown } from './countdown';

describe('formatCountdown', () => {
  it('formats hours, minutes and seconds and never goes negative', () => {
    expect(formatCountdown(0)).toBe('00:00:00');
    expect(formatCountdown(59)).toBe('00:00:59');
    expect(formatCountdown(3661)).toBe('01:01:01');
    expect(formatCountdown(26 * 3600)).toBe('26:00:00');
    expect(formatCountdown(-5)).toBe('00:00:00');
  });
});
