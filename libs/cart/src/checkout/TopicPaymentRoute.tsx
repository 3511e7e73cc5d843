// /promotion/topic_payment: the same page as /payment with the topic kind's loader (URL →
// CheckoutInput through checkoutKinds: ?topic_goods_id=&sku_id=&num=); mall-api prices at the topic price.
import { checkoutLoader } from './PaymentRoute';

export { Component } from './PaymentRoute';
export const loader = checkoutLoader('TOPIC');
