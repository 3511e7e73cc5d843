// Branch sites in the console: the city and county sites with their region-hall fields, their banners
// and recommended goods (what /city/api/WebsiteBanner/bannerList and WebsiteRecommendGoods answer),
// and the support units with their goods. Site accounts reach only their own site's banners and
// recommended goods (site-scope.ts); everything else is the platform's (site.manage).
import type { FastifyInstance } from 'fastify';
import { and, asc, count, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { fenToYuan } from '@mall/rest-contract/money';
import type { ConsoleParsedRequestOf, SiteDetail } from '@mall/rest-contract';
import type { Tx } from '../../db/client';
import { goods, goodsSku, shop, website } from '../../db/schema';
import { supportCategory, supportGoods, supportUnit, websiteBanner, websiteProfile, websiteRecommendGoods } from '../../db/schema-region';
import { BusinessError } from '../../http/envelope';
import { changedFields, registerConsoleCalls } from '../console';
import { likePattern, notFound, page } from '../admin-review/queries';
import { namesPinyin } from '../search/text';
import { actorSiteId, assertBanners, assertSite } from './site-scope';

async function siteDetail(tx: Tx, siteId: number): Promise<SiteDetail> {
  const [row] = await tx.select({ w: website, p: websiteProfile }).from(website).leftJoin(websiteProfile, eq(websiteProfile.siteId, website.siteId)).where(eq(website.siteId, siteId));
  if (!row) throw notFound('分站');
  const { w, p } = row;
  return {
    site_id: w.siteId,
    title: w.title,
    logo: w.logo,
    website_type: w.websiteType,
    site_area_id: w.siteAreaId,
    web_domain: w.webDomain,
    is_back_index: w.isBackIndex,
    web_qrcode: w.webQrcode,
    sort: w.sort,
    province_id: p?.provinceId ?? 0,
    province_name: p?.provinceName ?? '',
    initial: p?.initial ?? '',
    parent_site_id: p?.parentSiteId ?? 0,
    welcome: p?.welcome ?? '',
    shortname: p?.shortname ?? '',
  };
}

/** Goods rows of a list (recommended or supported) in the list's order, with their default sku's price. */
async function goodsRows(tx: Tx, ids: { goodsId: number; sort: number }[]) {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ goodsId: goods.goodsId, name: goods.goodsName, image: goods.goodsImage, onShelf: goods.isOnShelf, shopName: shop.siteName, price: goodsSku.discountPrice })
    .from(goods)
    .innerJoin(shop, eq(shop.siteId, goods.siteId))
    .leftJoin(goodsSku, and(eq(goodsSku.goodsId, goods.goodsId), eq(goodsSku.isDefault, true)))
    .where(inArray(goods.goodsId, ids.map((i) => i.goodsId)));
  const byId = new Map(rows.map((r) => [r.goodsId, r]));
  return ids.flatMap(({ goodsId, sort }) => {
    const r = byId.get(goodsId);
    return r ? [{ goods_id: r.goodsId, goods_name: r.name, goods_image: r.image[0] ?? '', price: fenToYuan(r.price ?? 0), shop_name: r.shopName, is_on_shelf: r.onShelf, sort }] : [];
  });
}

async function recommendList(tx: Tx, siteId: number) {
  const ids = await tx.select({ goodsId: websiteRecommendGoods.goodsId, sort: websiteRecommendGoods.sort }).from(websiteRecommendGoods).where(eq(websiteRecommendGoods.siteId, siteId)).orderBy(asc(websiteRecommendGoods.sort), asc(websiteRecommendGoods.id));
  return goodsRows(tx, ids);
}

/** Refuses goods ids that do not exist (naming the first). */
async function assertGoods(tx: Tx, ids: readonly number[]) {
  if (ids.length === 0) return;
  const found = new Set((await tx.select({ id: goods.goodsId }).from(goods).where(inArray(goods.goodsId, [...ids]))).map((r) => r.id));
  const missing = ids.find((id) => !found.has(id));
  if (missing !== undefined) throw new BusinessError(`商品 ${missing} 不存在`);
}

const bannerRow = (b: typeof websiteBanner.$inferSelect) => ({ banner_id: b.bannerId, site_id: b.siteId, title: b.title, image: b.image, url: b.url, sort: b.sort });

