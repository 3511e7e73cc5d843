// The REST calls of the cart writes, checkout, payment, orders and after-sales, spread into
// `endpoints`. Multipart uploads (certificates, evaluation and refund images) live outside this table:
// POST /api/upload/certificate and /api/upload/orderimg (see mall-api modules/order/upload.ts).
import { z } from 'zod';
import { endpoint } from './endpoint';
import * as o from './order';
import * as v from './verify';


export const orderEndpoints = {
  // Cart writes (SPEC §5: login required).
  '/api/cart/add': endpoint({ request: o.cartAddRequest, response: o.cartLine, auth: 'required', summary: '加入购物车' }),
  '/api/cart/edit': endpoint({ request: o.cartEditRequest, response: o.cartLine, auth: 'required', summary: '修改购物车数量' }),
  '/api/cart/delete': endpoint({ request: o.cartDeleteRequest, response: z.number().int(), auth: 'required', summary: '删除购物车商品' }),
  // Checkout.
  '/api/order/calculate': endpoint({ request: o.orderCalculateRequest, response: o.orderCalculation, auth: 'required', summary: '结算：价格明细' }),
  '/api/order/create': endpoint({ request: o.orderCreateRequest, response: o.orderCreated, auth: 'required', summary: '提交订单（order_key 幂等）' }),
  // Payment.
  '/api/pay/info': endpoint({ request: o.payInfoRequest, response: o.payInfo, auth: 'required', summary: '待支付信息与支付方式' }),
  '/api/order/pay': endpoint({ request: o.orderPayRequest, response: o.payment, auth: 'required', summary: '支付订单（pay_key 幂等）' }),
  '/api/order/paytickets': endpoint({ request: o.payTicketsRequest, response: o.payment, auth: 'required', summary: '提交线下转账凭证' }),
  '/api/order/getpaytickets': endpoint({ request: o.orderIdBody, response: o.payTickets, auth: 'required', summary: '线下转账信息与凭证' }),
  // Orders.
  '/api/order/lists': endpoint({ request: o.orderListRequest, response: o.orderPage, auth: 'required', summary: '订单列表' }),
  '/api/order/detail': endpoint({ request: o.orderIdBody, response: o.orderDetail, auth: 'required', summary: '订单详情' }),
  '/api/order/close': endpoint({ request: o.closeRequest, response: o.orderStatusAnswer, auth: 'required', summary: '关闭订单' }),
  '/api/order/takedelivery': endpoint({ request: o.orderIdBody, response: o.orderStatusAnswer, auth: 'required', summary: '确认收货' }),
  '/api/order/extendtakedelivery': endpoint({ request: o.orderIdBody, response: o.takeDeliveryAnswer, auth: 'required', summary: '延长收货（一次）' }),
  '/api/order/package': endpoint({ request: o.orderIdBody, response: z.array(o.orderPackage), auth: 'required', summary: '物流包裹' }),
  '/api/order/evluateinfo': endpoint({ request: o.orderIdBody, response: o.evaluateInfo, auth: 'required', summary: '订单评价信息' }),
  '/api/goodsevaluate/add': endpoint({ request: o.evaluateAddRequest, response: z.number().int(), auth: 'required', summary: '评价订单商品' }),
  '/api/goodsevaluate/again': endpoint({ request: o.evaluateAgainRequest, response: z.number().int(), auth: 'required', summary: '追加评价' }),
  // Refunds and complaints.
  '/api/orderrefund/refundData': endpoint({ request: o.orderGoodsRequest, response: o.refundData, auth: 'required', summary: '退款申请信息' }),
  '/api/orderrefund/refund': endpoint({ request: o.refundApplyRequest, response: o.refundDetail, auth: 'required', summary: '申请退款' }),
  '/api/orderrefund/detail': endpoint({ request: o.refundIdRequest, response: o.refundDetail, auth: 'required', summary: '退款详情' }),
  '/api/orderrefund/cancel': endpoint({ request: o.refundIdRequest, response: o.refundDetail, auth: 'required', summary: '撤销退款申请' }),
  '/api/orderrefund/arbitrate': endpoint({ request: o.arbitrateRequest, response: o.refundDetail, auth: 'required', summary: '商家拒绝后申请平台仲裁' }),
  '/api/orderrefund/lists': endpoint({ request: o.refundPageRequest, response: o.refundPage, auth: 'required', summary: '退款/售后列表' }),
  '/api/ordercomplain/complain': endpoint({ request: o.complainRequest, response: o.complainDetail, auth: 'required', summary: '平台投诉' }),
  '/api/ordercomplain/detail': endpoint({ request: o.orderGoodsRequest, response: o.complainDetail.nullable(), auth: 'required', summary: '投诉详情' }),
  // The member's verification desk (a member the shop bound as its verifier).
  '/api/verify/checkisverifier': endpoint({ request: z.object({}), response: v.verifierInfo, auth: 'required', summary: '是否为店铺核销员' }),
  '/api/verify/verifyInfo': endpoint({ request: v.verifyCodeRequest, response: v.verifyTarget, auth: 'required', summary: '核销台：按核销码查询订单' }),
  '/api/verify/verify': endpoint({ request: v.verifyCodeRequest, response: v.verifyTarget, auth: 'required', summary: '核销台：核销（每个码只能核销一次）' }),
  '/api/verify/records': endpoint({ request: v.verifyRecordPageRequest, response: v.verifyRecordPage, auth: 'required', summary: '核销记录' }),
  '/api/verify/record': endpoint({ request: v.verifyRecordRequest, response: v.verifyRecord, auth: 'required', summary: '核销记录详情' }),
} as const;

