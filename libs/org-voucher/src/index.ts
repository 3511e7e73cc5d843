// @mall/org-voucher: organisations (units), their members and consumption vouchers.
// Its routes and components arrive with their issue; the foundation only reserves the lib.
export {};