async function supportDetail(tx: Tx, supportId: number) {
  const [row] = await tx.select({ u: supportUnit, categoryName: supportCategory.categoryName }).from(supportUnit).innerJoin(supportCategory, eq(supportCategory.categoryId, supportUnit.categoryId)).where(eq(supportUnit.supportId, supportId));
  if (!row) throw notFound('帮扶单位');
  const ids = await tx.select({ goodsId: supportGoods.goodsId, sort: supportGoods.sort }).from(supportGoods).where(eq(supportGoods.supportId, supportId)).orderBy(asc(supportGoods.sort), asc(supportGoods.id));
  const list = await goodsRows(tx, ids);
  return { support_id: row.u.supportId, support_name: row.u.supportName, support_logo: row.u.supportLogo, category_id: row.u.categoryId, category_name: row.categoryName, goods_count: list.length, sort: row.u.sort, is_show: row.u.isShow, introduction: row.u.introduction, goods: list };
}

async function checkSiteRules(tx: Tx, input: ConsoleParsedRequestOf<'/admin/api/sites/save'>) {
  const sameDomain = await tx.select({ id: website.siteId }).from(website).where(and(eq(website.webDomain, input.web_domain), input.site_id ? ne(website.siteId, input.site_id) : undefined)).limit(1);
  if (sameDomain.length) throw new BusinessError(`二级域名 ${input.web_domain} 已被其他分站使用`);
  if (input.website_type === 1 && input.parent_site_id !== 0) throw new BusinessError('市级分站不属于其他分站，所属市级分站请留空');
  if (input.website_type === 2) {
    if (input.parent_site_id === 0) throw new BusinessError('区县分站须选择所属的市级分站');
    const [parent] = await tx.select({ type: website.websiteType }).from(website).where(eq(website.siteId, input.parent_site_id));
    if (!parent || parent.type !== 1) throw new BusinessError('所属分站必须是已有的市级分站');
  }
  if (input.site_id && input.website_type === 2) {
    const [child] = await tx.select({ id: websiteProfile.siteId }).from(websiteProfile).where(eq(websiteProfile.parentSiteId, input.site_id)).limit(1);
    if (child) throw new BusinessError('该分站下还有区县分站，不能改为区县分站');
  }
}

