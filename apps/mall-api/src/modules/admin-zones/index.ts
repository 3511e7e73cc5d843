// Assistance zones, the fresh hall, projects, news and meal packages in the console. The console
// writes the tables the storefront reads (zone, zone_goods, assist_project, assist_news,
// meal_package): a saved change shows at the next storefront request. Rich text goes through the
// house sanitizer; every sku a list names must exist.
import type { FastifyInstance } from 'fastify';
import { and, asc, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import { sanitizeHtml } from '@mall/rest-contract/html';
import { fenToYuan } from '@mall/rest-contract/money';
import type { Tx } from '../../db/client';
import { goods, goodsSku } from '../../db/schema';
import { assistNews, assistProject, mealPackage, zone, zoneGoods } from '../../db/schema-zone';
import { BusinessError, unixSeconds } from '../../http/envelope';
import { changedFields, registerConsoleCalls } from '../console';
import { likePattern, notFound, page } from '../admin-review/queries';

/** Name, picture, price and shelf state of skus, by id. */
async function skuFacts(tx: Tx, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, { name: string; image: string; price: number; onShelf: boolean }>();
  const rows = await tx
    .select({ id: goodsSku.skuId, goodsName: goods.goodsName, spec: goodsSku.specName, image: goodsSku.skuImage, price: goodsSku.discountPrice, onShelf: goods.isOnShelf })
    .from(goodsSku)
    .innerJoin(goods, eq(goods.goodsId, goodsSku.goodsId))
    .where(inArray(goodsSku.skuId, [...ids]));
  return new Map(rows.map((r) => [r.id, { name: `${r.goodsName} ${r.spec}`.trim(), image: r.image, price: r.price, onShelf: r.onShelf }]));
}

/** Refuses a list naming a sku that does not exist. */
async function assertSkus(tx: Tx, ids: readonly number[]) {
  const facts = await skuFacts(tx, ids);
  const missing = ids.find((id) => !facts.has(id));
  if (missing !== undefined) throw new BusinessError(`商品规格 ${missing} 不存在`);
  return facts;
}

async function zoneDetail(tx: Tx, code: string) {
  const [z] = await tx.select().from(zone).where(eq(zone.code, code));
  if (!z) throw notFound('专区');
  const rows = await tx.select().from(zoneGoods).where(eq(zoneGoods.zoneId, z.zoneId)).orderBy(asc(zoneGoods.sort), asc(zoneGoods.id));
  const facts = await skuFacts(tx, rows.map((r) => r.skuId));
  return {
    zone_id: z.zoneId,
    code: z.code,
    title: z.title,
    subtitle: z.subtitle,
    banner: z.banner,
    tab_kind: z.tabKind,
    goods_count: rows.length,
    introduction: z.introduction,
    notice: z.notice,
    goods: rows.map((r) => {
      const f = facts.get(r.skuId);
      return { sku_id: r.skuId, sku_name: f?.name ?? '', sku_image: f?.image ?? '', price: fenToYuan(f?.price ?? 0), is_on_shelf: f?.onShelf ?? false, tab: r.tab, province: r.province };
    }),
  };
}

const projectRow = (p: typeof assistProject.$inferSelect) => ({
  project_id: p.projectId,
  title: p.title,
  place: p.place,
  status: p.status,
  target_amount: fenToYuan(p.targetAmount),
  raised_amount: fenToYuan(p.raisedAmount),
  progress: Math.min(100, Math.floor((p.raisedAmount * 100) / p.targetAmount)),
  beneficiaries: p.beneficiaries,
  sort: p.sort,
  is_show: p.isShow,
});
const projectFacts = (p: typeof assistProject.$inferSelect) => ({ ...projectRow(p), cover: p.cover, images: p.images, summary: p.summary, content: p.content, sku_ids: p.skuIds });
/** A project with its goods named (what the console's goods picker shows of the chosen ones). */
async function projectDetail(tx: Tx, p: typeof assistProject.$inferSelect) {
  const facts = await skuFacts(tx, p.skuIds);
  const goods = p.skuIds.flatMap((id) => {
    const f = facts.get(id);
    return f ? [{ sku_id: id, sku_name: f.name, sku_image: f.image, price: fenToYuan(f.price), is_on_shelf: f.onShelf }] : [];
  });
  return { ...projectFacts(p), goods };
}
const newsDetail = (n: typeof assistNews.$inferSelect) => ({ news_id: n.newsId, title: n.title, source: n.source, create_time: unixSeconds(n.createTime), cover: n.cover, summary: n.summary, content: n.content });

async function mealRow(tx: Tx, m: typeof mealPackage.$inferSelect) {
  const facts = await skuFacts(tx, m.items.map((i) => i.skuId));
  return {
    package_id: m.packageId,
    title: m.title,
    people: m.people,
    image: m.image,
    description: m.description,
    package_price: fenToYuan(m.packagePrice),
    items: m.items.map((i) => ({ sku_id: i.skuId, num: i.num, sku_name: facts.get(i.skuId)?.name ?? '', price: fenToYuan(facts.get(i.skuId)?.price ?? 0) })),
    is_show: m.isShow,
    sort: m.sort,
  };
}

export function registerZoneCalls(app: FastifyInstance): void {
  registerConsoleCalls(app, {
    '/admin/api/zones/list': async ({ tx }) => {
      const rows = await tx
        .select({ z: zone, n: sql<number>`(select count(*)::int from zone_goods g where g.zone_id = ${zone.zoneId})` })
        .from(zone)
        .orderBy(asc(zone.sort), asc(zone.zoneId));
      return rows.map(({ z, n }) => ({ zone_id: z.zoneId, code: z.code, title: z.title, subtitle: z.subtitle, banner: z.banner, tab_kind: z.tabKind, goods_count: Number(n) }));
    },
    '/admin/api/zones/detail': ({ tx, input }) => zoneDetail(tx, input.code),
    '/admin/api/zones/save': async ({ tx, input, audit }) => {
      const before = await zoneDetail(tx, input.code);
      const fields = { title: input.title, subtitle: input.subtitle, banner: input.banner, introduction: input.introduction, notice: input.notice };
      await tx.update(zone).set(fields).where(eq(zone.code, input.code));
      await audit({ action: 'zones.update', targetType: 'zone', targetId: input.code, ...changedFields({ title: before.title, subtitle: before.subtitle, banner: before.banner, introduction: before.introduction, notice: before.notice }, fields) });
      return zoneDetail(tx, input.code);
    },
    '/admin/api/zones/goods/set': async ({ tx, input, audit }) => {
      const before = await zoneDetail(tx, input.code);
      await assertSkus(tx, input.goods.map((g) => g.sku_id));
      if (before.tab_kind === 'region') {
        const noProvince = input.goods.find((g) => !g.province);
        if (noProvince) throw new BusinessError(`按地区分类的专区，每件商品须填写省份（商品规格 ${noProvince.sku_id}）`);
      }
      await tx.delete(zoneGoods).where(eq(zoneGoods.zoneId, before.zone_id));
      if (input.goods.length) await tx.insert(zoneGoods).values(input.goods.map((g, i) => ({ zoneId: before.zone_id, skuId: g.sku_id, tab: g.tab, province: g.province, sort: i + 1 })));
      await audit({ action: 'zones.goods.set', targetType: 'zone', targetId: input.code, before: { sku_ids: before.goods.map((g) => g.sku_id) }, after: { sku_ids: input.goods.map((g) => g.sku_id) } });
      return zoneDetail(tx, input.code);
    },

    '/admin/api/projects/list': async ({ tx, input }) => {
      const like = likePattern(input.keyword);
      const where = like ? ilike(assistProject.title, like) : undefined;
      const [total] = await tx.select({ n: count() }).from(assistProject).where(where);
      const rows = await tx
        .select()
        .from(assistProject)
        .where(where)
        .orderBy(...(input.sort === 'sort_desc' ? [desc(assistProject.sort), desc(assistProject.projectId)] : [asc(assistProject.sort), asc(assistProject.projectId)]))
        .limit(input.page_size)
        .offset((input.page - 1) * input.page_size);
      return page(rows.map(projectRow), Number(total.n), input);
    },
    '/admin/api/projects/detail': async ({ tx, input }) => {
      const [p] = await tx.select().from(assistProject).where(eq(assistProject.projectId, input.project_id));
      if (!p) throw notFound('帮扶项目');
      return projectDetail(tx, p);
    },
    '/admin/api/projects/save': async ({ tx, input, audit }) => {
      await assertSkus(tx, input.sku_ids);
      if (input.status === 0 && input.raised_amount > 0) throw new BusinessError('筹备中的项目还没有开始筹款，已筹金额应为 0');
      if (input.status === 2 && input.raised_amount < input.target_amount) throw new BusinessError('已筹金额未达到目标金额，项目不能标记为已完成');
      const fields = {
        title: input.title,
        place: input.place,
        beneficiaries: input.beneficiaries,
        targetAmount: input.target_amount,
        raisedAmount: input.raised_amount,
        status: input.status,
        cover: input.cover,
        images: input.images,
        summary: input.summary,
        content: sanitizeHtml(input.content),
        skuIds: input.sku_ids,
        sort: input.sort,
      };
      if (input.project_id === undefined) {
        const [created] = await tx.insert(assistProject).values(fields).returning();
        await audit({ action: 'projects.create', targetType: 'assist_project', targetId: created.projectId, after: projectRow(created) });
        return projectDetail(tx, created);
      }
      const [before] = await tx.select().from(assistProject).where(eq(assistProject.projectId, input.project_id)).for('update');
      if (!before) throw notFound('帮扶项目');
      const [saved] = await tx.update(assistProject).set(fields).where(eq(assistProject.projectId, input.project_id)).returning();
      await audit({ action: 'projects.update', targetType: 'assist_project', targetId: input.project_id, ...changedFields(projectFacts(before), projectFacts(saved)) });
      return projectDetail(tx, saved);
    },

    '/admin/api/projects/show': async ({ tx, input, audit }) => {
      const [before] = await tx.select({ isShow: assistProject.isShow }).from(assistProject).where(eq(assistProject.projectId, input.project_id)).for('update');
      if (!before) throw notFound('帮扶项目');
      await tx.update(assistProject).set({ isShow: input.is_show }).where(eq(assistProject.projectId, input.project_id));
      await audit({ action: 'projects.show', targetType: 'assist_project', targetId: input.project_id, before: { is_show: before.isShow }, after: { is_show: input.is_show } });
      return { project_id: input.project_id, is_show: input.is_show };
    },

    '/admin/api/news/list': async ({ tx, input }) => {
      const like = likePattern(input.keyword);
      const where = like ? ilike(assistNews.title, like) : undefined;
      const [total] = await tx.select({ n: count() }).from(assistNews).where(where);
      const rows = await tx.select().from(assistNews).where(where).orderBy(desc(assistNews.createTime), desc(assistNews.newsId)).limit(input.page_size).offset((input.page - 1) * input.page_size);
      return page(rows.map((n) => ({ news_id: n.newsId, title: n.title, source: n.source, create_time: unixSeconds(n.createTime) })), Number(total.n), input);
    },
    '/admin/api/news/detail': async ({ tx, input }) => {
      const [n] = await tx.select().from(assistNews).where(eq(assistNews.newsId, input.news_id));
      if (!n) throw notFound('帮扶资讯');
      return newsDetail(n);
    },
    '/admin/api/news/save': async ({ tx, input, audit }) => {
      const content = sanitizeHtml(input.content);
      if (!content.trim()) throw new BusinessError('正文清理后为空，请填写文字内容');
      const fields = { title: input.title, cover: input.cover, summary: input.summary, source: input.source, content };
      if (input.news_id === undefined) {
        const [created] = await tx.insert(assistNews).values(fields).returning();
        await audit({ action: 'news.create', targetType: 'assist_news', targetId: created.newsId, after: { title: created.title, source: created.source } });
        return newsDetail(created);
      }
      const [before] = await tx.select().from(assistNews).where(eq(assistNews.newsId, input.news_id)).for('update');
      if (!before) throw notFound('帮扶资讯');
      const [saved] = await tx.update(assistNews).set(fields).where(eq(assistNews.newsId, input.news_id)).returning();
      await audit({ action: 'news.update', targetType: 'assist_news', targetId: input.news_id, ...changedFields(newsDetail(before), newsDetail(saved)) });
      return newsDetail(saved);
    },
    '/admin/api/news/delete': async ({ tx, input, audit }) => {
      const [gone] = await tx.delete(assistNews).where(eq(assistNews.newsId, input.news_id)).returning();
      if (!gone) throw notFound('帮扶资讯');
      await audit({ action: 'news.delete', targetType: 'assist_news', targetId: input.news_id, before: { title: gone.title, source: gone.source } });
      return { news_id: input.news_id };
    },

    '/admin/api/meals/list': async ({ tx }) => Promise.all((await tx.select().from(mealPackage).orderBy(asc(mealPackage.sort), asc(mealPackage.packageId))).map((m) => mealRow(tx, m))),
    '/admin/api/meals/save': async ({ tx, input, audit }) => {
      const facts = await assertSkus(tx, input.items.map((i) => i.sku_id));
      const offShelf = input.items.find((i) => !facts.get(i.sku_id)?.onShelf);
      if (offShelf && input.is_show) throw new BusinessError(`套餐中的商品已下架（${facts.get(offShelf.sku_id)?.name}），上架的套餐不能包含下架商品`);
      const original = input.items.reduce((sum, i) => sum + (facts.get(i.sku_id)?.price ?? 0) * i.num, 0);
      if (input.package_price >= original) throw new BusinessError(`套餐价须低于所含商品的价格之和（${fenToYuan(original)} 元）`);
      const fields = { title: input.title, people: input.people, image: input.image, description: input.description, packagePrice: input.package_price, items: input.items.map((i) => ({ skuId: i.sku_id, num: i.num })), isShow: input.is_show, sort: input.sort };
      if (input.package_id === undefined) {
        const [created] = await tx.insert(mealPackage).values(fields).returning();
        const row = await mealRow(tx, created);
        await audit({ action: 'meals.create', targetType: 'meal_package', targetId: created.packageId, after: { title: row.title, package_price: row.package_price, is_show: row.is_show } });
        return row;
      }
      const [before] = await tx.select().from(mealPackage).where(eq(mealPackage.packageId, input.package_id)).for('update');
      if (!before) throw notFound('套餐');
      const [saved] = await tx.update(mealPackage).set(fields).where(and(eq(mealPackage.packageId, input.package_id))).returning();
      const [b, a] = [await mealRow(tx, before), await mealRow(tx, saved)];
      await audit({ action: 'meals.update', targetType: 'meal_package', targetId: input.package_id, ...changedFields(b, a) });
      return a;
    },
  });
}
