import { describe, expect, it } from 'vitest';
import { auditExportHref, dayBound } from './filters';

describe('audit filters', () => {
  it('a China day runs from 00:00 to 23:59:59 Beijing time', () => {
    expect(dayBound('2026-11-27', 'start')).toBe(Date.UTC(2026, 10, 26, 16) / 1000);
    expect(dayBound('2026-11-27', 'end')).toBe(Date.UTC(2026, 10, 27, 15, 59, 59) / 1000);
    expect(dayBound('27/11/2026', 'start')).toBeUndefined();
    expect(dayBound(undefined, 'end')).toBeUndefined();
  });

  it('the export link carries the filters in mall-api names', () => {
    expect(auditExportHref({})).toBe('/console/export/audit');
    const href = new URL(auditExportHref({ account: 'operator', targetType: 'console_account', from: '2026-11-01', page: '3' }), 'http://x');
    expect(Object.fromEntries(href.searchParams)).toEqual({ account: 'operator', target_type: 'console_account', from: String(Date.UTC(2026, 9, 31, 16) / 1000) });
  });
});
