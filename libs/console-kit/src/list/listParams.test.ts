import { describe, expect, it } from 'vitest';
import { csrfToken } from '../client';
import { readListParams } from './listParams';

describe('list state in the URL', () => {
  it('reads page, size, sort and the non-empty filters', () => {
    expect(readListParams(new URLSearchParams('page=3&pageSize=50&sort=time_desc&account=operator&action=&from=2026-11-01'))).toEqual({
      page: 3,
      pageSize: 50,
      sort: 'time_desc',
      filters: { account: 'operator', from: '2026-11-01' },
    });
  });

  it('a page or size out of bounds or not a number falls back', () => {
    expect(readListParams(new URLSearchParams('page=-1&pageSize=5000'))).toMatchObject({ page: 1, pageSize: 20 });
    expect(readListParams(new URLSearchParams('page=abc&pageSize=1.5'), 10)).toMatchObject({ page: 1, pageSize: 10 });
  });
});

describe('csrfToken', () => {
  it('is the readable console cookie, or "-" before sign-in', () => {
    expect(csrfToken('mall_token=x; mall_console_csrf=abc123; other=1')).toBe('abc123');
    expect(csrfToken('mall_token=x')).toBe('-');
    expect(csrfToken('')).toBe('-');
  });
});
