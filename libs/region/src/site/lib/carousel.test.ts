import { describe, expect, it } from 'vitest';
import { atEnd, atStart, carouselOffset, carouselStep } from './carousel';

describe('carousel steps (SPEC §4: 234 px, window 4, stops at the ends)', () => {
  it('moves one step at a time and stops at the start', () => {
    expect(carouselStep(0, 10, -1)).toBe(0);
    expect(carouselStep(1, 10, -1)).toBe(0);
    expect(atStart(0)).toBe(true);
  });
  it('stops at the end: the last window shows the last 4 names', () => {
    expect(carouselStep(5, 10, 1)).toBe(6);
    expect(carouselStep(6, 10, 1)).toBe(6);
    expect(atEnd(6, 10)).toBe(true);
    expect(atEnd(5, 10)).toBe(false);
  });
  it('does not move with 4 names or fewer', () => {
    expect(carouselStep(0, 3, 1)).toBe(0);
    expect(atEnd(0, 4)).toBe(true);
  });
  it('offsets in 234 px steps', () => {
    expect(carouselOffset(3)).toBe(702);
  });
});
