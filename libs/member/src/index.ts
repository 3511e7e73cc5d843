// @mall/member: the member centre: account, addresses, coupons, invoices, withdrawals (SPEC §2 member layout).
// Its routes and components arrive with their issue; the foundation only reserves the lib.
export {};

// Auth pages (login, register, find password, licence): components and logic.
export * from './auth/index';

// The member-centre page kit, shared with @mall/order's pages (same layout, cards and forms).
export { Card, Deferred, LoadError, PageTitle, useMutation } from './centre/lib/route';
export { FormFooter } from './centre/lib/FormFooter';
export { ConfirmDialog } from './centre/components/ConfirmDialog/ConfirmDialog';
export { formatDateTime } from './centre/lib/format';
export { chars, hasErrors, type FormErrors } from './centre/lib/validation';
export * as memberPageStyles from './centre/lib/styles.css';
