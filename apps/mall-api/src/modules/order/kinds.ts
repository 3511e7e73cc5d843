// Order-create data is held per kind (SPEC §3: normal, group-buy, seckill, combo, and topic). Each
// kind is a strategy: where its lines come from, what a unit costs, which promotions apply. Every kind
// is registered; NOT_SUPPORTED (暂不支持) is left for a kind added to ORDER_KINDS without a strategy.
import { and, eq, inArray } from 'drizzle-orm';
import { ErrorCode, ORDER_ERROR, type OrderKind } from '@mall/rest-contract';
import { cart } from '../../db/schema';
import { BusinessError } from '../../http/envelope';
import { comboKind, groupbuyKind, seckillKind, topicKind } from '../promotion/kinds';
import type { OrderKindStrategy } from './kind-strategy';

export type { CheckoutGoodsInput, OrderKindStrategy, RequestedLines } from './kind-strategy';

export const normalKind: OrderKindStrategy = {
  kind: 'normal',
  name: '普通订单',
  async lines(db, memberId, input) {
    const quantities = new Map<number, number>();
    const add = (skuId: number, num: number) => quantities.set(skuId, (quantities.get(skuId) ?? 0) + num);
    let cartIds: number[] = [];
    if (input.cart_ids) {
      const ids = [...new Set(input.cart_ids)];
      const rows = await db
        .select({ cartId: cart.cartId, skuId: cart.skuId, num: cart.num })
        .from(cart)
        .where(and(eq(cart.memberId, memberId), inArray(cart.cartId, ids)));
      if (rows.length !== ids.length) throw new BusinessError('购物车商品不存在或已结算，请刷新购物车', ErrorCode.NOT_FOUND);
      for (const r of rows) add(r.skuId, r.num);
      cartIds = ids;
    } else if (input.sku_list) {
      for (const l of input.sku_list) add(l.sku_id, l.num);
    } else if (input.sku_id !== undefined && input.num !== undefined) {
      add(input.sku_id, input.num);
    }
    return { quantities, cartIds };
  },
  unitPrice: (sku) => sku.discountPrice,
  allowsManjian: true,
  allowsCoupon: true,
};

const KIND_NAMES: Record<OrderKind, string> = { normal: '普通订单', groupbuy: '拼团订单', seckill: '秒杀订单', combo: '组合套餐订单', topic: '专题订单' };

/** The registered kinds; add a strategy here when its promotion exists. */
export const ORDER_KIND_REGISTRY: Partial<Record<OrderKind, OrderKindStrategy>> = { normal: normalKind, seckill: seckillKind, groupbuy: groupbuyKind, combo: comboKind, topic: topicKind };

export function orderKind(kind: OrderKind): OrderKindStrategy {
  const strategy = ORDER_KIND_REGISTRY[kind];
  if (!strategy) throw new BusinessError(`暂不支持${KIND_NAMES[kind]}，请按普通订单购买`, ORDER_ERROR.NOT_SUPPORTED);
  return strategy;
}
