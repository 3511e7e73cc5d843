import { describe, expect, it } from 'vitest';
import { showVoucherReminder, silenceUntil } from './reminder';

describe('voucher reminder', () => {
  const now = 1_800_000_000_000;
  it('shows with pending vouchers, except on coupon pages and while silenced', () => {
    expect(showVoucherReminder({ pending: 1, silencedUntil: 0, pathname: '/', now })).toBe(true);
    expect(showVoucherReminder({ pending: 0, silencedUntil: 0, pathname: '/', now })).toBe(false);
    expect(showVoucherReminder({ pending: 2, silencedUntil: 0, pathname: '/member/myCoupon', now })).toBe(false);
    expect(showVoucherReminder({ pending: 2, silencedUntil: 0, pathname: '/coupon', now })).toBe(false);
    const until = silenceUntil(now);
    expect(until - now).toBe(4 * 3600_000);
    expect(showVoucherReminder({ pending: 2, silencedUntil: until, pathname: '/', now: now + 4 * 3600_000 - 1 })).toBe(false);
    expect(showVoucherReminder({ pending: 2, silencedUntil: until, pathname: '/', now: now + 4 * 3600_000 })).toBe(true);
  });
});
