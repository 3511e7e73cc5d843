// The shop scope of the console: every call of a shop's console (goods, orders, verification,
// after-sales, the shop's own settings) runs for a shop account only and touches only its own shop's
// rows. `shopIdOf` refuses platform accounts; `assertShopOwns` looks every id up and answers
// "不存在" for a missing id and for another shop's id alike (a shop learns nothing of the others),
// writing a `refused` audit row either way. Owned kinds are registered here once with
// `defineShopOwned`; a module with its own table adds its kind beside its calls.
import { eq, inArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { ConsoleErrorCode, ErrorCode } from '@mall/rest-contract';
import type { Tx } from '../../db/client';
import { goods, goodsSku } from '../../db/schema';
import { orderGoods, orderRefund, orders, shopStore } from '../../db/schema-order';
import { chatServicer } from '../../db/schema-chat';
import { ConsoleRefusal, type ConsoleActor } from './register';

export const SHOP_ONLY_MESSAGE = '此功能仅限店铺账号使用';

/** How to find the shop of a kind's ids: a map id → shop id (missing ids are left out). */
type ShopLookup = (tx: Tx, ids: readonly number[]) => Promise<Map<number, number>>;

interface OwnedKind {
  /** The word used in "…不存在" (zh-cn): 商品, 订单 … */
  label: string;
  lookup: ShopLookup;
}

const kinds = new Map<string, OwnedKind>();

/** A lookup by a table's id column and its shop column, optionally through a join (see `sku`). */
export function ownedByColumn(table: PgTable, idColumn: AnyPgColumn, shopColumn: AnyPgColumn, join?: { table: PgTable; on: SQL }): ShopLookup {
  return async (tx, ids) => {
    const base = tx.select({ id: idColumn, shop: shopColumn }).from(table);
    const rows = await (join ? base.innerJoin(join.table, join.on) : base).where(inArray(idColumn, [...ids]));
    return new Map(rows.map((r) => [Number(r.id), Number(r.shop)]));
  };
}

/** Registers a kind of shop-owned row (once, at module load). */
export function defineShopOwned(kind: string, owned: OwnedKind): void {
  if (kinds.has(kind)) throw new Error(`shop-owned kind ${kind} is defined twice`);
  kinds.set(kind, owned);
}

defineShopOwned('goods', { label: '商品', lookup: ownedByColumn(goods, goods.goodsId, goods.siteId) });
defineShopOwned('sku', { label: '商品规格', lookup: ownedByColumn(goodsSku, goodsSku.skuId, goods.siteId, { table: goods, on: eq(goods.goodsId, goodsSku.goodsId) }) });
defineShopOwned('order', { label: '订单', lookup: ownedByColumn(orders, orders.orderId, orders.siteId) });
defineShopOwned('order_goods', { label: '订单商品', lookup: ownedByColumn(orderGoods, orderGoods.orderGoodsId, orderGoods.siteId) });
defineShopOwned('refund', {
  label: '售后申请',
  lookup: ownedByColumn(orderRefund, orderRefund.refundId, orders.siteId, { table: orders, on: eq(orders.orderId, orderRefund.orderId) }),
});
defineShopOwned('store', { label: '门店', lookup: ownedByColumn(shopStore, shopStore.storeId, shopStore.siteId) });
defineShopOwned('servicer', { label: '客服账号', lookup: ownedByColumn(chatServicer, chatServicer.servicerId, chatServicer.siteId) });

/** The actor's shop; a platform account (no shop) is refused with FORBIDDEN and a refused audit row. */
export function shopIdOf(actor: ConsoleActor, action: string): number {
  if (actor.shopId === null) {
    throw new ConsoleRefusal(SHOP_ONLY_MESSAGE, ConsoleErrorCode.FORBIDDEN, { action, targetType: 'shop', targetId: '', after: { reason: 'platform_account' } });
  }
  return actor.shopId;
}

/**
 * Checks that every id of `kind` belongs to the actor's shop and answers the shop id. A missing id or
 * another shop's answers `<label>不存在` (NOT_FOUND); the refused audit row names the id and the kind.
 * `action` is the audit action of the call (e.g. `goods.update`).
 */
export async function assertShopOwns(tx: Tx, actor: ConsoleActor, action: string, kind: string, ids: readonly number[]): Promise<number> {
  const shopId = shopIdOf(actor, action);
  const owned = kinds.get(kind);
  if (!owned) throw new Error(`unknown shop-owned kind ${kind}`);
  const unique = [...new Set(ids)];
  if (unique.length === 0) return shopId;
  const found = await owned.lookup(tx, unique);
  const foreign = unique.find((id) => found.get(id) !== shopId);
  if (foreign !== undefined) {
    throw new ConsoleRefusal(`${owned.label}不存在`, ErrorCode.NOT_FOUND, {
      action,
      targetType: kind,
      targetId: foreign,
      after: { reason: found.has(foreign) ? 'other_shop' : 'missing' },
    });
  }
  return shopId;
}
