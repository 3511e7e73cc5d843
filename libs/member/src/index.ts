// @mall/member: the member centre: account, addresses, coupons, invoices, withdrawals (SPEC §2 member layout).

// Auth pages (login, register, find password, licence): components and logic.
export * from './auth/index';

// The one invoice form: a saved invoice title (/member/invoice_info), or with `request` a unit's
// invoice for a paid voucher order (org-voucher's /member/consumptionCoupons).
export { InvoiceForm, type InvoiceFormProps } from './centre/components/InvoiceForm/InvoiceForm';

// The one address form: the centre's, and the checkout's compact variant (cart's AddressPicker).
export { AddressForm, type AddressFormProps, type RegionItem } from './centre/components/AddressForm/AddressForm';
export { loadRegions } from './centre/lib/regions';
