// The price breakdown of a checkout, computed by mall-api in integer fen: goods, delivery by delivery
// type (per shop), full reduction (best running 满减 rule per shop), the chosen coupon, invoice tax,
// and the amount to pay. `create` runs the same function inside its transaction.
import { and, asc, eq, gt, gte, inArray, lte } from 'drizzle-orm';
import {
  CHECKOUT_DELIVERY_TYPES,
  DELIVERY_FEES,
  DELIVERY_TYPE_NAMES,
  ErrorCode,
  INVOICE_SPECIAL_RATE_BP,
  type DeliveryType,
  type OrderCalculation,
  type OrderKind,
} from '@mall/rest-contract';
import type { Db, Tx } from '../../db/client';
import { goods, goodsSku, manjian, shop } from '../../db/schema';
import { invoiceInfo, memberAddress, memberCoupon } from '../../db/schema-account';
import { shopStore } from '../../db/schema-order';
import { BusinessError } from '../../http/envelope';
import { fenToYuan } from '@mall/rest-contract/money';
import { orderKind, type CheckoutGoodsInput } from './kinds';

export interface CheckoutInput extends CheckoutGoodsInput {
  order_kind: OrderKind;
  delivery_type: (typeof CHECKOUT_DELIVERY_TYPES)[number];
  address_id?: number;
  store_id?: number;
  coupon_id?: number;
  invoice_id?: number;
  buyer_message: string;
}

export interface PricedLine {
  skuId: number;
  goodsId: number;
  siteId: number;
  siteName: string;
  skuName: string;
  skuImage: string;
  price: number;
  num: number;
  stock: number;
  goodsMoney: number;
  /** goodsMoney minus its share of full reduction and coupon. */
  realGoodsMoney: number;
}

export interface Checkout {
  kind: OrderKind;
  lines: PricedLine[];
  cartIds: number[];
  /** The chosen type, or `virtual` when every goods is virtual (no delivery, a code to verify). */
  deliveryType: DeliveryType;
  address: { id: number; name: string; mobile: string; fullAddress: string } | null;
  store: typeof shopStore.$inferSelect | null;
  stores: (typeof shopStore.$inferSelect)[];
  goodsMoney: number;
  deliveryMoney: number;
  promotionMoney: number;
  promotions: { siteId: number; text: string; discount: number }[];
  couponMoney: number;
  coupon: { id: number; name: string } | null;
  coupons: { id: number; name: string; discount: number; usable: boolean; reason: string }[];
  invoiceMoney: number;
  invoice: { id: number; title: string; type: number; taxNumber: string } | null;
  orderMoney: number;
  siteId: number;
  siteName: string;
}

const money = (fen: number) => `${Math.floor(fen / 100)}${fen % 100 === 0 ? '' : `.${String(fen % 100).padStart(2, '0')}`}`;

/** Delivery fee of one shop's goods subtotal. */
export function deliveryFee(type: CheckoutInput['delivery_type'], subtotal: number): number {
  if (type === 'express') return subtotal >= DELIVERY_FEES.expressFreeFrom ? 0 : DELIVERY_FEES.express;
  if (type === 'local_delivery') return DELIVERY_FEES.local_delivery;
  return DELIVERY_FEES.pickup;
}

/** Splits `discount` over lines in proportion to their money (the last line takes the remainder). */
export function apportion(amounts: number[], discount: number): number[] {
  const total = amounts.reduce((s, a) => s + a, 0);
  if (total === 0 || discount === 0) return amounts.map(() => 0);
  let left = discount;
  return amounts.map((a, i) => {
    if (i === amounts.length - 1) return left;
    const share = Math.floor((discount * a) / total);
    left -= share;
    return share;
  });
}

