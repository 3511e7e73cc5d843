import { describe, expect, it } from 'vitest';
import { exportHref } from './filters';

describe('member list filters', () => {
  it('builds the export link with only the filters set', () => {
    expect(exportHref('members', { keyword: '龙', state: '', from: '2026-11-01' })).toBe(`/console/export/members?keyword=%E9%BE%99&from=${Date.UTC(2026, 9, 31, 16) / 1000}`);
    expect(exportHref('members', {})).toBe('/console/export/members');
  });
});
