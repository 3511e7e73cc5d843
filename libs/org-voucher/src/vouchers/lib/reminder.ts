import { VOUCHER_REMINDER_RESET_MS } from '@mall/rest-contract/constants';

/** The coupon pages, where the voucher reminder never shows (SPEC §4 "except on the coupon page"). */
export const COUPON_PAGES = ['/member/myCoupon', '/member/my_coupon', '/coupon'];

/** Whether the reminder shows: a pending count above 0, not silenced, not on a coupon page. */
export function showVoucherReminder(state: { pending: number; silencedUntil: number; pathname: string; now: number }): boolean {
  return state.pending > 0 && state.now >= state.silencedUntil && !COUPON_PAGES.includes(state.pathname);
}

/** Until when 'not now' silences it (now + 4 hours, SPEC §9). */
export const silenceUntil = (now: number) => now + VOUCHER_REMINDER_RESET_MS;
