// Shops: info, batch summaries (gateway DataLoader), shop street search, follows, full reduction.
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { ErrorCode, type ManjianInfo, type Paged, type ShopInfo, type ShopPageItem, type ShopSummary } from '@mall/rest-contract';
import type { Db } from '../../db/client';
import { goods, manjian, shop, shopMember } from '../../db/schema';
import { BusinessError, unixSeconds } from '../../http/envelope';
import { fenToYuan } from '@mall/rest-contract/money';
import { shopSummaryColumns } from '../catalogue/detail';
import { shopKeywordMatch } from '../search';
import { createShopStorefront } from './storefront';

async function openShop(db: Db, siteId: number) {
  const [row] = await db
    .select({ ...shopSummaryColumns, banner: shop.banner, introduction: shop.introduction, website_id: shop.websiteId, create_time: shop.createTime, is_open: shop.isOpen })
    .from(shop)
    .where(eq(shop.siteId, siteId));
  if (!row || !row.is_open) throw new BusinessError('店铺不存在或已关闭', ErrorCode.NOT_FOUND);
  return row;
}

/** "满99减10": yuan without trailing zeros. */
const shortYuan = (fen: number) => fenToYuan(fen).replace(/\.00$/, '').replace(/(\.\d)0$/, '$1');

export function createShopService(db: Db) {
  return {
    // Category tree, offline stores, header figures and the shop list.
    ...createShopStorefront(db, (siteId) => openShop(db, siteId)),
    async info(siteId: number): Promise<ShopInfo> {
      const { is_open: _o, create_time, ...row } = await openShop(db, siteId);
      void _o;
      const [[goodsNum], [fans]] = await Promise.all([
        db.select({ n: count() }).from(goods).where(and(eq(goods.siteId, siteId), eq(goods.isOnShelf, true))),
        db.select({ n: count() }).from(shopMember).where(eq(shopMember.siteId, siteId)),
      ]);
      return { ...row, goods_num: Number(goodsNum?.n ?? 0), fans_num: Number(fans?.n ?? 0), create_time: unixSeconds(create_time) };
    },
    /** Summaries of open shops, in the order asked; unknown or closed ids are left out. */
    async lists(siteIds: number[]): Promise<ShopSummary[]> {
      const rows = await db
        .select(shopSummaryColumns)
        .from(shop)
        .where(and(inArray(shop.siteId, [...new Set(siteIds)]), eq(shop.isOpen, true)));
      const byId = new Map(rows.map((r) => [r.site_id, r]));
      return [...new Set(siteIds)].flatMap((id) => byId.get(id) ?? []);
    },
    /** Shop street: name or short name matches the keyword (as goods search does); each with its on-shelf goods count. */
    async page(keyword: string | undefined, page: number, pageSize: number): Promise<Paged<ShopPageItem>> {
      // Every term in the name or short name, in Chinese or pinyin (modules/search).
      const match = keyword ? (shopKeywordMatch(keyword) ?? sql`false`) : sql`true`;
      const where = sql`s.is_open and ${match}`;
      const [rows, totals] = await Promise.all([
        db.execute(sql`select s.site_id, s.site_name, s.shortname, s.avatar, s.logo, s.province, s.address, s.telephone,
            (select count(*) from goods g where g.site_id = s.site_id and g.is_on_shelf)::int as goods_num
          from shop s where ${where} order by s.site_id asc limit ${pageSize} offset ${(page - 1) * pageSize}`),
        db.execute(sql`select count(*)::int as n from shop s where ${where}`),
      ]);
      const list = (rows as unknown as { rows: ShopPageItem[] }).rows.map((r) => ({ ...r, goods_num: Number(r.goods_num) }));
      const n = Number((totals as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
      return { list, count: n, page_count: Math.ceil(n / pageSize) };
    },
    async isSubscribed(memberId: number | undefined, siteId: number): Promise<boolean> {
      if (!memberId) return false;
      const [row] = await db.select({ id: shopMember.id }).from(shopMember).where(and(eq(shopMember.memberId, memberId), eq(shopMember.siteId, siteId)));
      return !!row;
    },
    async subscribe(memberId: number, siteId: number): Promise<boolean> {
      await openShop(db, siteId);
      await db.insert(shopMember).values({ memberId, siteId }).onConflictDoNothing();
      return true;
    },
    async unsubscribe(memberId: number, siteId: number): Promise<boolean> {
      await db.delete(shopMember).where(and(eq(shopMember.memberId, memberId), eq(shopMember.siteId, siteId)));
      return true;
    },

    /** The running full-reduction rule for a goods (its shop's, if it covers the goods) or a shop. */
    async manjian(goodsId: number | undefined, siteId: number | undefined): Promise<ManjianInfo> {
      let site = siteId;
      if (goodsId !== undefined) {
        const [g] = await db.select({ siteId: goods.siteId }).from(goods).where(eq(goods.goodsId, goodsId));
        if (!g) throw new BusinessError('商品不存在', ErrorCode.NOT_FOUND);
        if (site !== undefined && site !== g.siteId) return null;
        site = g.siteId;
      }
      const rows = await db
        .select()
        .from(manjian)
        .where(and(eq(manjian.siteId, site!), eq(manjian.status, 1), sql`${manjian.startTime} <= now()`, sql`${manjian.endTime} > now()`))
        .orderBy(asc(manjian.manjianId));
      const hit = rows.find((m) => goodsId === undefined || m.type === 0 || m.goodsIds.includes(goodsId));
      if (!hit) return null;
      return {
        manjian_id: hit.manjianId,
        manjian_name: hit.manjianName,
        site_id: hit.siteId,
        type: hit.type,
        rule_list: [...hit.rules]
          .sort((a, b) => a.money - b.money)
          .map((r) => ({ money: fenToYuan(r.money), discount_money: fenToYuan(r.discountMoney), text: `满${shortYuan(r.money)}减${shortYuan(r.discountMoney)}` })),
        start_time: unixSeconds(hit.startTime),
        end_time: unixSeconds(hit.endTime),
      };
    },
  };
}
export type ShopService = ReturnType<typeof createShopService>;
