// Micro pages in the console: the editor's draft (every block checked by the schema the storefront's
// renderer reads, rich text through the house sanitizer), publishing the draft to what
// /promotion/pcdiy?id= shows, withdrawing it, and a preview resolved the way the storefront resolves
// it (goods lists by category become their goods). Also the pickers the console's forms share.
import type { FastifyInstance } from 'fastify';
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import { diyPageComponents, diyPagePath, parseDiyComponents, type ConsoleParsedRequestOf, type DiyPageState } from '@mall/rest-contract';
import { sanitizeDiyComponents } from '@mall/rest-contract/html';
import { fenToYuan } from '@mall/rest-contract/money';
import type { Db, Tx } from '../../db/client';
import { goods, goodsCategory, goodsSku, shop } from '../../db/schema';
import { diyPage } from '../../db/schema-zone';
import { BusinessError, unixSeconds } from '../../http/envelope';
import { registerConsoleCalls } from '../console';
import { likePattern, notFound, page } from '../admin-review/queries';
import { createZoneService } from '../zone/service';

type Page = typeof diyPage.$inferSelect;

const stateOf = (p: Page): DiyPageState => (!p.isShow ? 'draft' : p.draft === null ? 'published' : 'changed');
const editing = (p: Page) => p.draft ?? p.components;

const toRow = (p: Page) => ({
  id: p.pageId,
  title: p.title,
  state: stateOf(p),
  block_count: editing(p).length,
  update_time: unixSeconds(p.updateTime),
  published_time: p.publishedTime ? unixSeconds(p.publishedTime) : null,
  url: diyPagePath(p.pageId),
});
const toDetail = (p: Page) => ({ ...toRow(p), blocks: editing(p) });

const STATE_WHERE: Record<DiyPageState, SQL> = {
  draft: eq(diyPage.isShow, false),
  published: and(eq(diyPage.isShow, true), isNull(diyPage.draft)) as SQL,
  changed: and(eq(diyPage.isShow, true), isNotNull(diyPage.draft)) as SQL,
};

