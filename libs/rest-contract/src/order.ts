// Cart writes, checkout, payment, orders, refunds, evaluations and complaints.
// Money in answers is a yuan string with 2 decimals; the server computes in integer fen.
import { z } from 'zod';
import {
  BUYER_MESSAGE_MAX,
  CART_BATCH_MAX,
  CART_NUM_MAX,
  COMPLAIN_CONTENT_MAX,
  COMPLAIN_CONTENT_MIN,
  COMPLAIN_REASONS,
  EVALUATE_CONTENT_MAX,
  ARBITRATE_REASON_MAX,
  ORDER_IMAGES_MAX,
  PAY_REMARK_MAX,
  REFUND_REASONS,
  REFUND_REMARK_MAX,
} from './constants';
import { idList, paged, pageFields, positiveId } from './paging';

// Limits live in constants.ts, where the browser's forms read them too.

/** Codes of order refusals beyond ErrorCode (still negative, so `code >= 0` checks hold). */
export const ORDER_ERROR = {
  /** An order kind without a strategy in mall-api (every kind of ORDER_KINDS has one): 暂不支持. */
  NOT_SUPPORTED: -7,
} as const;


const quantity = z.coerce
  .number({ error: '数量必须是数字' })
  .int({ error: '数量必须是整数' })
  .min(1, { error: '数量至少为 1' })
  .max(CART_NUM_MAX, { error: `数量不能超过 ${CART_NUM_MAX}` });

// ---------------------------------------------------------------------------------------------
// Cart.

export const cartAddRequest = z.object({ sku_id: positiveId('商品编号'), num: quantity });
export const cartEditRequest = z.object({ cart_id: positiveId('购物车编号'), num: quantity });
/** `cart_id`: one id, "1,2,3", or an array (batch delete); `cart_ids` is accepted too. */
export const cartDeleteRequest = z
  .object({
    cart_id: z.union([positiveId('购物车编号'), idList('购物车编号', 'cart_id', CART_BATCH_MAX)]).optional(),
    cart_ids: idList('购物车编号', 'cart_ids', CART_BATCH_MAX).optional(),
  })
  .refine((r) => r.cart_id !== undefined || r.cart_ids !== undefined, { error: '请选择要删除的购物车商品', path: ['cart_id'] })
  .transform((r) => ({
    cart_ids: [...new Set([...(r.cart_ids ?? []), ...(r.cart_id === undefined ? [] : Array.isArray(r.cart_id) ? r.cart_id : [r.cart_id])])],
  }));
export const cartLine = z.object({ cart_id: z.number().int(), sku_id: z.number().int(), num: z.number().int() });
export type CartLine = z.infer<typeof cartLine>;

// ---------------------------------------------------------------------------------------------
// States (apps/mall-api/docs/state-machines.md): the names are data here, the transitions live in
// mall-api modules/order/state-machines.ts.

