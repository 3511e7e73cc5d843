// Reads of group-buys, combo packages and topics. Only running activities are answered (an
// ended or not-started one is 不存在或已结束), and only when the kind is switched on; every price comes
// from these tables, never from the browser.
import { and, asc, count, desc, eq, gt, ilike, lte, sql, type SQL } from 'drizzle-orm';
import { ErrorCode, type AddonIsExit } from '@mall/rest-contract';
import type { Db } from '../../db/client';
import { pageRows } from '../../db/paging';
import { goods, goodsSku, shop } from '../../db/schema';
import { comboGoods, groupbuy, topic, topicGoods } from '../../db/schema-promotion';
import { BusinessError, unixSeconds } from '../../http/envelope';
import { fenToYuan } from '@mall/rest-contract/money';
import { comboWithPrices } from './kinds';

/** A storefront activity page: its rows, how many in all and how many pages. */
export const shopperPage = <R, T>(found: { rows: R[]; total: number }, pageSize: number, toRow: (row: R) => T) => ({
  list: found.rows.map(toRow),
  count: found.total,
  page_count: Math.ceil(found.total / pageSize),
});

type Order = 'default' | 'price_asc' | 'price_desc' | 'sold';

/** `%`, `_` and `\` match themselves in a LIKE pattern. */
const likeText = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function createActivityService(db: Db, clock: () => Date, requireOn: (kind: keyof AddonIsExit) => Promise<void>) {
  const groupbuyCols = { g: groupbuy, goodsName: goods.goodsName, skuImage: goodsSku.skuImage, price: goodsSku.discountPrice };
  const toGroupbuy = (r: { g: typeof groupbuy.$inferSelect; goodsName: string; skuImage: string; price: number }) => {
    const sold = Math.max(0, r.g.totalStock - r.g.stock);
    return {
      groupbuy_id: r.g.groupbuyId,
      goods_id: r.g.goodsId,
      sku_id: r.g.skuId,
      goods_name: r.goodsName,
      sku_image: r.skuImage,
      price: fenToYuan(r.price),
      groupbuy_price: fenToYuan(r.g.groupbuyPrice),
      min_num: r.g.minNum,
      stock: r.g.stock,
      total_stock: r.g.totalStock,
      sold_num: sold,
      sold_percent: r.g.totalStock > 0 ? Math.min(100, Math.floor((sold * 100) / r.g.totalStock)) : 100,
      start_time: unixSeconds(r.g.startTime),
      end_time: unixSeconds(r.g.endTime),
    };
  };
  const runningGroupbuy = (now: Date) => and(eq(groupbuy.status, 1), lte(groupbuy.startTime, now), gt(groupbuy.endTime, now), eq(goods.isOnShelf, true));
  const runningTopic = (now: Date) => and(eq(topic.status, 1), lte(topic.startTime, now), gt(topic.endTime, now));
  const toTopic = (t: typeof topic.$inferSelect, goodsCount: number) => ({
    topic_id: t.topicId,
    name: t.name,
    banner: t.banner,
    remark: t.remark,
    start_time: unixSeconds(t.startTime),
    end_time: unixSeconds(t.endTime),
    goods_count: goodsCount,
  });
  const topicGoodsCols = { tg: topicGoods, goodsName: goods.goodsName, skuImage: goodsSku.skuImage, price: goodsSku.discountPrice, stock: goodsSku.stock };
  const toTopicGoods = (r: { tg: typeof topicGoods.$inferSelect; goodsName: string; skuImage: string; price: number; stock: number }) => ({
    id: r.tg.id,
    topic_id: r.tg.topicId,
    goods_id: r.tg.goodsId,
    sku_id: r.tg.skuId,
    goods_name: r.goodsName,
    sku_image: r.skuImage,
    price: fenToYuan(r.price),
    topic_price: fenToYuan(r.tg.topicPrice),
    stock: r.stock,
  });

  return {
    async groupbuyPage(input: { keyword: string; order: Order; page: number; page_size: number }) {
      await requireOn('groupbuy');
      const now = clock();
      const where = and(runningGroupbuy(now), input.keyword ? ilike(goods.goodsName, likeText(input.keyword)) : undefined);
      const orderBy: SQL[] = {
        default: [asc(groupbuy.endTime), asc(groupbuy.groupbuyId)],
        price_asc: [asc(groupbuy.groupbuyPrice), asc(groupbuy.groupbuyId)],
        price_desc: [desc(groupbuy.groupbuyPrice), asc(groupbuy.groupbuyId)],
        sold: [desc(sql`${groupbuy.totalStock} - ${groupbuy.stock}`), asc(groupbuy.groupbuyId)],
      }[input.order];
      const found = await pageRows(
        input,
        db.select({ n: count() }).from(groupbuy).innerJoin(goods, eq(goods.goodsId, groupbuy.goodsId)).where(where),
        db.select(groupbuyCols).from(groupbuy).innerJoin(goods, eq(goods.goodsId, groupbuy.goodsId)).innerJoin(goodsSku, eq(goodsSku.skuId, groupbuy.skuId)).where(where),
        orderBy,
      );
      return shopperPage(found, input.page_size, toGroupbuy);
    },

    async groupbuyDetail(groupbuyId: number) {
      await requireOn('groupbuy');
      const now = clock();
      const [r] = await db
        .select({ ...groupbuyCols, siteId: goods.siteId, siteName: shop.siteName, introduction: goods.introduction })
        .from(groupbuy)
        .innerJoin(goods, eq(goods.goodsId, groupbuy.goodsId))
        .innerJoin(shop, eq(shop.siteId, goods.siteId))
        .innerJoin(goodsSku, eq(goodsSku.skuId, groupbuy.skuId))
        .where(and(eq(groupbuy.groupbuyId, groupbuyId), runningGroupbuy(now)));
      if (!r) throw new BusinessError('团购活动不存在或已结束', ErrorCode.NOT_FOUND);
      return { ...toGroupbuy(r), site_id: r.siteId, site_name: r.siteName, introduction: r.introduction, now: unixSeconds(now) };
    },

    async comboDetail(comboId: number) {
      await requireOn('combo');
      const now = clock();
      const c = await comboWithPrices(db, comboId, now);
      const members = await db
        .select({ goodsId: comboGoods.goodsId, skuId: comboGoods.skuId, num: comboGoods.num, goodsName: goods.goodsName, specName: goodsSku.specName, skuImage: goodsSku.skuImage, price: goodsSku.discountPrice, stock: goodsSku.stock, onShelf: goods.isOnShelf })
        .from(comboGoods)
        .innerJoin(goods, eq(goods.goodsId, comboGoods.goodsId))
        .innerJoin(goodsSku, eq(goodsSku.skuId, comboGoods.skuId))
        .where(eq(comboGoods.comboId, comboId))
        .orderBy(asc(comboGoods.skuId));
      if (members.length === 0) throw new BusinessError('组合套餐没有商品', ErrorCode.NOT_FOUND);
      const [site] = await db.select({ siteName: shop.siteName }).from(shop).where(eq(shop.siteId, c.combo.siteId));
      const stock = Math.min(...members.map((m) => (m.onShelf ? Math.floor(m.stock / m.num) : 0)));
      return {
        combo_id: comboId,
        name: c.combo.name,
        site_id: c.combo.siteId,
        site_name: site?.siteName ?? '',
        combo_price: fenToYuan(c.combo.comboPrice),
        original_price: fenToYuan(c.original),
        saving: fenToYuan(Math.max(0, c.original - c.combo.comboPrice)),
        end_time: unixSeconds(c.combo.endTime),
        now: unixSeconds(now),
        stock,
        goods: members.map((m) => ({ goods_id: m.goodsId, sku_id: m.skuId, goods_name: m.goodsName, sku_name: `${m.goodsName} ${m.specName}`.trim(), sku_image: m.skuImage, price: fenToYuan(m.price), num: m.num, stock: m.stock })),
      };
    },

    async topicPage(input: { page: number; page_size: number }) {
      await requireOn('topic');
      const now = clock();
      const where = runningTopic(now);
      const found = await pageRows(
        input,
        db.select({ n: count() }).from(topic).where(where),
        db.select({ t: topic, goodsCount: sql<number>`(select count(*)::int from topic_goods tg where tg.topic_id = ${topic}.topic_id)` }).from(topic).where(where),
        [asc(topic.endTime), asc(topic.topicId)],
      );
      return shopperPage(found, input.page_size, (r) => toTopic(r.t, Number(r.goodsCount)));
    },

    async topicDetail(input: { topic_id: number; page: number; page_size: number }) {
      await requireOn('topic');
      const now = clock();
      const [t] = await db.select().from(topic).where(and(eq(topic.topicId, input.topic_id), runningTopic(now)));
      if (!t) throw new BusinessError('专题活动不存在或已结束', ErrorCode.NOT_FOUND);
      const where = and(eq(topicGoods.topicId, t.topicId), eq(goods.isOnShelf, true));
      const found = await pageRows(
        input,
        db.select({ n: count() }).from(topicGoods).innerJoin(goods, eq(goods.goodsId, topicGoods.goodsId)).where(where),
        db.select(topicGoodsCols).from(topicGoods).innerJoin(goods, eq(goods.goodsId, topicGoods.goodsId)).innerJoin(goodsSku, eq(goodsSku.skuId, topicGoods.skuId)).where(where),
        [asc(topicGoods.id)],
      );
      return { topic: toTopic(t, found.total), goods: shopperPage(found, input.page_size, toTopicGoods), now: unixSeconds(now) };
    },

    async topicGoods(id: number) {
      await requireOn('topic');
      const now = clock();
      const [r] = await db
        .select({ ...topicGoodsCols, t: topic, siteId: goods.siteId, siteName: shop.siteName, introduction: goods.introduction })
        .from(topicGoods)
        .innerJoin(topic, eq(topic.topicId, topicGoods.topicId))
        .innerJoin(goods, eq(goods.goodsId, topicGoods.goodsId))
        .innerJoin(shop, eq(shop.siteId, goods.siteId))
        .innerJoin(goodsSku, eq(goodsSku.skuId, topicGoods.skuId))
        .where(and(eq(topicGoods.id, id), runningTopic(now), eq(goods.isOnShelf, true)));
      if (!r) throw new BusinessError('专题商品不存在或专题已结束', ErrorCode.NOT_FOUND);
      const [{ n }] = await db.select({ n: count() }).from(topicGoods).where(eq(topicGoods.topicId, r.t.topicId));
      return { ...toTopicGoods(r), topic: toTopic(r.t, Number(n)), site_id: r.siteId, site_name: r.siteName, introduction: r.introduction, now: unixSeconds(now) };
    },
  };
}