async function findPage(tx: Tx, id: number, lock = true): Promise<Page> {
  const query = tx.select().from(diyPage).where(eq(diyPage.pageId, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('微页面');
  return row;
}

export async function listDiyPages(tx: Tx, input: ConsoleParsedRequestOf<'/admin/api/pages/list'>) {
  const like = likePattern(input.keyword);
  const where = and(like ? ilike(diyPage.title, like) : undefined, input.state ? STATE_WHERE[input.state] : undefined);
  const [total] = await tx.select({ n: count() }).from(diyPage).where(where);
  const rows = await tx
    .select()
    .from(diyPage)
    .where(where)
    .orderBy(...(input.sort === 'time' ? [asc(diyPage.updateTime), asc(diyPage.pageId)] : [desc(diyPage.updateTime), desc(diyPage.pageId)]))
    .limit(input.page_size)
    .offset((input.page - 1) * input.page_size);
  return page(rows.map(toRow), Number(total.n), input);
}

/** Skus for the console's goods pickers: by name (goods or spec), or by id; newest sales first. */
export async function pickSkus(tx: Tx, input: ConsoleParsedRequestOf<'/admin/api/picker/skus'>) {
  const like = likePattern(input.keyword);
  const where = and(like ? or(ilike(goods.goodsName, like), ilike(goodsSku.specName, like)) : undefined, input.sku_ids ? inArray(goodsSku.skuId, input.sku_ids) : undefined);
  const base = () => tx.select({ n: count() }).from(goodsSku).innerJoin(goods, eq(goods.goodsId, goodsSku.goodsId)).where(where);
  const [total] = await base();
  const rows = await tx
    .select({ skuId: goodsSku.skuId, goodsId: goods.goodsId, goodsName: goods.goodsName, specName: goodsSku.specName, image: goodsSku.skuImage, price: goodsSku.discountPrice, shopName: shop.siteName, onShelf: goods.isOnShelf })
    .from(goodsSku)
    .innerJoin(goods, eq(goods.goodsId, goodsSku.goodsId))
    .innerJoin(shop, eq(shop.siteId, goods.siteId))
    .where(where)
    .orderBy(input.sort === 'sales' ? asc(goodsSku.saleNum) : desc(goodsSku.saleNum), asc(goodsSku.skuId))
    .limit(input.page_size)
    .offset((input.page - 1) * input.page_size);
  const list = rows.map((r) => ({
    sku_id: r.skuId,
    goods_id: r.goodsId,
    sku_name: `${r.goodsName} ${r.specName}`.trim(),
    sku_image: r.image,
    discount_price: fenToYuan(r.price),
    shop_name: r.shopName,
    is_on_shelf: r.onShelf,
  }));
  return page(list, Number(total.n), input);
}

export function registerPagesCalls(app: FastifyInstance): void {
  registerConsoleCalls(app, {
    '/admin/api/pages/list': ({ tx, input }) => listDiyPages(tx, input),
    '/admin/api/pages/detail': async ({ tx, input }) => toDetail(await findPage(tx, input.id, false)),
    '/admin/api/pages/save': async ({ tx, input, audit }) => {
      const blocks = sanitizeDiyComponents(input.blocks);
      const now = new Date();
      if (input.id === undefined) {
        const [created] = await tx.insert(diyPage).values({ title: input.title, components: [], draft: blocks, isShow: false, updateTime: now }).returning();
        await audit({ action: 'pages.create', targetType: 'diy_page', targetId: created.pageId, after: { title: created.title, blocks: blocks.map((b) => b.type) } });
        return toDetail(created);
      }
      const before = await findPage(tx, input.id);
      const [saved] = await tx.update(diyPage).set({ title: input.title, draft: blocks, updateTime: now }).where(eq(diyPage.pageId, input.id)).returning();
      await audit({
        action: 'pages.save',
        targetType: 'diy_page',
        targetId: input.id,
        before: { title: before.title, blocks: editing(before).map((b) => (b as { type?: unknown }).type) },
        after: { title: saved.title, blocks: blocks.map((b) => b.type) },
      });
      return toDetail(saved);
    },
    '/admin/api/pages/publish': async ({ tx, input, audit }) => {
      const before = await findPage(tx, input.id);
      if (!input.publish) {
        if (!before.isShow) throw new BusinessError('该页面未发布');
        const [saved] = await tx.update(diyPage).set({ isShow: false, draft: before.draft ?? before.components }).where(eq(diyPage.pageId, input.id)).returning();
        await audit({ action: 'pages.withdraw', targetType: 'diy_page', targetId: input.id, before: { state: stateOf(before) }, after: { state: 'draft' } });
        return toDetail(saved);
      }
      if (stateOf(before) === 'published') throw new BusinessError('该页面已发布，没有新的修改');
      // A draft saved under older rules is checked again: what is published is what the renderer reads.
      const parsed = diyPageComponents.safeParse(editing(before));
      if (!parsed.success) throw new BusinessError(parsed.error.issues[0]?.message ?? '页面组件不正确，请修改后再发布');
      if (parsed.data.length === 0) throw new BusinessError('页面还没有组件，请先添加组件再发布');
      const [saved] = await tx
        .update(diyPage)
        .set({ components: sanitizeDiyComponents(parsed.data), draft: null, isShow: true, publishedTime: new Date() })
        .where(eq(diyPage.pageId, input.id))
        .returning();
      await audit({ action: 'pages.publish', targetType: 'diy_page', targetId: input.id, before: { state: stateOf(before) }, after: { state: 'published', blocks: parsed.data.map((b) => b.type) } });
      return toDetail(saved);
    },
    '/admin/api/pages/preview': async ({ tx, input }) => {
      // Leniently, as the storefront reads: a block still being filled in is skipped and named.
      const { components, skipped } = parseDiyComponents(input.blocks);
      const resolved = await createZoneService(tx as unknown as Db).resolveDiy(sanitizeDiyComponents(components));
      return { blocks: resolved.components, goods: resolved.goods, skipped };
    },
    '/admin/api/picker/skus': ({ tx, input }) => pickSkus(tx, input),
    '/admin/api/picker/categories': async ({ tx }) =>
      (await tx.select().from(goodsCategory).orderBy(asc(goodsCategory.level), asc(goodsCategory.sort), asc(goodsCategory.categoryId))).map((c) => ({
        category_id: c.categoryId,
        category_name: c.categoryName,
        level: c.level,
        pid: c.pid,
      })),
  });
}