export const ORDER_STATUSES = ['unpaid', 'reviewing', 'paid', 'shipped', 'completed', 'closed'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_STATUS_NAMES: Record<OrderStatus, string> = {
  unpaid: '待付款',
  reviewing: '转账凭证审核中',
  paid: '待发货',
  shipped: '待收货',
  completed: '已完成',
  closed: '已关闭',
};
export const PAYMENT_STATUSES = ['created', 'reviewing', 'paid', 'refused'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_STATUS_NAMES: Record<PaymentStatus, string> = { created: '已创建', reviewing: '待审核', paid: '已支付', refused: '审核未通过' };
/**
 * A refund: the shop agrees (refunded) or refuses; a refused one may go once to the platform's
 * arbitration, which refunds or upholds the refusal (arbitrated).
 */
export const REFUND_STATUSES = ['applied', 'refunded', 'refused', 'cancelled', 'arbitrating', 'arbitrated'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];
export const REFUND_STATUS_NAMES: Record<RefundStatus, string> = {
  applied: '退款申请待审核',
  refunded: '退款完成',
  refused: '商家拒绝退款',
  cancelled: '已撤销申请',
  arbitrating: '平台仲裁中',
  arbitrated: '平台维持商家拒绝',
};


/** Order-create data is held per kind (SPEC §3): normal, group-buy, seckill, combo and topic orders. */
export const ORDER_KINDS = ['normal', 'groupbuy', 'seckill', 'combo', 'topic'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];
export const DELIVERY_TYPES = ['express', 'local_delivery', 'pickup', 'virtual'] as const;
export type DeliveryType = (typeof DELIVERY_TYPES)[number];
export const DELIVERY_TYPE_NAMES: Record<DeliveryType, string> = { express: '快递配送', local_delivery: '同城配送', pickup: '门店自提', virtual: '虚拟商品（核销）' };
/** Delivery types a member may choose at checkout (virtual orders come from virtual goods). */
export const CHECKOUT_DELIVERY_TYPES = ['express', 'local_delivery', 'pickup'] as const;
export const PAY_METHODS = ['balance', 'offline', 'demo'] as const;
export type PayMethod = (typeof PAY_METHODS)[number];
/** Tab filters of the order list and the keys of /api/order/num. */
export const ORDER_TABS = ['all', 'waitpay', 'waitsend', 'waitconfirm', 'waitrate', 'completed', 'closed', 'refunding'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];
export const REFUND_TYPES = { refundOnly: 1, returnAndRefund: 2 } as const;
export const REFUND_TYPE_NAMES: Record<number, string> = { 1: '仅退款', 2: '退货退款' };
/** Delivery fees in fen (per shop in the order). Express is free from EXPRESS_FREE_FROM. */
export const DELIVERY_FEES = { express: 1000, expressFreeFrom: 9900, local_delivery: 500, pickup: 0 } as const;
/** Tax charged for a special VAT invoice (invoice_type 2), in basis points of the discounted goods money. */
export const INVOICE_SPECIAL_RATE_BP = 300;
/** An image uploaded by this member through /api/upload/certificate or /api/upload/orderimg. */
export const UPLOADED_IMAGE_PATTERN = /^\/upload\/(?:certificate|order)\/\d+_[0-9a-f]{16}\.(?:jpg|png|gif|webp)$/;

// ---------------------------------------------------------------------------------------------
// Field helpers.

const key = (label: string) =>
  z
    .string({ error: `${label}必须是文本` })
    .trim()
    .min(8, { error: `${label}至少 8 个字符` })
    .max(64, { error: `${label}不能超过 64 个字符` })
    .regex(/^[\w-]+$/, { error: `${label}只能包含字母、数字、- 和 _` });
/** A trimmed text field counted in characters as a person counts them; `min` 1 means "required". */
export const text = (label: string, max: number, min = 0) =>
  z
    .string({ error: `${label}必须是文本` })
    .trim()
    .min(min, { error: min <= 1 ? `请填写${label}` : `${label}至少 ${min} 个字` })
    .refine((s) => [...s].length <= max, { error: `${label}不能超过 ${max} 个字` });
const images = z
  .array(z.string().regex(UPLOADED_IMAGE_PATTERN, { error: '图片必须是本站上传的图片地址' }), { error: '图片必须是地址数组' })
  .max(ORDER_IMAGES_MAX, { error: `最多 ${ORDER_IMAGES_MAX} 张图片` })
  .default([]);
const orderIds = idList('订单编号', 'order_ids', 20);
/**
 * A yuan amount from the client: number or numeric string with at most 2 decimals → fen. At most
 * 9,999,999.99 yuan, so the fen fit the int4 money columns.
 */
const yuanToFenInput = (label: string) =>
  z
    .union(
      [
        z.number().min(0, { error: `${label}必须是最多两位小数的金额` }).max(9_999_999.99, { error: `${label}过大` }),
        z.string().trim(),
      ],
      { error: `${label}必须是数字` },
    )
    .transform((v, ctx) => {
      const s = typeof v === 'number' ? v.toFixed(2) : v;
      const m = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(s);
      if (!m || (typeof v === 'number' && Math.round(v * 100) !== Number((v * 100).toFixed(6)))) {
        ctx.addIssue({ code: 'custom', message: `${label}必须是最多两位小数的金额` });
        return z.NEVER;
      }
      return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
    });

// ---------------------------------------------------------------------------------------------
// Checkout.

export const skuLine = z.object({ sku_id: positiveId('商品编号'), num: quantity });
const checkoutBase = {
  order_kind: z.enum(ORDER_KINDS, { error: `订单类型只能是 ${ORDER_KINDS.join('、')}` }).default('normal'),
  /** Cart lines to buy (their quantities); or sku_list / sku_id + num for "buy now". */
  cart_ids: idList('购物车编号', 'cart_ids', CART_BATCH_MAX).optional(),
  sku_id: positiveId('商品编号').optional(),
  num: quantity.optional(),
  sku_list: z.array(skuLine, { error: 'sku_list 必须是数组' }).min(1, { error: '请选择商品' }).max(CART_BATCH_MAX, { error: `一次最多 ${CART_BATCH_MAX} 种商品` }).optional(),
  delivery_type: z.enum(CHECKOUT_DELIVERY_TYPES, { error: '配送方式只能是 express、local_delivery 或 pickup' }).default('express'),
  /** From the member's address book; the default address when absent. */
  address_id: positiveId('收货地址编号').optional(),
  store_id: positiveId('门店编号').optional(),
  coupon_id: positiveId('优惠券编号').optional(),
  /** The activity of a promotion kind (seckill_id, groupbuy_id, combo_id, topic_id); required by those kinds. */
  promotion_id: positiveId('活动编号').optional(),
  /** An invoice title of the member (invoiceInfo); none when absent. */
  invoice_id: positiveId('发票抬头编号').optional(),
  buyer_message: text('买家留言', BUYER_MESSAGE_MAX).default(''),
};
const hasGoods = (r: { cart_ids?: number[]; sku_id?: number; num?: number; sku_list?: unknown[]; promotion_id?: number }) => {
  const sources = [r.cart_ids !== undefined, r.sku_id !== undefined, r.sku_list !== undefined].filter(Boolean).length;
  // A combo package names its goods by promotion_id alone (num = packages).
  if (sources === 0 && r.promotion_id !== undefined) return true;
  return sources === 1 && (r.sku_id === undefined || r.num !== undefined);
};
const goodsIssue = { error: '请选择商品：cart_ids（购物车）、sku_id + num 或 sku_list（立即购买）三选一', path: ['cart_ids'] };
export const orderCalculateRequest = z.object(checkoutBase).refine(hasGoods, goodsIssue);
export const orderCreateRequest = z.object({ ...checkoutBase, order_key: key('下单标识 order_key') }).refine(hasGoods, goodsIssue);

/** A goods line as checkout and an order show it: the sku, its unit price, how many and their total. */
const goodsLineFields = {
  sku_id: z.number().int(),
  goods_id: z.number().int(),
  sku_name: z.string(),
  sku_image: z.string(),
  price: z.string(),
  num: z.number().int(),
  goods_money: z.string(),
};
export const checkoutGoods = z.object({
  ...goodsLineFields,
  site_id: z.number().int(),
  site_name: z.string(),
});
export const checkoutCoupon = z.object({
  coupon_id: z.number().int(),
  coupon_name: z.string(),
  /** Money it takes off this order (yuan). */
  discount_money: z.string(),
  usable: z.boolean(),
  /** Why it cannot be used here ('' when usable). */
  reason: z.string(),
});
export const checkoutStore = z.object({ store_id: z.number().int(), store_name: z.string(), address: z.string(), telephone: z.string(), open_time: z.string() });
export const checkoutAddress = z.object({ address_id: z.number().int(), name: z.string(), mobile: z.string(), full_address: z.string() });
export const orderCalculation = z.object({
  order_kind: z.enum(ORDER_KINDS),
  goods_list: z.array(checkoutGoods),
  delivery_type: z.enum(DELIVERY_TYPES),
  delivery_types: z.array(z.object({ type: z.enum(CHECKOUT_DELIVERY_TYPES), name: z.string(), fee: z.string() })),
  address: checkoutAddress.nullable(),
  store_list: z.array(checkoutStore),
  goods_money: z.string(),
  delivery_money: z.string(),
  /** Full reduction (满减). */
  promotion_money: z.string(),
  promotion_list: z.array(z.object({ site_id: z.number().int(), text: z.string(), discount_money: z.string() })),
  coupon_money: z.string(),
  coupon_list: z.array(checkoutCoupon),
  invoice_money: z.string(),
  invoice: z.object({ invoice_id: z.number().int(), invoice_title: z.string(), invoice_type: z.number().int(), rate: z.string() }).nullable(),
  /** What the member pays: goods − full reduction − coupon + delivery + invoice tax. */
  order_money: z.string(),
});
export type OrderCalculation = z.infer<typeof orderCalculation>;
export const orderCreated = z.object({
  order_id: z.number().int(),
  order_no: z.string(),
  order_money: z.string(),
  order_status: z.enum(ORDER_STATUSES),
  /** Unix seconds after which an unpaid order closes itself. */
  auto_close_time: z.number().int(),
  /** True when an earlier create with the same order_key made this order. */
  repeated: z.boolean(),
});

// ---------------------------------------------------------------------------------------------
// Payment.

export const payInfoRequest = z.object({ order_ids: orderIds });
export const payMethodEntry = z.object({ type: z.enum(PAY_METHODS), name: z.string(), desc: z.string(), is_demo: z.boolean(), enabled: z.boolean() });
export const offlineAccount = z.object({ bank_name: z.string(), account_name: z.string(), account_no: z.string(), remark: z.string() });
export const payInfo = z.object({
  pay_money: z.string(),
  orders: z.array(z.object({ order_id: z.number().int(), order_no: z.string(), order_money: z.string(), order_status: z.enum(ORDER_STATUSES), auto_close_time: z.number().int() })),
  balance: z.string(),
  methods: z.array(payMethodEntry),
  offline_account: offlineAccount,
  /** The member's consumption vouchers usable now for these orders; usable_money is what one could pay of them. */
  vouchers: z
    .array(z.object({ voucher_id: z.number().int(), voucher_no: z.string(), voucher_name: z.string(), remaining: z.string(), valid_end: z.number().int(), usable_money: z.string() }))
    .default([]),
});
export const orderPayRequest = z.object({
  order_ids: orderIds,
  pay_type: z.enum(['balance', 'demo'], { error: '支付方式只能是 balance（余额）或 demo（演示支付）；线下转账请上传凭证' }),
  /** Idempotency key: repeating a pay with the same key gives the same payment. */
  pay_key: key('支付标识 pay_key'),
  /** A consumption voucher paying part of the orders first; the provider takes the rest. */
  voucher_id: positiveId('消费券编号').optional(),
});
export const payment = z.object({
  payment_id: z.number().int(),
  pay_no: z.string(),
  pay_type: z.enum(PAY_METHODS),
  pay_type_name: z.string(),
  amount: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  status_name: z.string(),
  order_ids: z.array(z.number().int()),
  images: z.array(z.string()),
  remark: z.string(),
  review_remark: z.string(),
  create_time: z.number().int(),
  pay_time: z.number().int(),
  /** What a consumption voucher paid of the orders; amount is the rest, taken by the provider. */
  voucher_money: z.string().default('0.00'),
});
export type Payment = z.infer<typeof payment>;
export const payTicketsRequest = z.object({
  order_ids: orderIds,
  images: images.refine((a) => a.length > 0, { error: '请上传转账凭证' }),
  remark: text('备注', PAY_REMARK_MAX).default(''),
  pay_key: key('支付标识 pay_key'),
  /** A unit member's consumption voucher paying part of the orders first; it is held while the transfer (the rest) is reviewed and released when it is refused. */
  voucher_id: positiveId('消费券编号').optional(),
});
export const orderIdBody = z.object({ order_id: positiveId('订单编号') });
export const payTickets = z.object({ offline_account: offlineAccount, pay_money: z.string(), order_status: z.enum(ORDER_STATUSES), tickets: z.array(payment) });
export const uploadedImage = z.object({ path: z.string() });

// ---------------------------------------------------------------------------------------------
// Orders.

export const orderListRequest = z.object({
  order_status: z.enum(ORDER_TABS, { error: `订单状态只能是 ${ORDER_TABS.join('、')}` }).default('all'),
  ...pageFields(10),
});
export const orderGoods = z.object({
  order_goods_id: z.number().int(),
  ...goodsLineFields,
  /** After full reduction and coupon, the most a refund of this line can return. */
  real_goods_money: z.string(),
  refund_money: z.string(),
  /** '' none, else the latest refund's status. */
  refund_status: z.string(),
  refund_status_name: z.string(),
  refund_id: z.number().int(),
  /** 0 not evaluated, 1 evaluated, 2 evaluated again. */
  evaluate_status: z.number().int(),
});
export const orderAction = z.object({ action: z.string(), title: z.string() });
export const orderSummary = z.object({
  order_id: z.number().int(),
  order_no: z.string(),
  order_kind: z.enum(ORDER_KINDS),
  site_id: z.number().int(),
  site_name: z.string(),
  order_status: z.enum(ORDER_STATUSES),
  order_status_name: z.string(),
  delivery_type: z.enum(DELIVERY_TYPES),
  delivery_type_name: z.string(),
  order_money: z.string(),
  goods_num: z.number().int(),
  evaluate_status: z.number().int(),
  create_time: z.number().int(),
  goods_list: z.array(orderGoods),
  /** What the member can do now (pay, close, takedelivery, extendtakedelivery, evaluate, evaluate_again, refund, package). */
  actions: z.array(orderAction),
});
export const orderPage = paged(orderSummary);
export const orderPackage = z.object({
  package_id: z.number().int(),
  package_name: z.string(),
  express_company: z.string(),
  delivery_no: z.string(),
  goods_list: z.array(z.object({ order_goods_id: z.number().int(), sku_name: z.string(), sku_image: z.string(), num: z.number().int() })),
  traces: z.array(z.object({ time: z.number().int(), text: z.string() })),
});
/**
 * How an order was (or is being) paid, yuan: the voucher part by voucher, then the rest by provider —
 * balance, online (the demo provider stands for online payment), offline transfer (reviewing or
 * approved). offline_status is the latest transfer's status ('' without one); tickets are the order's
 * offline transfers, newest first, with their certificates and review remarks.
 */
export const orderPayParts = z.object({
  voucher_money: z.string(),
  vouchers: z.array(z.object({ voucher_no: z.string(), voucher_name: z.string(), money: z.string() })),
  balance_money: z.string(),
  online_money: z.string(),
  offline_money: z.string(),
  offline_status: z.union([z.enum(PAYMENT_STATUSES), z.literal('')]),
  tickets: z.array(payment),
});
export type OrderPayParts = z.infer<typeof orderPayParts>;
export const orderDetail = orderSummary.extend({
  name: z.string(),
  mobile: z.string(),
  full_address: z.string(),
  buyer_message: z.string(),
  goods_money: z.string(),
  delivery_money: z.string(),
  promotion_money: z.string(),
  coupon_money: z.string(),
  invoice_money: z.string(),
  invoice: z.object({ invoice_title: z.string(), invoice_type: z.number().int(), tax_number: z.string() }).nullable(),
  pay_type: z.string(),
  pay_type_name: z.string(),
  pay_time: z.number().int(),
  delivery_time: z.number().int(),
  sign_time: z.number().int(),
  finish_time: z.number().int(),
  close_time: z.number().int(),
  close_reason: z.string(),
  auto_close_time: z.number().int(),
  auto_take_delivery_time: z.number().int(),
  extended_take_delivery: z.boolean(),
  /** pickup: the store and the code shown at the counter. */
  store: checkoutStore.nullable(),
  pickup_code: z.string(),
  /** virtual: the verification code. */
  verify_code: z.string(),
  package_count: z.number().int(),
  pay_parts: orderPayParts,
  logs: z.array(z.object({ action: z.string(), from_status: z.string(), to_status: z.string(), operator: z.string(), remark: z.string(), create_time: z.number().int() })),
});
export type OrderDetail = z.infer<typeof orderDetail>;
export const closeRequest = z.object({ order_id: positiveId('订单编号'), reason: text('关闭原因', 64).default('') });
export const orderStatusAnswer = z.object({ order_id: z.number().int(), order_status: z.enum(ORDER_STATUSES), order_status_name: z.string() });
export const takeDeliveryAnswer = orderStatusAnswer.extend({ auto_take_delivery_time: z.number().int() });

// Evaluation.
export const evaluateInfo = z.object({
  order_id: z.number().int(),
  order_no: z.string(),
  evaluate_status: z.number().int(),
  can_evaluate: z.boolean(),
  can_evaluate_again: z.boolean(),
  goods_list: z.array(orderGoods.extend({ content: z.string(), images: z.array(z.string()), scores: z.number().int(), again_content: z.string() })),
});
export const evaluateAddRequest = z.object({
  order_id: positiveId('订单编号'),
  goods_evaluate: z
    .array(
      z.object({
        order_goods_id: positiveId('订单商品编号'),
        content: text('评价内容', EVALUATE_CONTENT_MAX, 1),
        images,
        scores: z.coerce.number({ error: '评分必须是数字' }).int({ error: '评分必须是整数' }).min(1, { error: '评分只能是 1 到 5' }).max(5, { error: '评分只能是 1 到 5' }),
      }),
      { error: 'goods_evaluate 必须是数组' },
    )
    .min(1, { error: '请评价商品' })
    .max(CART_BATCH_MAX),
});
export const evaluateAgainRequest = z.object({
  order_id: positiveId('订单编号'),
  goods_evaluate: z
    .array(z.object({ order_goods_id: positiveId('订单商品编号'), again_content: text('追评内容', EVALUATE_CONTENT_MAX, 1), images }), { error: 'goods_evaluate 必须是数组' })
    .min(1, { error: '请填写追评' })
    .max(CART_BATCH_MAX),
});

// Refunds.
export const orderGoodsRequest = z.object({ order_goods_id: positiveId('订单商品编号') });
export const refundData = z.object({
  order_goods: orderGoods,
  order_status: z.enum(ORDER_STATUSES),
  /** The most this application may ask: paid for the line minus already refunded. */
  max_refund_money: z.string(),
  refund_types: z.array(z.object({ type: z.number().int(), name: z.string() })),
  reasons: z.array(z.string()),
  can_apply: z.boolean(),
  reason_cannot: z.string(),
});
export const refundApplyRequest = z.object({
  order_goods_id: positiveId('订单商品编号'),
  refund_type: z.coerce.number({ error: '退款方式必须是数字' }).int().min(1, { error: '退款方式只能是 1（仅退款）或 2（退货退款）' }).max(2, { error: '退款方式只能是 1（仅退款）或 2（退货退款）' }).default(1),
  refund_reason: z.enum(REFUND_REASONS, { error: `退款原因只能是：${REFUND_REASONS.join('、')}` }),
  refund_money: yuanToFenInput('退款金额').refine((f) => f > 0, { error: '退款金额必须大于 0' }),
  refund_remark: text('退款说明', REFUND_REMARK_MAX).default(''),
  images,
});
export const refundIdRequest = z.object({ refund_id: positiveId('退款编号') });
export const refundEntry = z.object({
  refund_id: z.number().int(),
  refund_no: z.string(),
  order_id: z.number().int(),
  order_no: z.string(),
  order_goods_id: z.number().int(),
  sku_name: z.string(),
  sku_image: z.string(),
  num: z.number().int(),
  refund_type: z.number().int(),
  refund_type_name: z.string(),
  refund_money: z.string(),
  refund_reason: z.string(),
  refund_status: z.enum(REFUND_STATUSES),
  refund_status_name: z.string(),
  create_time: z.number().int(),
});
export const refundDetail = refundEntry.extend({
  refund_remark: z.string(),
  images: z.array(z.string()),
  refuse_reason: z.string(),
  audit_time: z.number().int(),
  /** Where the money went when refunded. */
  refund_to: z.string(),
  can_cancel: z.boolean(),
  can_complain: z.boolean(),
  /** A refused refund may go to the platform's arbitration once. */
  can_arbitrate: z.boolean(),
  escalate_reason: z.string(),
  /** The platform's arbitration outcome (empty until decided). */
  arbitrate_remark: z.string(),
});
export const arbitrateRequest = z.object({ refund_id: positiveId('退款编号'), reason: text('仲裁理由', ARBITRATE_REASON_MAX, 1) });
export const refundPageRequest = z.object({
  refund_status: z.enum(REFUND_STATUSES, { error: `退款状态只能是 ${REFUND_STATUSES.join('、')}` }).optional(),
  ...pageFields(10),
});
export const refundPage = paged(refundEntry);

// Complaints (platform arbitration).
export const complainRequest = z.object({
  order_goods_id: positiveId('订单商品编号'),
  complain_reason: z.enum(COMPLAIN_REASONS, { error: `投诉原因只能是：${COMPLAIN_REASONS.join('、')}` }),
  complain_content: text('投诉内容', COMPLAIN_CONTENT_MAX, COMPLAIN_CONTENT_MIN),
  images,
});
export const complainDetail = z.object({
  complain_id: z.number().int(),
  order_id: z.number().int(),
  order_goods_id: z.number().int(),
  sku_name: z.string(),
  complain_reason: z.string(),
  complain_content: z.string(),
  images: z.array(z.string()),
  /** 0 awaiting the platform, 1 handled. */
  status: z.number().int(),
  status_name: z.string(),
  reply: z.string(),
  create_time: z.number().int(),
});

/** Shipping an order as one package (the console's /admin/api/orders/ship). */
export const adminShipRequest = z.object({ order_id: positiveId('订单编号'), express_company: text('快递公司', 32, 1), delivery_no: text('快递单号', 32, 4) });
