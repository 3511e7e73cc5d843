// /promotion/seckill_payment: the same page as /payment with the seckill kind's loader (URL →
// CheckoutInput through checkoutKinds); mall-api prices, limits and refuses.
import { checkoutLoader } from './PaymentRoute';

export { Component } from './PaymentRoute';
export const loader = checkoutLoader('SECKILL');
