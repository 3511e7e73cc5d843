import { describe, expect, it } from 'vitest';
import { dayBound, exportHref } from './filters';

describe('member list filters', () => {
  it('turns China days into unix-second bounds', () => {
    expect(dayBound('2026-11-27', 'start')).toBe(Date.UTC(2026, 10, 26, 16) / 1000);
    expect(dayBound('2026-11-27', 'end')).toBe(Date.UTC(2026, 10, 27, 15, 59, 59) / 1000);
    expect(dayBound('27/11/2026', 'start')).toBeUndefined();
  });
  it('builds the export link with only the filters set', () => {
    expect(exportHref('members', { keyword: '龙', state: '', from: '2026-11-01' })).toBe(`/console/export/members?keyword=%E9%BE%99&from=${Date.UTC(2026, 9, 31, 16) / 1000}`);
    expect(exportHref('members', {})).toBe('/console/export/members');
  });
});
