// /promotion/combo_payment: the same page as /payment with the combo kind's loader (URL →
// CheckoutInput through checkoutKinds); mall-api prices, limits and refuses.
import { checkoutLoader } from './PaymentRoute';

export { Component } from './PaymentRoute';
export const loader = checkoutLoader('COMBO');
