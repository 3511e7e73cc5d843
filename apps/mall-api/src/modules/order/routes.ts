import type { PartialHandlers } from '../../http/types';
import type { AftersaleService } from './aftersale';
import type { PaymentService } from './payment';
import type { OrderService } from './service';
import type { VerifyDeskService } from './verify-desk';

export const orderRoutes = (orders: OrderService, payments: PaymentService, after: AftersaleService, desk: VerifyDeskService) =>
  ({
    '/api/order/calculate': ({ member, input }) => orders.calculate(member!.memberId, input),
    '/api/order/create': ({ member, input }) => orders.create(member!.memberId, input),
    '/api/pay/info': ({ member, input }) => payments.info(member!.memberId, input.order_ids),
    '/api/order/pay': ({ member, input }) => payments.pay(member!.memberId, input),
    '/api/order/paytickets': ({ member, input }) => payments.submitTickets(member!.memberId, input),
    '/api/order/getpaytickets': ({ member, input }) => payments.tickets(member!.memberId, input.order_id),
    '/api/order/lists': ({ member, input }) => orders.list(member!.memberId, input),
    '/api/order/detail': async ({ member, input }) => ({
      ...(await orders.detail(member!.memberId, input.order_id)),
      pay_parts: await payments.payParts(member!.memberId, input.order_id),
    }),
    '/api/order/close': ({ member, input }) => orders.close(member!.memberId, input.order_id, input.reason),
    '/api/order/takedelivery': ({ member, input }) => orders.takeDelivery(member!.memberId, input.order_id),
    '/api/order/extendtakedelivery': ({ member, input }) => orders.extendTakeDelivery(member!.memberId, input.order_id),
    '/api/order/package': ({ member, input }) => orders.packages(member!.memberId, input.order_id),
    '/api/order/evluateinfo': ({ member, input }) => after.evaluateInfo(member!.memberId, input.order_id),
    '/api/goodsevaluate/add': ({ member, input }) => after.evaluate(member!.memberId, input),
    '/api/goodsevaluate/again': ({ member, input }) => after.evaluateAgain(member!.memberId, input),
    '/api/orderrefund/refundData': ({ member, input }) => after.refundData(member!.memberId, input.order_goods_id),
    '/api/orderrefund/refund': ({ member, input }) => after.apply(member!.memberId, input),
    '/api/orderrefund/detail': ({ member, input }) => after.detail(member!.memberId, input.refund_id),
    '/api/orderrefund/cancel': ({ member, input }) => after.cancel(member!.memberId, input.refund_id),
    '/api/orderrefund/arbitrate': ({ member, input }) => after.escalate(member!.memberId, input),
    '/api/orderrefund/lists': ({ member, input }) => after.list(member!.memberId, input),
    '/api/ordercomplain/complain': ({ member, input }) => after.complain(member!.memberId, input),
    '/api/ordercomplain/detail': ({ member, input }) => after.complainDetail(member!.memberId, input.order_goods_id),
    '/api/verify/checkisverifier': ({ member }) => desk.info(member!.memberId),
    '/api/verify/verifyInfo': ({ member, input }) => desk.lookup(member!.memberId, input.code),
    '/api/verify/verify': ({ member, input }) => desk.verify(member!.memberId, input.code),
    '/api/verify/records': ({ member, input }) => desk.records(member!.memberId, input),
    '/api/verify/record': ({ member, input }) => desk.record(member!.memberId, input.id),
  }) satisfies PartialHandlers;
