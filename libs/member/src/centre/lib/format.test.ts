import { describe, expect, it } from 'vitest';
import { chinaDateParts, formatDate, formatDateTime, maskAccount } from './format';
import { safeBack } from './navigation';

describe('format', () => {
  it('shows Unix seconds in China time', () => {
    const s = Date.parse('2025-03-10T10:05:00+08:00') / 1000;
    expect(formatDateTime(s)).toBe('2025-03-10 10:05');
    expect(formatDate(s)).toBe('2025-03-10');
    // 23:30 UTC is the next morning in China.
    expect(chinaDateParts(Date.parse('2025-03-31T23:30:00Z') / 1000)).toMatchObject({ year: 2025, month: 4, day: 1 });
    expect(formatDateTime(0)).toBe('');
  });
  it('masks account numbers', () => {
    expect(maskAccount('6228480018888888888')).toBe('622****8888');
    expect(maskAccount('13800138000')).toBe('138****8000');
    expect(maskAccount('liuxiu@example.cn')).toBe('li***@example.cn');
    expect(maskAccount('abc123')).toBe('abc123');
  });
  it('accepts only member-centre paths as the back target', () => {
    expect(safeBack('/member/apply_withdrawal', '/member/account_list')).toBe('/member/apply_withdrawal');
    expect(safeBack('//evil.example', '/x')).toBe('/x');
    expect(safeBack('https://evil.example', '/x')).toBe('/x');
    expect(safeBack(null, '/x')).toBe('/x');
  });
});