export async function computeCheckout(db: Db | Tx, memberId: number, input: CheckoutInput, now = new Date()): Promise<Checkout> {
  const kind = orderKind(input.order_kind);
  const requested = await kind.lines(db, memberId, input);
  const skuIds = [...requested.quantities.keys()].sort((a, b) => a - b);
  if (skuIds.length === 0) throw new BusinessError('请选择商品');
  const skus = await db
    .select({
      skuId: goodsSku.skuId,
      goodsId: goodsSku.goodsId,
      specName: goodsSku.specName,
      skuImage: goodsSku.skuImage,
      price: goodsSku.price,
      discountPrice: goodsSku.discountPrice,
      stock: goodsSku.stock,
      goodsName: goods.goodsName,
      onShelf: goods.isOnShelf,
      isVirtual: goods.isVirtual,
      siteId: goods.siteId,
      siteName: shop.siteName,
    })
    .from(goodsSku)
    .innerJoin(goods, eq(goods.goodsId, goodsSku.goodsId))
    .innerJoin(shop, eq(shop.siteId, goods.siteId))
    .where(inArray(goodsSku.skuId, skuIds))
    .orderBy(asc(goodsSku.skuId));
  if (skus.length !== skuIds.length) throw new BusinessError('商品不存在或已删除', ErrorCode.NOT_FOUND);
  const promotionPrices = kind.prices ? await kind.prices(db, memberId, input) : null;
  const lines: PricedLine[] = skus.map((s) => {
    const num = requested.quantities.get(s.skuId)!;
    const skuName = `${s.goodsName} ${s.specName}`.trim();
    if (!s.onShelf) throw new BusinessError(`商品「${skuName}」已下架`);
    if (s.stock < num) throw new BusinessError(s.stock > 0 ? `商品「${skuName}」库存不足，仅剩 ${s.stock} 件` : `商品「${skuName}」已售罄`);
    const price = promotionPrices?.get(s.skuId) ?? kind.unitPrice(s);
    return { skuId: s.skuId, goodsId: s.goodsId, siteId: s.siteId, siteName: s.siteName, skuName, skuImage: s.skuImage, price, num, stock: s.stock, goodsMoney: price * num, realGoodsMoney: price * num };
  });
  const siteIds = [...new Set(lines.map((l) => l.siteId))].sort((a, b) => a - b);
  // Virtual goods are bought alone, from one shop: the order has no delivery and one code to verify there.
  const virtual = skus.some((s) => s.isVirtual);
  if (virtual && !skus.every((s) => s.isVirtual)) throw new BusinessError('虚拟商品不能与实物商品一起下单，请分开结算');
  if (virtual && siteIds.length > 1) throw new BusinessError('多个店铺的虚拟商品请分开下单');
  const bySite = new Map(siteIds.map((id) => [id, lines.filter((l) => l.siteId === id)]));
  const subtotal = (siteId: number) => bySite.get(siteId)!.reduce((s, l) => s + l.goodsMoney, 0);
  const goodsMoney = lines.reduce((s, l) => s + l.goodsMoney, 0);

  // Address: the chosen one or the default; pickup needs none.
  let address: Checkout['address'] = null;
  const [addr] = await db
    .select()
    .from(memberAddress)
    .where(and(eq(memberAddress.memberId, memberId), input.address_id ? eq(memberAddress.id, input.address_id) : eq(memberAddress.isDefault, true)))
    .limit(1);
  if (input.address_id && !addr) throw new BusinessError('收货地址不存在', ErrorCode.NOT_FOUND);
  if (addr) address = { id: addr.id, name: addr.name, mobile: addr.mobile, fullAddress: addr.fullAddress };

  // Stores: pickup is offered when every goods comes from one shop that has pickup stores.
  const stores =
    siteIds.length === 1
      ? await db
          .select()
          .from(shopStore)
          .where(and(eq(shopStore.siteId, siteIds[0]), eq(shopStore.isPickup, true), eq(shopStore.enabled, true)))
          .orderBy(asc(shopStore.sort), asc(shopStore.storeId))
      : [];
  let store: Checkout['store'] = null;
  if (input.delivery_type === 'pickup' && !virtual) {
    if (stores.length === 0) throw new BusinessError(siteIds.length > 1 ? '多个店铺的商品不能一起门店自提，请分开下单' : '该店铺暂无自提门店，请选择其他配送方式');
    store = input.store_id ? (stores.find((s) => s.storeId === input.store_id) ?? null) : stores[0];
    if (!store) throw new BusinessError('自提门店不存在', ErrorCode.NOT_FOUND);
  }
  const deliveryMoney = virtual ? 0 : siteIds.reduce((s, id) => s + deliveryFee(input.delivery_type, subtotal(id)), 0);

  // Full reduction: the best running rule of each shop over the goods it covers.
  const promotions: Checkout['promotions'] = [];
  if (kind.allowsManjian) {
    const rules = await db
      .select()
      .from(manjian)
      .where(and(inArray(manjian.siteId, siteIds), eq(manjian.status, 1), lte(manjian.startTime, now), gt(manjian.endTime, now)));
    for (const siteId of siteIds) {
      let best: { text: string; discount: number } | null = null;
      for (const rule of rules.filter((r) => r.siteId === siteId)) {
        const covered = bySite
          .get(siteId)!
          .filter((l) => rule.type === 0 || rule.goodsIds.includes(l.goodsId))
          .reduce((s, l) => s + l.goodsMoney, 0);
        for (const r of rule.rules) {
          if (covered >= r.money && r.discountMoney > (best?.discount ?? 0)) best = { text: `${rule.manjianName}：满${money(r.money)}减${money(r.discountMoney)}`, discount: Math.min(r.discountMoney, covered) };
        }
      }
      if (best) promotions.push({ siteId, ...best });
    }
  }
  const promotionMoney = promotions.reduce((s, p) => s + p.discount, 0);
  const afterPromotion = (siteId: number) => subtotal(siteId) - (promotions.find((p) => p.siteId === siteId)?.discount ?? 0);
  const allAfterPromotion = goodsMoney - promotionMoney;

  // Coupons: the member's unused ones in their time window; the chosen one must be usable.
  const coupons: Checkout['coupons'] = [];
  if (kind.allowsCoupon) {
    const rows = await db
      .select()
      .from(memberCoupon)
      .where(and(eq(memberCoupon.memberId, memberId), eq(memberCoupon.state, 1), lte(memberCoupon.startTime, now), gte(memberCoupon.endTime, now)))
      .orderBy(asc(memberCoupon.couponId));
    for (const c of rows) {
      const base = c.siteId === 0 ? allAfterPromotion : siteIds.includes(c.siteId) ? afterPromotion(c.siteId) : 0;
      let reason = '';
      if (base <= 0) reason = '不适用于所选商品';
      else if (base < c.atLeast) reason = `满 ${money(c.atLeast)} 元可用`;
      const discount = reason ? 0 : c.type === 'discount' ? base - Math.floor((base * c.discount) / 100) : Math.min(c.money, base);
      coupons.push({ id: c.couponId, name: c.couponName, discount, usable: reason === '', reason });
    }
  }
  let coupon: Checkout['coupon'] = null;
  let couponMoney = 0;
  if (input.coupon_id) {
    if (!kind.allowsCoupon) throw new BusinessError('该类订单不能使用优惠券');
    const c = coupons.find((x) => x.id === input.coupon_id);
    if (!c) throw new BusinessError('优惠券不存在、已使用或已过期', ErrorCode.NOT_FOUND);
    if (!c.usable) throw new BusinessError(`优惠券不可用：${c.reason}`);
    coupon = { id: c.id, name: c.name };
    couponMoney = c.discount;
  }

  // Invoice: a special VAT invoice carries tax on the discounted goods money.
  let invoice: Checkout['invoice'] = null;
  let invoiceMoney = 0;
  if (input.invoice_id) {
    const [inv] = await db
      .select()
      .from(invoiceInfo)
      .where(and(eq(invoiceInfo.id, input.invoice_id), eq(invoiceInfo.memberId, memberId)));
    if (!inv) throw new BusinessError('发票抬头不存在', ErrorCode.NOT_FOUND);
    invoice = { id: inv.id, title: inv.invoiceTitle, type: inv.invoiceType, taxNumber: inv.taxNumber };
    if (inv.invoiceType === 2) invoiceMoney = Math.round(((goodsMoney - promotionMoney - couponMoney) * INVOICE_SPECIAL_RATE_BP) / 10_000);
  }

  const shares = apportion(
    lines.map((l) => l.goodsMoney),
    promotionMoney + couponMoney,
  );
  lines.forEach((l, i) => (l.realGoodsMoney = l.goodsMoney - shares[i]));
  const orderMoney = goodsMoney - promotionMoney - couponMoney + deliveryMoney + invoiceMoney;
  return {
    kind: kind.kind,
    lines,
    cartIds: requested.cartIds,
    deliveryType: virtual ? 'virtual' : input.delivery_type,
    address,
    store,
    stores,
    goodsMoney,
    deliveryMoney,
    promotionMoney,
    promotions,
    couponMoney,
    coupon,
    coupons,
    invoiceMoney,
    invoice,
    orderMoney,
    siteId: siteIds.length === 1 ? siteIds[0] : 0,
    siteName: siteIds.length === 1 ? lines[0].siteName : '多店铺合并订单',
  };
}

