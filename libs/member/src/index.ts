// @mall/member: the member centre: account, addresses, coupons, invoices, withdrawals (SPEC §2 member layout).
// Its routes and components arrive with their issue; the foundation only reserves the lib.
export {};

// Auth pages (login, register, find password, licence): components and logic.
export * from './auth/index';

// The member-centre page kit (also its own subpath, @mall/member/page-kit, which @mall/order uses).
export * from './page-kit';

// The one address form: the centre's, and the checkout's compact variant (cart's AddressPicker).
export { AddressForm, type AddressFormProps, type RegionItem } from './centre/components/AddressForm/AddressForm';
