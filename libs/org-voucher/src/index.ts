// @mall/org-voucher: organisations (units), their members and consumption vouchers.
// Pages are in ./pages; the app composes the voucher reminder dialog (SPEC §4) from these.
export { VoucherReminder, type VoucherReminderProps } from './vouchers/components/VoucherReminder/VoucherReminder';
export { LazyVoucherReminder } from './vouchers/components/VoucherReminder/LazyVoucherReminder';
export { COUPON_PAGES, showVoucherReminder, silenceUntil } from './vouchers/lib/reminder';