export const toStore = (s: typeof shopStore.$inferSelect) => ({ store_id: s.storeId, store_name: s.storeName, address: s.address, telephone: s.telephone, open_time: s.openTime });

export function toCalculation(c: Checkout): OrderCalculation {
  const subtotalOf = (siteId: number) => c.lines.filter((l) => l.siteId === siteId).reduce((s, l) => s + l.goodsMoney, 0);
  const siteIds = [...new Set(c.lines.map((l) => l.siteId))];
  return {
    order_kind: c.kind,
    goods_list: c.lines.map((l) => ({ sku_id: l.skuId, goods_id: l.goodsId, sku_name: l.skuName, sku_image: l.skuImage, price: fenToYuan(l.price), num: l.num, goods_money: fenToYuan(l.goodsMoney), site_id: l.siteId, site_name: l.siteName })),
    delivery_type: c.deliveryType,
    // Virtual goods offer no delivery to choose.
    delivery_types: CHECKOUT_DELIVERY_TYPES.filter((t) => c.deliveryType !== 'virtual' && (t !== 'pickup' || c.stores.length > 0)).map((t) => ({
      type: t,
      name: DELIVERY_TYPE_NAMES[t],
      fee: fenToYuan(siteIds.reduce((s, id) => s + deliveryFee(t, subtotalOf(id)), 0)),
    })),
    address: c.address ? { address_id: c.address.id, name: c.address.name, mobile: c.address.mobile, full_address: c.address.fullAddress } : null,
    store_list: c.stores.map(toStore),
    goods_money: fenToYuan(c.goodsMoney),
    delivery_money: fenToYuan(c.deliveryMoney),
    promotion_money: fenToYuan(c.promotionMoney),
    promotion_list: c.promotions.map((p) => ({ site_id: p.siteId, text: p.text, discount_money: fenToYuan(p.discount) })),
    coupon_money: fenToYuan(c.couponMoney),
    coupon_list: c.coupons.map((x) => ({ coupon_id: x.id, coupon_name: x.name, discount_money: fenToYuan(x.discount), usable: x.usable, reason: x.reason })),
    invoice_money: fenToYuan(c.invoiceMoney),
    invoice: c.invoice ? { invoice_id: c.invoice.id, invoice_title: c.invoice.title, invoice_type: c.invoice.type, rate: c.invoice.type === 2 ? `${INVOICE_SPECIAL_RATE_BP / 100}%` : '0%' } : null,
    order_money: fenToYuan(c.orderMoney),
  };
}
