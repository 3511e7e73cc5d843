// The promotion switches (/api/addon/addonisexit) applied to links: a switched-off kind's pages must look
// as if they did not exist, so navigation entries that lead to them are left out (mall-api decides, once).
import { PROMOTION_KINDS, type AddonIsExit, type PromotionKind } from '@mall/rest-contract';
import type { Db, Tx } from '../../db/client';
import { promotionSwitch } from '../../db/schema-promotion';

/** The site paths of each kind's pages (list, detail, payment). */
const KIND_PATH: Record<PromotionKind, RegExp> = {
  seckill: /^\/promotion\/seckill(?:[-_/?#]|$)/,
  groupbuy: /^\/promotion\/groupbuy(?:[-_/?#]|$)/,
  combo: /^\/promotion\/combo(?:[-_/?#]|$)/,
  topic: /^\/promotion\/topic(?:[-_/?#]|$)/,
  coupon: /^\/coupon(?:[/?#]|$)/,
};

/** The promotion kind a site link leads to, or null (other pages, other sites, malformed). */
export function promotionKindOfUrl(url: string): PromotionKind | null {
  return PROMOTION_KINDS.find((k) => KIND_PATH[k].test(url)) ?? null;
}

/** A nav entry's url from its `nav_url` JSON (`{"url": "/coupon"}`); '' when malformed. */
function navUrl(raw: string): string {
  try {
    const v: unknown = JSON.parse(raw);
    return v && typeof v === 'object' && typeof (v as { url?: unknown }).url === 'string' ? (v as { url: string }).url : '';
  } catch {
    return '';
  }
}

export async function promotionSwitches(db: Db | Tx): Promise<AddonIsExit> {
  const rows = await db.select().from(promotionSwitch);
  const on = (k: PromotionKind) => rows.find((r) => r.kind === k)?.enabled ?? true;
  return { seckill: on('seckill'), groupbuy: on('groupbuy'), combo: on('combo'), topic: on('topic'), coupon: on('coupon') };
}

/** Nav entries without the ones leading to a switched-off promotion kind. */
export async function withoutSwitchedOff<T extends { nav_url: string }>(db: Db, entries: T[]): Promise<T[]> {
  const sw = await promotionSwitches(db);
  return entries.filter((e) => {
    const kind = promotionKindOfUrl(navUrl(e.nav_url));
    return kind === null || sw[kind];
  });
}
