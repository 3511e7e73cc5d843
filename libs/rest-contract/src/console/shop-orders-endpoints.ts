// A shop's orders in the console (mall-api src/modules/shop-orders/): the storefront order list's tabs
// with time, buyer and goods filters, the detail with the shop's own notes, shipping with a carrier and
// tracking number, and the verification desk for pickup and virtual-goods codes. Shop accounts only;
// every id is checked to be the actor's shop. The platform's order calls (orders-endpoints.ts) answer
// the same rows and detail over every shop.
import { z } from 'zod';
import { mobile } from '../account';
import { adminShipRequest, ORDER_STATUSES, ORDER_TABS, orderStatusAnswer } from '../order';
import { positiveId } from '../paging';
import { verifyCodeField, verifyTarget } from '../verify';
import { consoleCall, consoleListFields, consolePage, optionalText, unixTime } from './call';

export const shopOrderFilters = {
  tab: z.enum(ORDER_TABS, { error: '订单状态不正确' }).default('all'),
  /** Order number. */
  order_no: optionalText(32, '订单号'),
  /** Buyer: username, nickname, consignee or mobile. */
  buyer: optionalText(32, '买家'),
  /** Goods: a word of the ordered sku's name. */
  goods: optionalText(50, '商品'),
  from: unixTime('下单开始时间'),
  to: unixTime('下单结束时间'),
};

/** A filter's time range must not end before it starts. */
export const fromNotAfterTo = <T extends { from?: number; to?: number }>(v: T, ctx: z.RefinementCtx) => {
  if (v.from !== undefined && v.to !== undefined && v.from > v.to) ctx.addIssue({ code: 'custom', path: ['to'], message: '下单结束时间不能早于开始时间' });
};

/** Days a shop's figures cover (today, China time, and the 29 before). */
export const SHOP_FIGURES_DAYS = 30;
/** Goods the top-goods chart lists at most. */
export const SHOP_TOP_GOODS = 10;

/** A shop's figures over the last SHOP_FIGURES_DAYS days: money in fen, the rate in per mille. */
export const shopFigures = z.object({
  site_id: z.number().int(),
  /** Paid orders (paid, shipped or completed) by China day of payment, every day present. */
  sales_by_day: z.array(z.object({ day: z.string(), orders: z.number().int(), paid_fen: z.number().int() })),
  /** Goods by money paid in those orders, most first. */
  top_goods: z.array(z.object({ goods_id: z.number().int(), name: z.string(), num: z.number().int(), paid_fen: z.number().int() })),
  paid_orders: z.number().int(),
  paid_fen: z.number().int(),
  /** Paid orders of the period with at least one refunded line. */
  refunded_orders: z.number().int(),
  refund_fen: z.number().int(),
  /** refunded_orders / paid_orders in ‰ (0 without paid orders). */
  refund_rate_permille: z.number().int(),
  /** Orders placed in the period, by status (every status present). */
  order_counts: z.array(z.object({ status: z.enum(ORDER_STATUSES), name: z.string(), count: z.number().int() })),
});
export type ShopFigures = z.infer<typeof shopFigures>;

export const ORDER_SORTS = ['time', 'money'] as const;
export const shopOrderListRequest = z.object({ ...consoleListFields(ORDER_SORTS), ...shopOrderFilters }).superRefine(fromNotAfterTo);

const orderLine = z.object({
  order_goods_id: z.number().int(),
  sku_id: z.number().int(),
  goods_id: z.number().int(),
  sku_name: z.string(),
  sku_image: z.string(),
  price: z.string(),
  num: z.number().int(),
  goods_money: z.string(),
  refund_status_name: z.string(),
});

export const shopOrderRow = z.object({
  order_id: z.number().int(),
  order_no: z.string(),
  /** The shop (orders.site_id) and its name. */
  site_id: z.number().int(),
  site_name: z.string(),
  order_status: z.string(),
  order_status_name: z.string(),
  delivery_type: z.string(),
  delivery_type_name: z.string(),
  buyer: z.string(),
  /** The consignee and a masked mobile (the detail shows the whole address). */
  name: z.string(),
  mobile: z.string(),
  order_money: z.string(),
  goods_num: z.number().int(),
  goods_list: z.array(orderLine),
  create_time: z.number().int(),
  pay_time: z.number().int(),
});
export type ShopOrderRow = z.output<typeof shopOrderRow>;