export function registerSiteCalls(app: FastifyInstance): void {
  registerConsoleCalls(app, {
    '/admin/api/sites/list': async ({ tx, input, actor }) => {
      const own = await actorSiteId(tx, actor);
      const like = likePattern(input.keyword);
      const where = and(own !== null ? eq(website.siteId, own) : undefined, like ? or(ilike(website.title, like), ilike(website.webDomain, like)) : undefined, input.website_type ? eq(website.websiteType, input.website_type) : undefined);
      const [total] = await tx.select({ n: count() }).from(website).where(where);
      const rows = await tx
        .select({
          w: website,
          parent: websiteProfile.parentSiteId,
          province: websiteProfile.provinceName,
          hallShow: websiteProfile.hallShow,
          banners: sql<number>`(select count(*)::int from website_banner b where b.site_id = ${website.siteId})`,
          goods: sql<number>`(select count(*)::int from website_recommend_goods r where r.site_id = ${website.siteId})`,
        })
        .from(website)
        .leftJoin(websiteProfile, eq(websiteProfile.siteId, website.siteId))
        .where(where)
        .orderBy(...(input.sort === 'sort_desc' ? [sql`${website.sort} desc`, sql`${website.siteId} desc`] : [asc(website.sort), asc(website.siteId)]))
        .limit(input.page_size)
        .offset((input.page - 1) * input.page_size);
      const list = rows.map((r) => ({
        site_id: r.w.siteId,
        title: r.w.title,
        logo: r.w.logo,
        website_type: r.w.websiteType,
        parent_site_id: r.parent ?? 0,
        province_name: r.province ?? '',
        web_domain: r.w.webDomain,
        is_back_index: r.w.isBackIndex,
        banner_count: Number(r.banners),
        goods_count: Number(r.goods),
        is_show: r.w.isShow,
        hall_show: r.hallShow ?? true,
      }));
      return page(list, Number(total.n), input);
    },
    '/admin/api/sites/detail': ({ tx, input }) => siteDetail(tx, input.site_id),
    '/admin/api/sites/save': async ({ tx, input, audit }) => {
      await checkSiteRules(tx, input);
      const site = { title: input.title, logo: input.logo, websiteType: input.website_type, siteAreaId: input.site_area_id, webDomain: input.web_domain, isBackIndex: input.is_back_index, webQrcode: input.web_qrcode, sort: input.sort };
      const profile = { provinceId: input.province_id, provinceName: input.province_name, initial: input.initial, parentSiteId: input.parent_site_id, welcome: input.welcome, shortname: input.shortname, pinyin: namesPinyin(input.title, input.shortname).slice(0, 255) };
      if (input.site_id === undefined) {
        const [created] = await tx.insert(website).values(site).returning({ id: website.siteId });
        await tx.insert(websiteProfile).values({ siteId: created.id, ...profile });
        const after = await siteDetail(tx, created.id);
        await audit({ action: 'sites.create', targetType: 'website', targetId: created.id, after });
        return after;
      }
      const before = await siteDetail(tx, input.site_id);
      await tx.update(website).set(site).where(eq(website.siteId, input.site_id));
      await tx.insert(websiteProfile).values({ siteId: input.site_id, ...profile }).onConflictDoUpdate({ target: websiteProfile.siteId, set: profile });
      const after = await siteDetail(tx, input.site_id);
      await audit({ action: 'sites.update', targetType: 'website', targetId: input.site_id, ...changedFields(before, after) });
      return after;
    },

    // The storefront's show switches: each locks its row, refuses a missing id, and audits before and after.
    '/admin/api/sites/show': async ({ tx, input, audit }) => {
      const [before] = await tx.select({ isShow: website.isShow }).from(website).where(eq(website.siteId, input.site_id)).for('update');
      if (!before) throw notFound('分站');
      await tx.update(website).set({ isShow: input.is_show }).where(eq(website.siteId, input.site_id));
      await audit({ action: 'sites.show', targetType: 'website', targetId: input.site_id, before: { is_show: before.isShow }, after: { is_show: input.is_show } });
      return { site_id: input.site_id, is_show: input.is_show };
    },
    '/admin/api/sites/hall/show': async ({ tx, input, audit }) => {
      const [site] = await tx.select({ id: website.siteId }).from(website).where(eq(website.siteId, input.site_id));
      if (!site) throw notFound('分站');
      const [before] = await tx.select({ hallShow: websiteProfile.hallShow }).from(websiteProfile).where(eq(websiteProfile.siteId, input.site_id)).for('update');
      if (!before) throw new BusinessError('该分站还没有地区馆信息（省份、首字母），请先编辑分站');
      await tx.update(websiteProfile).set({ hallShow: input.is_show }).where(eq(websiteProfile.siteId, input.site_id));
      await audit({ action: 'sites.hall.show', targetType: 'website', targetId: input.site_id, before: { hall_show: before.hallShow }, after: { hall_show: input.is_show } });
      return { site_id: input.site_id, is_show: input.is_show };
    },
    '/admin/api/support/show': async ({ tx, input, audit }) => {
      const [before] = await tx.select({ isShow: supportUnit.isShow }).from(supportUnit).where(eq(supportUnit.supportId, input.support_id)).for('update');
      if (!before) throw notFound('帮扶单位');
      await tx.update(supportUnit).set({ isShow: input.is_show }).where(eq(supportUnit.supportId, input.support_id));
      await audit({ action: 'support.show', targetType: 'support_unit', targetId: input.support_id, before: { is_show: before.isShow }, after: { is_show: input.is_show } });
      return { support_id: input.support_id, is_show: input.is_show };
    },

    '/admin/api/sites/banners/list': async ({ tx, input, actor }) => {
      await assertSite(tx, actor, 'sites.banners.list', input.site_id);
      return (await tx.select().from(websiteBanner).where(eq(websiteBanner.siteId, input.site_id)).orderBy(asc(websiteBanner.sort), asc(websiteBanner.bannerId))).map(bannerRow);
    },
    '/admin/api/sites/banners/save': async ({ tx, input, actor, audit }) => {
      await assertSite(tx, actor, 'sites.banners.save', input.site_id);
      const fields = { siteId: input.site_id, title: input.title, image: input.image, url: input.url, sort: input.sort };
      if (input.banner_id === undefined) {
        const [created] = await tx.insert(websiteBanner).values(fields).returning();
        await audit({ action: 'sites.banner.create', targetType: 'website_banner', targetId: created.bannerId, after: bannerRow(created) });
        return bannerRow(created);
      }
      const before = (await assertBanners(tx, actor, 'sites.banners.save', [input.banner_id])).get(input.banner_id)!;
      // A site account cannot move a banner to another site: assertSite checked the target, this the source.
      const [saved] = await tx.update(websiteBanner).set(fields).where(eq(websiteBanner.bannerId, input.banner_id)).returning();
      await audit({ action: 'sites.banner.update', targetType: 'website_banner', targetId: input.banner_id, ...changedFields(bannerRow(before), bannerRow(saved)) });
      return bannerRow(saved);
    },
    '/admin/api/sites/banners/delete': async ({ tx, input, actor, audit }) => {
      const before = (await assertBanners(tx, actor, 'sites.banners.delete', [input.banner_id])).get(input.banner_id)!;
      await tx.delete(websiteBanner).where(eq(websiteBanner.bannerId, input.banner_id));
      await audit({ action: 'sites.banner.delete', targetType: 'website_banner', targetId: input.banner_id, before: bannerRow(before) });
      return { banner_id: input.banner_id };
    },
    '/admin/api/sites/recommend/list': async ({ tx, input, actor }) => {
      await assertSite(tx, actor, 'sites.recommend.list', input.site_id);
      return recommendList(tx, input.site_id);
    },
    '/admin/api/sites/recommend/set': async ({ tx, input, actor, audit }) => {
      await assertSite(tx, actor, 'sites.recommend.set', input.site_id);
      await assertGoods(tx, input.goods_ids);
      const before = await recommendList(tx, input.site_id);
      await tx.delete(websiteRecommendGoods).where(eq(websiteRecommendGoods.siteId, input.site_id));
      if (input.goods_ids.length) await tx.insert(websiteRecommendGoods).values(input.goods_ids.map((goodsId, i) => ({ siteId: input.site_id, goodsId, sort: i + 1 })));
      await audit({ action: 'sites.recommend.set', targetType: 'website', targetId: input.site_id, before: { goods_ids: before.map((g) => g.goods_id) }, after: { goods_ids: input.goods_ids } });
      return recommendList(tx, input.site_id);
    },

    '/admin/api/support/categories': async ({ tx }) =>
      (await tx.select().from(supportCategory).orderBy(asc(supportCategory.level), asc(supportCategory.sort), asc(supportCategory.categoryId))).map((c) => ({ category_id: c.categoryId, pid: c.pid, level: c.level, category_name: c.categoryName })),
    '/admin/api/support/list': async ({ tx, input }) => {
      const like = likePattern(input.keyword);
      const where = and(like ? ilike(supportUnit.supportName, like) : undefined, input.category_id ? or(eq(supportUnit.categoryId, input.category_id), eq(supportCategory.pid, input.category_id)) : undefined) as SQL | undefined;
      const [total] = await tx.select({ n: count() }).from(supportUnit).innerJoin(supportCategory, eq(supportCategory.categoryId, supportUnit.categoryId)).where(where);
      const rows = await tx
        .select({ u: supportUnit, categoryName: supportCategory.categoryName, goods: sql<number>`(select count(*)::int from support_goods g where g.support_id = ${supportUnit.supportId})` })
        .from(supportUnit)
        .innerJoin(supportCategory, eq(supportCategory.categoryId, supportUnit.categoryId))
        .where(where)
        .orderBy(...(input.sort === 'sort_desc' ? [sql`${supportUnit.sort} desc`, sql`${supportUnit.supportId} desc`] : [asc(supportUnit.sort), asc(supportUnit.supportId)]))
        .limit(input.page_size)
        .offset((input.page - 1) * input.page_size);
      return page(
        rows.map((r) => ({ support_id: r.u.supportId, support_name: r.u.supportName, support_logo: r.u.supportLogo, category_id: r.u.categoryId, category_name: r.categoryName, goods_count: Number(r.goods), sort: r.u.sort, is_show: r.u.isShow })),
        Number(total.n),
        input,
      );
    },
    '/admin/api/support/detail': ({ tx, input }) => supportDetail(tx, input.support_id),
    '/admin/api/support/save': async ({ tx, input, audit }) => {
      const [category] = await tx.select({ id: supportCategory.categoryId }).from(supportCategory).where(eq(supportCategory.categoryId, input.category_id));
      if (!category) throw new BusinessError('单位分类不存在');
      await assertGoods(tx, input.goods_ids);
      const fields = { supportName: input.support_name, supportLogo: input.support_logo, introduction: input.introduction, categoryId: input.category_id, sort: input.sort };
      const before = input.support_id === undefined ? null : await supportDetail(tx, input.support_id);
      const id = input.support_id ?? (await tx.insert(supportUnit).values(fields).returning({ id: supportUnit.supportId }))[0]!.id;
      if (before) await tx.update(supportUnit).set(fields).where(eq(supportUnit.supportId, id));
      await tx.delete(supportGoods).where(eq(supportGoods.supportId, id));
      if (input.goods_ids.length) await tx.insert(supportGoods).values(input.goods_ids.map((goodsId, i) => ({ supportId: id, goodsId, sort: i + 1 })));
      const after = await supportDetail(tx, id);
      const facts = (d: typeof after) => ({ support_name: d.support_name, support_logo: d.support_logo, introduction: d.introduction, category_id: d.category_id, sort: d.sort, goods_ids: d.goods.map((g) => g.goods_id) });
      await audit({ action: before ? 'support.update' : 'support.create', targetType: 'support_unit', targetId: id, ...(before ? changedFields(facts(before), facts(after)) : { after: facts(after) }) });
      return after;
    },
  });
}
