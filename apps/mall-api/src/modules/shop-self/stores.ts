// The shop's offline stores: pickup points at checkout and the storefront's 门店 tab. A store is
// disabled rather than deleted, since past orders name their pickup store.
import { asc, eq } from 'drizzle-orm';
import type { ConsoleParsedRequestOf, ShopStoreRow } from '@mall/rest-contract';
import type { Tx } from '../../db/client';
import { shopStore } from '../../db/schema-order';
import { changedFields, type AuditEntry } from '../console';

type SaveInput = ConsoleParsedRequestOf<'/admin/api/shop/store/save'>;
type Audit = (e: AuditEntry) => Promise<void>;
type Row = typeof shopStore.$inferSelect;

const rowOf = (s: Row): ShopStoreRow => ({
  store_id: s.storeId,
  store_name: s.storeName,
  address: s.address,
  telephone: s.telephone,
  open_time: s.openTime,
  is_pickup: s.isPickup,
  enabled: s.enabled,
  sort: s.sort,
});
const snapshot = ({ store_id: _id, ...rest }: ShopStoreRow) => rest;

export async function listStores(tx: Tx, shopId: number): Promise<ShopStoreRow[]> {
  const rows = await tx.select().from(shopStore).where(eq(shopStore.siteId, shopId)).orderBy(asc(shopStore.sort), asc(shopStore.storeId));
  return rows.map(rowOf);
}

export async function saveStore(tx: Tx, shopId: number, input: SaveInput, audit: Audit): Promise<ShopStoreRow> {
  const fields = { storeName: input.store_name, address: input.address, telephone: input.telephone, openTime: input.open_time, isPickup: input.is_pickup, sort: input.sort };
  if (input.store_id === undefined) {
    const [created] = await tx
      .insert(shopStore)
      .values({ ...fields, siteId: shopId })
      .returning();
    await audit({ action: 'shop.store.create', targetType: 'store', targetId: created.storeId, after: snapshot(rowOf(created)) });
    return rowOf(created);
  }
  const [before] = await tx.select().from(shopStore).where(eq(shopStore.storeId, input.store_id)).for('update');
  const [after] = await tx.update(shopStore).set(fields).where(eq(shopStore.storeId, input.store_id)).returning();
  await audit({ action: 'shop.store.update', targetType: 'store', targetId: after.storeId, ...changedFields(snapshot(rowOf(before)), snapshot(rowOf(after))) });
  return rowOf(after);
}

export async function enableStore(tx: Tx, storeId: number, enabled: boolean, audit: Audit): Promise<ShopStoreRow> {
  const [after] = await tx.update(shopStore).set({ enabled }).where(eq(shopStore.storeId, storeId)).returning();
  await audit({ action: enabled ? 'shop.store.enable' : 'shop.store.disable', targetType: 'store', targetId: storeId, after: { enabled } });
  return rowOf(after);
}