export const shopOrderDetail = shopOrderRow.extend({
  full_address: z.string(),
  buyer_message: z.string(),
  goods_money: z.string(),
  delivery_money: z.string(),
  promotion_money: z.string(),
  coupon_money: z.string(),
  pay_type_name: z.string(),
  delivery_time: z.number().int(),
  finish_time: z.number().int(),
  close_reason: z.string(),
  store_name: z.string(),
  /** Whether a pickup or virtual order's code was verified, and when. */
  verified: z.boolean(),
  packages: z.array(z.object({ package_name: z.string(), express_company: z.string(), delivery_no: z.string(), create_time: z.number().int() })),
  notes: z.array(z.object({ note_id: z.number().int(), username: z.string(), content: z.string(), create_time: z.number().int() })),
  logs: z.array(z.object({ action: z.string(), operator: z.string(), remark: z.string(), create_time: z.number().int() })),
  /** Whether this actor may ship it now (paid, shipped by express or local delivery). */
  can_ship: z.boolean(),
  /** What consumption vouchers paid of this order (net of refunds), yuan. */
  voucher_money: z.string(),
  /** The payments that covered it (a payment may cover several orders: amount is the payment's). */
  payments: z.array(z.object({ pay_no: z.string(), pay_type_name: z.string(), status_name: z.string(), amount: z.string(), create_time: z.number().int(), pay_time: z.number().int() })),
  /** Refunds and after-sales of its lines. */
  refunds: z.array(
    z.object({ refund_no: z.string(), sku_name: z.string(), refund_type_name: z.string(), refund_money: z.string(), refund_reason: z.string(), status_name: z.string(), create_time: z.number().int() }),
  ),
  /** Console actions on it (ship, notes …); the platform's detail only, empty for a shop. */
  audit: z.array(z.object({ username: z.string(), role: z.string(), action: z.string(), outcome: z.string(), time: z.number().int() })),
});
export type ShopOrderDetail = z.output<typeof shopOrderDetail>;


/** A member the 店主 bound as the shop's verifier (redeems codes at /member/verification). */
export const shopVerifierRow = z.object({
  member_id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  /** Masked (138****8000). */
  mobile: z.string(),
  added_by: z.string(),
  create_time: z.number().int(),
});

export const shopOrdersEndpoints = {
  '/admin/api/shop/orders/list': consoleCall({
    permission: 'orders.read',
    kind: 'read',
    summary: '本店订单列表（状态、时间、买家、商品筛选）',
    request: shopOrderListRequest,
    response: consolePage(shopOrderRow).extend({ tab_counts: z.record(z.string(), z.number().int()) }),
  }),
  '/admin/api/shop/orders/detail': consoleCall({
    permission: 'orders.read',
    kind: 'read',
    summary: '本店订单详情（含物流、备注、日志）',
    request: z.object({ order_id: positiveId('订单编号') }),
    response: shopOrderDetail,
  }),
  '/admin/api/shop/orders/ship': consoleCall({
    permission: 'orders.write',
    kind: 'write',
    summary: '本店订单发货（物流公司与运单号）',
    request: adminShipRequest,
    response: orderStatusAnswer,
  }),
  '/admin/api/shop/orders/note': consoleCall({
    permission: 'orders.write',
    kind: 'write',
    summary: '添加订单备注（仅店铺可见）',
    request: z.object({
      order_id: positiveId('订单编号'),
      content: z
        .string({ error: '备注必须是文字' })
        .trim()
        .min(1, { error: '请填写备注' })
        .refine((s) => [...s].length <= 500, { error: '备注不能超过 500 个字' }),
    }),
    response: z.object({ note_id: z.number().int() }),
  }),
  '/admin/api/shop/verify/lookup': consoleCall({
    permission: 'verify.run',
    kind: 'read',
    summary: '查询核销码（自提码或虚拟商品码）',
    request: z.object({ code: verifyCodeField }),
    response: verifyTarget,
  }),
  '/admin/api/shop/verify/confirm': consoleCall({
    permission: 'verify.run',
    kind: 'write',
    summary: '确认核销（自提订单提货完成，或虚拟商品码已使用）',
    request: z.object({ code: verifyCodeField }),
    response: verifyTarget,
  }),
  '/admin/api/shop/overview': consoleCall({
    permission: 'shop.overview',
    kind: 'read',
    summary: '店铺概况：待办与今日数据',
    request: z.object({}),
    response: z.object({
      site_id: z.number().int(),
      site_name: z.string(),
      goods_selling: z.number().int(),
      goods_pending: z.number().int(),
      goods_refused: z.number().int(),
      low_stock: z.number().int(),
      orders_to_ship: z.number().int(),
      orders_to_pick_up: z.number().int(),
      refunds_applied: z.number().int(),
      today_orders: z.number().int(),
      today_sales: z.string(),
    }),
  }),
  '/admin/api/shop/verifiers/list': consoleCall({
    permission: 'staff.manage',
    kind: 'read',
    summary: '核销员会员：本店可在会员中心核销的会员',
    request: z.object({}),
    response: z.object({ list: z.array(shopVerifierRow) }),
  }),
  '/admin/api/shop/verifiers/add': consoleCall({
    permission: 'staff.manage',
    kind: 'write',
    summary: '按手机号绑定会员为本店核销员',
    request: z.object({ mobile }),
    response: shopVerifierRow,
  }),
  '/admin/api/shop/verifiers/remove': consoleCall({
    permission: 'staff.manage',
    kind: 'write',
    summary: '解除会员的本店核销员身份',
    request: z.object({ member_id: positiveId('会员编号') }),
    response: z.object({ member_id: z.number().int() }),
  }),
  '/admin/api/shop/figures': consoleCall({
    permission: 'stats.read',
    kind: 'read',
    summary: '店铺数据：近 30 天每日销售、热销商品、退款率与各状态订单数（只含本店）',
    request: z.object({}),
    response: shopFigures,
  }),
} as const;

/** The order export's filters (GET /admin/export/shop-orders, the list's own). */
export const shopOrderExportQuery = z.object(shopOrderFilters).superRefine(fromNotAfterTo);
