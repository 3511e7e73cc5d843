// A shop's orders (list, detail, ship, notes), its verification desk, its overview and its figures.
import type { ConsoleRequestOf, ConsoleResponseOf, ShopOrderRow } from '@mall/rest-contract';
import type { Resolvers } from '../generated/resolvers-types';
import { camelize, camelizeMoney, filteredListBody, pageOf } from '../mappers/camel';

/** An order (row or detail) with its money in fen: the lines, payments and refunds included. */
export const shopOrderOf = camelizeMoney('price', 'goods_money', 'order_money', 'delivery_money', 'promotion_money', 'coupon_money', 'voucher_money', 'amount', 'refund_money');

// A list row carries no detail fields: they answer empty there.
export const orderRow = (r: ShopOrderRow) => ({
  ...shopOrderOf(r),
  fullAddress: '',
  buyerMessage: '',
  goodsMoney: 0,
  deliveryMoney: 0,
  promotionMoney: 0,
  couponMoney: 0,
  payTypeName: '',
  deliveryTime: 0,
  finishTime: 0,
  closeReason: '',
  storeName: '',
  verified: false,
  packages: [],
  notes: [],
  logs: [],
  voucherMoney: 0,
  payments: [],
  refunds: [],
  audit: [],
  canShip: r.order_status === 'paid' && (r.delivery_type === 'express' || r.delivery_type === 'local_delivery'),
});

/** A list answer with its tab counts as a list (the platform's list answers the same). */
export const orderPage = (answer: ConsoleResponseOf<'/admin/api/shop/orders/list'> & { shops?: { site_id: number; site_name: string }[] }) => ({
  ...pageOf(answer, orderRow),
  tabCounts: Object.entries(answer.tab_counts).map(([tab, count]) => ({ tab, count })),
  shops: camelize(answer.shops ?? []),
});

export const resolvers: Resolvers = {
  Query: {
    shopOrders: async (_p, { page, pageSize, sort, filter }, ctx) => {
      const answer = await ctx.console.call('/admin/api/shop/orders/list', filteredListBody({ page, pageSize, sort, filter }) as ConsoleRequestOf<'/admin/api/shop/orders/list'>);
      return orderPage(answer);
    },
    shopOrder: async (_p, { orderId }, ctx) => shopOrderOf(await ctx.console.call('/admin/api/shop/orders/detail', { order_id: orderId })),
    verifyLookup: async (_p, { code }, ctx) => camelize(await ctx.console.call('/admin/api/shop/verify/lookup', { code })),
    shopOverview: async (_p, _a, ctx) => camelizeMoney('today_sales')(await ctx.console.call('/admin/api/shop/overview', {})),
    shopFigures: async (_p, _a, ctx) => camelize(await ctx.console.call('/admin/api/shop/figures', {})),
    shopVerifierMembers: async (_p, _a, ctx) => camelize((await ctx.console.call('/admin/api/shop/verifiers/list', {})).list),
  },
  Mutation: {
    shipShopOrder: async (_p, { orderId, expressCompany, deliveryNo }, ctx) =>
      camelize(await ctx.console.call('/admin/api/shop/orders/ship', { order_id: orderId, express_company: expressCompany, delivery_no: deliveryNo })),
    addShopOrderNote: async (_p, { orderId, content }, ctx) => (await ctx.console.call('/admin/api/shop/orders/note', { order_id: orderId, content })).note_id,
    verifyConfirm: async (_p, { code }, ctx) => camelize(await ctx.console.call('/admin/api/shop/verify/confirm', { code })),
    addShopVerifierMember: async (_p, { mobile }, ctx) => camelize(await ctx.console.call('/admin/api/shop/verifiers/add', { mobile })),
    removeShopVerifierMember: async (_p, { memberId }, ctx) => (await ctx.console.call('/admin/api/shop/verifiers/remove', { member_id: memberId })).member_id,
  },
};
