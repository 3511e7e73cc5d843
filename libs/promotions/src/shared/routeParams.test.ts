import { describe, expect, it } from 'vitest';
import { pageParam, routeId } from './routeParams';

describe('route params', () => {
  it('reads a positive 32-bit id or null', () => {
    expect(routeId('12')).toBe(12);
    for (const bad of [undefined, '', '0', '-1', '1.5', '12abc', '2147483648', '007']) expect(routeId(bad)).toBeNull();
  });
  it('reads a page or falls back to 1', () => {
    expect(pageParam(new URLSearchParams('page=3'))).toBe(3);
    for (const bad of ['', 'page=0', 'page=x', 'page=2.5', 'page=100001']) expect(pageParam(new URLSearchParams(bad))).toBe(1);
  });
});
