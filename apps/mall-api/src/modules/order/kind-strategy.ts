// The order-kind strategy (SPEC §3: order-create data is held per kind): what every kind answers.
// Its own module so that order/kinds.ts (which registers the kinds) and promotion/kinds.ts (which
// implements the promotion ones) both depend on it and not on each other.
import type { OrderKind } from '@mall/rest-contract';
import type { Db, Tx } from '../../db/client';

/** What the member asked to buy, before prices. */
export interface CheckoutGoodsInput {
  cart_ids?: number[];
  sku_id?: number;
  num?: number;
  sku_list?: { sku_id: number; num: number }[];
  /** The activity of a promotion kind (seckill_id, groupbuy_id, combo_id). */
  promotion_id?: number;
}

export interface RequestedLines {
  /** sku → quantity; two lines of one sku are counted together. */
  quantities: Map<number, number>;
  /** Cart lines the order consumes (removed in the create transaction). */
  cartIds: number[];
}

export interface OrderKindStrategy {
  kind: OrderKind;
  name: string;
  /** The member's lines for this kind. */
  lines(db: Db | Tx, memberId: number, input: CheckoutGoodsInput): Promise<RequestedLines>;
  /** Unit price in fen of a sku for this kind. */
  unitPrice(sku: { price: number; discountPrice: number }): number;
  /** Promotion kinds: unit prices in fen by sku from the activity (they win over unitPrice). */
  prices?(db: Db | Tx, memberId: number, input: CheckoutGoodsInput): Promise<Map<number, number>>;
  /** Promotion kinds: takes activity stock and limits inside the create transaction (throws to refuse). */
  reserve?(tx: Tx, memberId: number, orderId: number, input: CheckoutGoodsInput, quantities: Map<number, number>): Promise<void>;
  /** Minutes an unpaid order of this kind stays open (default: the order settings). */
  closeMinutes?: () => number;
  /** Whether full reduction (满减) and coupons apply. */
  allowsManjian: boolean;
  allowsCoupon: boolean;
}
