import { describe, expect, it } from 'vitest';
import { dayBound } from './dayBound';

describe('dayBound', () => {
  it('turns China days into unix-second bounds', () => {
    expect(dayBound('2026-11-27', 'start')).toBe(Date.UTC(2026, 10, 26, 16) / 1000);
    expect(dayBound('2026-11-27', 'end')).toBe(Date.UTC(2026, 10, 27, 15, 59, 59) / 1000);
    expect(dayBound('27/11/2026', 'start')).toBeUndefined();
  });
});
