// Assistance zones, the fresh hall, projects, news, meal packages and DIY micro pages.
// Zone goods are the on-shelf skus of zone_goods in the zone's order; tabs are counted over the same.
import { and, asc, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import {
  ErrorCode,
  parseDiyComponents,
  type DiyComponent,
  type DiySkipped,
  type GoodsSummary,
  type MealPackage,
  type Paged,
  type ResponseOf,
  type ZoneInfo,
} from '@mall/rest-contract';
import type { Db } from '../../db/client';
import { columnsPage } from '../../db/paging';
import { goods, goodsSku } from '../../db/schema';
import { assistNews, assistProject, diyPage, mealPackage, zone, zoneGoods } from '../../db/schema-zone';
import { BusinessError, unixSeconds } from '../../http/envelope';
import { fenToYuan } from '@mall/rest-contract/money';
import { skuSummariesByIds } from '../catalogue/queries';
import { toGoodsSummary } from '../catalogue/service';

const paged = <T>(list: T[], n: number, pageSize: number): Paged<T> => ({ list, count: n, page_count: Math.ceil(n / pageSize) });
const neighbour = (row: { id: number; title: string } | undefined) => (row ? { id: row.id, title: row.title } : null);

export interface ZoneGoodsFilter {
  tab?: string;
  province?: string;
}

export function createZoneService(db: Db) {
  /** Summaries of `ids` in that order, on-shelf only. */
  async function summaries(ids: number[]): Promise<GoodsSummary[]> {
    const rows = await skuSummariesByIds(db, [...new Set(ids)]);
    const byId = new Map(rows.map((r) => [r.sku_id, toGoodsSummary(r)]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  async function zoneByCode(code: string) {
    const [row] = await db.select().from(zone).where(eq(zone.code, code));
    if (!row) throw new BusinessError('专区不存在', ErrorCode.NOT_FOUND);
    return row;
  }

  const onShelf = (zoneId: number, filter: ZoneGoodsFilter): SQL => {
    const parts: SQL[] = [eq(zoneGoods.zoneId, zoneId), eq(goods.isOnShelf, true)];
    if (filter.tab) parts.push(eq(zoneGoods.tab, filter.tab));
    if (filter.province) parts.push(eq(zoneGoods.province, filter.province));
    return and(...parts) as SQL;
  };

  async function info(code: string, province?: string): Promise<ZoneInfo> {
    const z = await zoneByCode(code);
    const tabs = await db
      .select({ name: zoneGoods.tab, count: count() })
      .from(zoneGoods)
      .innerJoin(goodsSku, eq(goodsSku.skuId, zoneGoods.skuId))
      .innerJoin(goods, eq(goods.goodsId, goodsSku.goodsId))
      .where(onShelf(z.zoneId, { province }))
      .groupBy(zoneGoods.tab)
      .orderBy(sql`min(${zoneGoods.sort})`, zoneGoods.tab);
    return {
      code: z.code,
      title: z.title,
      subtitle: z.subtitle,
      banner: z.banner,
      introduction: z.introduction,
      notice: z.notice,
      tab_kind: z.tabKind === 'region' ? 'region' : 'category',
      tabs: tabs.map((t) => ({ name: t.name, count: Number(t.count) })),
    };
  }

  async function goodsPage(code: string, filter: ZoneGoodsFilter, page: number, pageSize: number): Promise<Paged<GoodsSummary>> {
    const z = await zoneByCode(code);
    const where = onShelf(z.zoneId, filter);
    const base = () =>
      db
        .select({ skuId: zoneGoods.skuId })
        .from(zoneGoods)
        .innerJoin(goodsSku, eq(goodsSku.skuId, zoneGoods.skuId))
        .innerJoin(goods, eq(goods.goodsId, goodsSku.goodsId))
        .where(where);
    const [rows, [total]] = await Promise.all([
      base()
        .orderBy(asc(zoneGoods.sort), asc(zoneGoods.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      db
        .select({ n: count() })
        .from(zoneGoods)
        .innerJoin(goodsSku, eq(goodsSku.skuId, zoneGoods.skuId))
        .innerJoin(goods, eq(goods.goodsId, goodsSku.goodsId))
        .where(where),
    ]);
    return paged(await summaries(rows.map((r) => r.skuId)), Number(total?.n ?? 0), pageSize);
  }

  const projectColumns = {
    project_id: assistProject.projectId,
    title: assistProject.title,
    place: assistProject.place,
    beneficiaries: assistProject.beneficiaries,
    target: assistProject.targetAmount,
    raised: assistProject.raisedAmount,
    status: assistProject.status,
    cover: assistProject.cover,
    summary: assistProject.summary,
  };
  const toProject = ({ target, raised, ...r }: { target: number; raised: number } & Omit<ResponseOf<'/api/project/page'>['list'][number], 'target_amount' | 'raised_amount' | 'progress'>) => ({
    ...r,
    target_amount: fenToYuan(target),
    raised_amount: fenToYuan(raised),
    progress: Math.min(100, Math.floor((raised * 100) / target)),
  });

  /** Goods lists by rule resolved to skus, every list reduced to on-shelf goods, and their summaries. */
  async function resolveDiy(components: DiyComponent[]): Promise<{ components: DiyComponent[]; goods: GoodsSummary[] }> {
    const resolved: DiyComponent[] = await Promise.all(
      components.map(async (c) => (c.type === 'goodsList' && c.source === 'rule' ? { ...c, skuIds: await ruleSkus(db, c.rule) } : c)),
    );
    const list = await summaries(resolved.flatMap((c) => (c.type === 'goodsList' ? c.skuIds : [])));
    const found = new Set(list.map((g) => g.sku_id));
    return {
      components: resolved.map((c) => (c.type === 'goodsList' ? { ...c, skuIds: c.skuIds.filter((s) => found.has(s)) } : c)),
      goods: [...new Map(list.map((g) => [g.sku_id, g])).values()],
    };
  }

  return {
    info,
    goodsPage,

    async projectPage(page: number, pageSize: number): Promise<ResponseOf<'/api/project/page'>> {
      const [rows, [total]] = await Promise.all([
        db.select(projectColumns).from(assistProject).where(eq(assistProject.isShow, true)).orderBy(asc(assistProject.sort), asc(assistProject.projectId)).limit(pageSize).offset((page - 1) * pageSize),
        db.select({ n: count() }).from(assistProject).where(eq(assistProject.isShow, true)),
      ]);
      return paged(rows.map(toProject), Number(total?.n ?? 0), pageSize);
    },
    async projectInfo(id: number): Promise<ResponseOf<'/api/project/info'>> {
      const [row] = await db
        .select({ ...projectColumns, images: assistProject.images, content: assistProject.content, skuIds: assistProject.skuIds, createTime: assistProject.createTime })
        .from(assistProject)
        .where(and(eq(assistProject.projectId, id), eq(assistProject.isShow, true)));
      // A project switched off in the console answers as a missing one.
      if (!row) throw new BusinessError('帮扶项目不存在', ErrorCode.NOT_FOUND);
      const { images, content, skuIds, createTime, ...entry } = row;
      return { ...toProject(entry), images, content, create_time: unixSeconds(createTime), goods: await summaries(skuIds) };
    },

    async newsPage(page: number, pageSize: number): Promise<ResponseOf<'/api/project/newsPage'>> {
      const { rows, total } = await columnsPage(db, assistNews, { id: assistNews.newsId, title: assistNews.title, cover: assistNews.cover, summary: assistNews.summary, source: assistNews.source, create_time: assistNews.createTime }, undefined, [desc(assistNews.createTime), desc(assistNews.newsId)], page, pageSize);
      return paged(rows.map((r) => ({ ...r, create_time: unixSeconds(r.create_time) })), total, pageSize);
    },
    async newsInfo(id: number): Promise<ResponseOf<'/api/project/newsInfo'>> {
      const [row] = await db.select().from(assistNews).where(eq(assistNews.newsId, id));
      if (!row) throw new BusinessError('资讯不存在', ErrorCode.NOT_FOUND);
      // List order is newest first: prev is the newer neighbour, next the older one.
      const key = sql`(${assistNews.createTime}, ${assistNews.newsId})`;
      const cur = sql`(${row.createTime.toISOString()}::timestamptz, ${row.newsId}::int)`;
      const [[prev], [next]] = await Promise.all([
        db.select({ id: assistNews.newsId, title: assistNews.title }).from(assistNews).where(sql`${key} > ${cur}`).orderBy(asc(assistNews.createTime), asc(assistNews.newsId)).limit(1),
        db.select({ id: assistNews.newsId, title: assistNews.title }).from(assistNews).where(sql`${key} < ${cur}`).orderBy(desc(assistNews.createTime), desc(assistNews.newsId)).limit(1),
      ]);
      return {
        id: row.newsId,
        title: row.title,
        cover: row.cover,
        summary: row.summary,
        source: row.source,
        create_time: unixSeconds(row.createTime),
        content: row.content,
        prev: neighbour(prev),
        next: neighbour(next),
      };
    },

    async mealPlan(people?: number): Promise<MealPackage[]> {
      const rows = await db
        .select()
        .from(mealPackage)
        .where(and(eq(mealPackage.isShow, true), people === undefined ? undefined : eq(mealPackage.people, people)))
        .orderBy(asc(mealPackage.sort), asc(mealPackage.packageId));
      const all = await summaries(rows.flatMap((r) => r.items.map((i) => i.skuId)));
      const byId = new Map(all.map((g) => [g.sku_id, g]));
      return rows.flatMap((r) => {
        const items = r.items.flatMap((i) => {
          const g = byId.get(i.skuId);
          return g ? [{ num: i.num, goods: g }] : [];
        });
        // A package with an item off the shelf cannot be bought as a whole: it is not offered.
        if (items.length !== r.items.length) return [];
        const original = items.reduce((sum, i) => sum + Math.round(Number(i.goods.discount_price) * 100) * i.num, 0);
        return [
          {
            package_id: r.packageId,
            title: r.title,
            people: r.people,
            image: r.image,
            description: r.description,
            package_price: fenToYuan(r.packagePrice),
            original_price: fenToYuan(original),
            items,
          },
        ];
      });
    },

    /** The micro page's valid components (skipped ones reported to `log`); rule goods lists resolved to skus. */
    async diyView(id: number, log: (skipped: DiySkipped[]) => void): Promise<ResponseOf<'/api/pcDiy/getView'>> {
      const [row] = await db.select().from(diyPage).where(and(eq(diyPage.pageId, id), eq(diyPage.isShow, true)));
      if (!row) throw new BusinessError('微页面不存在', ErrorCode.NOT_FOUND);
      const { components, skipped } = parseDiyComponents(row.components);
      if (skipped.length > 0) log(skipped);
      return { id: row.pageId, title: row.title, ...(await resolveDiy(components)) };
    },
    resolveDiy,
  };
}
export type ZoneService = ReturnType<typeof createZoneService>;

type GoodsRule = Extract<DiyComponent, { type: 'goodsList' }>['rule'];

/** Default skus of on-shelf goods matching a goods-list rule. */
async function ruleSkus(db: Db, rule: GoodsRule): Promise<number[]> {
  const r = rule ?? { sort: 'sales' as const, limit: 8 };
  const parts: SQL[] = [eq(goods.isOnShelf, true), eq(goodsSku.isDefault, true)];
  if (r.categoryId !== undefined) parts.push(or(eq(goods.categoryId, r.categoryId), eq(goods.categoryId1, r.categoryId), eq(goods.categoryId2, r.categoryId)) as SQL);
  if (r.tagType !== undefined) parts.push(eq(goods.tagType, r.tagType));
  const order = {
    sales: [desc(goods.saleNum), asc(goods.goodsId)],
    newest: [desc(goods.createTime), desc(goods.goodsId)],
    price_asc: [asc(goodsSku.discountPrice), asc(goods.goodsId)],
    price_desc: [desc(goodsSku.discountPrice), asc(goods.goodsId)],
  }[r.sort];
  const rows = await db
    .select({ skuId: goodsSku.skuId })
    .from(goodsSku)
    .innerJoin(goods, eq(goods.goodsId, goodsSku.goodsId))
    .where(and(...parts))
    .orderBy(...order)
    .limit(r.limit);
  return rows.map((x) => x.skuId);
}

