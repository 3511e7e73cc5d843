import type { CheckoutInput, OrderKind } from '@mall/gateway-client';
import { CART_BATCH_MAX, CART_NUM_MAX, makeIdempotencyKey } from '@mall/rest-contract/constants';

/**
 * The seam between a checkout page's URL and the gateway's CheckoutInput, one entry per order kind
 * (SPEC §3: order-create data is held per kind): NORMAL and the promotion kinds (seckill, group-buy,
 * topic, combo), each read from its activity page's "buy now" URL.
 */

/** The goods part of a CheckoutInput: exactly one of cart lines or "buy now" sku + quantity. */
export type CheckoutGoodsSource = Pick<CheckoutInput, 'kind' | 'cartIds' | 'skuId' | 'num' | 'skus' | 'promotionId'>;

export interface CheckoutKind {
  kind: OrderKind;
  /** Reads the page's query into the goods to buy; null when the query names no (valid) goods. */
  readUrl: (params: URLSearchParams) => CheckoutGoodsSource | null;
  /** Where the "no goods" state links back to. */
  backTo: string;
}

// The limits of rest-contract's order schemas: most cart lines per checkout, largest quantity.
export const CHECKOUT_CART_LINES_MAX = CART_BATCH_MAX;
export const CHECKOUT_NUM_MAX = CART_NUM_MAX;

const ID = /^[1-9]\d{0,8}$/;

/** "1,2,3" → [1, 2, 3] (unique, in order); null when empty, malformed or too many. */
export function parseIdList(raw: string | null): number[] | null {
  if (raw === null) return null;
  const parts = raw.split(',').map((s) => s.trim()).filter(Boolean);
  if (parts.length === 0 || !parts.every((p) => ID.test(p))) return null;
  const ids = [...new Set(parts.map(Number))];
  return ids.length <= CHECKOUT_CART_LINES_MAX ? ids : null;
}

/** A positive id, or null. */
export function parseId(raw: string | null): number | null {
  return raw !== null && ID.test(raw.trim()) ? Number(raw.trim()) : null;
}

/** A quantity of 1..9999; absent means 1 (立即购买 without num), anything else invalid is null. */
export function parseNum(raw: string | null): number | null {
  if (raw === null || raw.trim() === '') return 1;
  const n = parseId(raw);
  return n !== null && n <= CHECKOUT_NUM_MAX ? n : null;
}

export const checkoutKinds: Partial<Record<OrderKind, CheckoutKind>> = {
  NORMAL: {
    kind: 'NORMAL',
    backTo: '/cart',
    readUrl(params) {
      const hasCart = params.has('cart_ids');
      const hasSku = params.has('sku_id');
      // Exactly one source, as the gateway requires.
      if (hasCart === hasSku) return null;
      if (hasCart) {
        const cartIds = parseIdList(params.get('cart_ids'));
        return cartIds ? { kind: 'NORMAL', cartIds } : null;
      }
      const skuId = parseId(params.get('sku_id'));
      const num = parseNum(params.get('num'));
      return skuId !== null && num !== null ? { kind: 'NORMAL', skuId, num } : null;
    },
  },
  // Promotion kinds: "buy now" from the activity page; mall-api prices and limits them.
  SECKILL: promotionKind('SECKILL', 'seckill_id', '/promotion/seckill'),
  GROUPBUY: promotionKind('GROUPBUY', 'groupbuy_id', '/promotion/groupbuy'),
  // A topic goods (its own id, as on /promotion/topic-goods-{id}) at its topic price.
  TOPIC: promotionKind('TOPIC', 'topic_goods_id', '/promotion/topic'),
  COMBO: {
    kind: 'COMBO',
    backTo: '/',
    readUrl(params) {
      const promotionId = parseId(params.get('combo_id'));
      const num = parseNum(params.get('num'));
      return promotionId !== null && num !== null ? { kind: 'COMBO', promotionId, num } : null;
    },
  },
};

/** ?<idParam>=5&sku_id=12&num=1 → a promotion kind's buy-now source. */
function promotionKind(kind: OrderKind, idParam: string, backTo: string): CheckoutKind {
  return {
    kind,
    backTo,
    readUrl(params) {
      const promotionId = parseId(params.get(idParam));
      const skuId = parseId(params.get('sku_id'));
      const num = parseNum(params.get('num'));
      return promotionId !== null && skuId !== null && num !== null ? { kind, promotionId, skuId, num } : null;
    },
  };
}

export type CheckoutSourceResult =
  | { ok: true; kind: CheckoutKind; source: CheckoutGoodsSource }
  | { ok: false; reason: 'unsupported' | 'noGoods'; backTo: string };

/** The goods of a checkout page of this kind, or why there are none. */
export function readCheckoutUrl(kind: OrderKind, url: URL): CheckoutSourceResult {
  const spec = checkoutKinds[kind];
  if (!spec) return { ok: false, reason: 'unsupported', backTo: '/cart' };
  const source = spec.readUrl(url.searchParams);
  return source ? { ok: true, kind: spec, source } : { ok: false, reason: 'noGoods', backTo: spec.backTo };
}

/** Whether creating the order consumes cart lines (the header cart must refresh afterwards). */
export const usesCart = (source: CheckoutGoodsSource) => Boolean(source.cartIds?.length);

/**
 * The idempotency key of one checkout page visit (8-64 of [A-Za-z0-9_-]): a retry or double click
 * sends the same key, so mall-api makes one order.
 */
export const makeOrderKey = (): string => makeIdempotencyKey('order-');
