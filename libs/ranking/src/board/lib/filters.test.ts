import { describe, expect, it } from 'vitest';
import { ALL_AREAS, chooseArea, toWan } from './filters';

describe('the region filter (SPEC §4)', () => {
  it('a province drills down to its cities (level 2)', () => {
    expect(chooseArea(ALL_AREAS, { id: 430000, level: 1 })).toEqual({ areaId: 430000, level: 2 });
  });
  it('a city keeps its province at level 2', () => {
    expect(chooseArea({ areaId: 430000, level: 2 }, { id: 430100, level: 2, pid: 430000 })).toEqual({ areaId: 430000, level: 2 });
  });
  it('a level above 2 is ignored', () => {
    const current = { areaId: 430000, level: 2 };
    expect(chooseArea(current, { id: 430102, level: 3, pid: 430100 })).toBe(current);
    expect(chooseArea(ALL_AREAS, { id: 430102, level: 4 })).toBe(ALL_AREAS);
  });
  it('choosing all resets the level to 1', () => {
    expect(chooseArea({ areaId: 430000, level: 2 }, { id: 0, level: 2 })).toEqual({ areaId: 0, level: 1 });
  });
});

describe('money in 万元', () => {
  it('rounds to 2 decimals of 10,000 yuan, exactly', () => {
    expect(toWan(12345678)).toBe('12.35');
    expect(toWan(0)).toBe('0.00');
    expect(toWan(4999)).toBe('0.00');
    expect(toWan(5000)).toBe('0.01');
    expect(toWan(9876543210)).toBe('9876.54');
    expect(toWan(-2000000)).toBe('-2.00');
  });
});
