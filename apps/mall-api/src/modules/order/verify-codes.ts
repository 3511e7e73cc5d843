// Verification codes come with payment: when a pickup or virtual-goods order becomes paid (balance,
// vouchers or an approved transfer), its code is written to verify_code in the same transaction. The
// member reads it on the order and in /member/verification_list; the shop's verifier redeems it.
import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { shop } from '../../db/schema';
import { verifyCode } from '../../db/schema-account';
import { orderGoods, orders, shopStore } from '../../db/schema-order';
import { randomDigits } from './helpers';

/** How long a virtual-goods code stays valid after payment. */
export const VIRTUAL_CODE_DAYS = 365;
const VIRTUAL_CODE_DIGITS = 12;

export async function issueVerifyCodes(tx: Db | Tx, orderId: number, now = new Date()): Promise<void> {
  const [o] = await tx.select().from(orders).where(eq(orders.orderId, orderId));
  if (!o || (o.deliveryType !== 'pickup' && o.deliveryType !== 'virtual')) return;
  const [existing] = await tx.select({ id: verifyCode.id }).from(verifyCode).where(eq(verifyCode.orderNo, o.orderNo)).limit(1);
  if (existing) return;
  const lines = await tx.select().from(orderGoods).where(eq(orderGoods.orderId, orderId)).orderBy(asc(orderGoods.orderGoodsId));
  const [s] = await tx.select({ name: shop.siteName }).from(shop).where(eq(shop.siteId, o.siteId));
  const [store] = o.storeId ? await tx.select().from(shopStore).where(eq(shopStore.storeId, o.storeId)) : [];
  const row = {
    memberId: o.memberId,
    orderNo: o.orderNo,
    siteName: s?.name ?? o.siteName,
    storeName: store?.storeName ?? '',
    storeAddress: store ? o.fullAddress : '',
    items: lines.map((l) => ({ sku_name: l.skuName, sku_image: l.skuImage, num: l.num, price: l.price })),
  };
  if (o.deliveryType === 'pickup') {
    // The pickup code is the order's own; a clash with an older row of another order leaves the desk
    // to find it by the order (orders.pickup_code), as it does for orders paid before codes were written.
    await tx.insert(verifyCode).values({ ...row, verifyCode: o.pickupCode, verifyType: 'pickup' }).onConflictDoNothing();
    return;
  }
  const expireTime = new Date(now.getTime() + VIRTUAL_CODE_DAYS * 86_400_000);
  for (;;) {
    const code = randomDigits(VIRTUAL_CODE_DIGITS);
    const [added] = await tx.insert(verifyCode).values({ ...row, verifyCode: code, verifyType: 'virtualgoods', expireTime }).onConflictDoNothing().returning({ id: verifyCode.id });
    if (added) {
      await tx.update(orders).set({ verifyCode: code }).where(eq(orders.orderId, orderId));
      return;
    }
  }
}
