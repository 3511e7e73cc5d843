import { and, asc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Copyright, DefaultImages, FloatLayer, ServicerConfig, SiteInfo } from '@mall/rest-contract';
import type { Db } from '../../db/client';
import { adv, advPosition, siteConfig, website } from '../../db/schema';

export interface ConfigValues {
  site_info: SiteInfo;
  copyright: Copyright;
  default_images: DefaultImages;
  servicer: ServicerConfig;
  float_layer: FloatLayer;
}

export async function readConfig<K extends keyof ConfigValues>(db: Db, key: K): Promise<ConfigValues[K] | null> {
  const [row] = await db.select({ value: siteConfig.value }).from(siteConfig).where(eq(siteConfig.key, key));
  // The seed and the admin calls write these rows in the contract's shape.
  return (row?.value as ConfigValues[K] | undefined) ?? null;
}

export async function websiteQrcode(db: Db, siteId: number): Promise<string | null> {
  const [row] = await db.select({ qr: website.webQrcode }).from(website).where(eq(website.siteId, siteId));
  return row?.qr ?? null;
}

export async function advByKeyword(db: Db, keyword: string) {
  const [position] = await db
    .select({
      ap_id: advPosition.apId,
      ap_name: advPosition.apName,
      keyword: advPosition.keyword,
      is_state: advPosition.isState,
      ap_width: advPosition.apWidth,
      ap_height: advPosition.apHeight,
      background: advPosition.background,
    })
    .from(advPosition)
    .where(eq(advPosition.keyword, keyword));
  if (!position) return { adv_position: null, adv_list: [] };
  const advList = await db
    .select({
      adv_id: adv.advId,
      adv_title: adv.advTitle,
      adv_image: adv.advImage,
      adv_url: adv.advUrl,
      background: adv.background,
    })
    .from(adv)
    // Only what the operators switched on, within its dates (either open when unset).
    .where(
      and(
        eq(adv.apId, position.ap_id),
        eq(adv.isShow, true),
        or(isNull(adv.startTime), lte(adv.startTime, sql`now()`)),
        or(isNull(adv.endTime), gt(adv.endTime, sql`now()`)),
      ),
    )
    .orderBy(asc(adv.sort), asc(adv.advId));
  return { adv_position: position, adv_list: advList };
}
