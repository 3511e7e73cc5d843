// @mall/member: the member centre: account, addresses, coupons, invoices, withdrawals (SPEC §2 member layout).

// Auth pages (login, register, find password, licence): components and logic.
export * from './auth/index';

// The one address form: the centre's, and the checkout's compact variant (cart's AddressPicker).
export { AddressForm, type AddressFormProps, type RegionItem } from './centre/components/AddressForm/AddressForm';
