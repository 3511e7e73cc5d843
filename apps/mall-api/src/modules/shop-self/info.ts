// The shop's own info. Name and short name apply at once (an audit row records before and after):
// the platform approved the shop itself, and a rename shows in the storefront like any other info.
import { and, eq, ne } from 'drizzle-orm';
import type { ConsoleParsedRequestOf, ShopSelfInfo } from '@mall/rest-contract';
import type { Tx } from '../../db/client';
import { shop } from '../../db/schema';
import { couponType } from '../../db/schema-promotion';
import { BusinessError } from '../../http/envelope';
import { changedFields, type AuditEntry } from '../console';
import { notFound } from '../admin-review/queries';
import { namesPinyin } from '../search/text';

type SaveInput = ConsoleParsedRequestOf<'/admin/api/shop/self/info/save'>;

const infoOf = (s: typeof shop.$inferSelect): ShopSelfInfo => ({
  site_id: s.siteId,
  site_name: s.siteName,
  shortname: s.shortname,
  avatar: s.avatar,
  banner: s.banner,
  introduction: s.introduction,
  telephone: s.telephone,
});

export async function shopInfo(tx: Tx, shopId: number): Promise<ShopSelfInfo> {
  const [row] = await tx.select().from(shop).where(eq(shop.siteId, shopId));
  if (!row) throw notFound('店铺');
  return infoOf(row);
}

export async function saveShopInfo(tx: Tx, shopId: number, input: SaveInput, audit: (e: AuditEntry) => Promise<void>): Promise<ShopSelfInfo> {
  const [before] = await tx.select().from(shop).where(eq(shop.siteId, shopId)).for('update');
  if (!before) throw notFound('店铺');
  const [taken] = await tx
    .select({ id: shop.siteId })
    .from(shop)
    .where(and(eq(shop.siteName, input.site_name), ne(shop.siteId, shopId)));
  if (taken) throw new BusinessError(`店铺名称「${input.site_name}」已被其他店铺使用`);
  const shortname = input.shortname || input.site_name;
  const [after] = await tx
    .update(shop)
    .set({
      siteName: input.site_name,
      shortname,
      avatar: input.avatar,
      banner: input.banner,
      introduction: input.introduction,
      telephone: input.telephone,
      searchPinyin: namesPinyin(input.site_name, shortname),
    })
    .where(eq(shop.siteId, shopId))
    .returning();
  // The coupon centre shows each coupon's shop by the name stored with it.
  if (after.siteName !== before.siteName) await tx.update(couponType).set({ siteName: after.siteName }).where(eq(couponType.siteId, shopId));
  await audit({ action: 'shop.info.update', targetType: 'shop', targetId: shopId, ...changedFields(infoOf(before), infoOf(after)) });
  return infoOf(after);
}
