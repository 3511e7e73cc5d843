// The home floors (style 1: left and bottom pictures and goods; style 3: category links, row pictures,
// goods and brands) and the home's float layer in the console. Both are what /api/pc/floors and
// /api/pc/floatLayer read, so the storefront follows within the gateway's public cache.
import type { FastifyInstance } from 'fastify';
import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import {
  FLOOR_GOODS_MAX,
  type ConsoleFloatLayerRow,
  type ConsoleParsedRequestOf,
  type FloorDetailRow,
  type FloatLayer,
} from '@mall/rest-contract';
import type { Db, Tx } from '../../db/client';
import { brand, floor, goods, goodsCategory, goodsSku, siteConfig, type FloorValue } from '../../db/schema';
import { BusinessError, unixSeconds } from '../../http/envelope';
import { changedFields } from '../console/audit';
import { registerConsoleCalls } from '../console';
import { notFound, page } from '../admin-review/queries';

const noImage = { url: '', link: '' };

const floorRow = (f: typeof floor.$inferSelect) => ({
  id: f.blockId,
  style: (f.style === 1 ? 1 : 3) as 1 | 3,
  title: f.title,
  is_show: f.isShow,
  sort: f.sort,
  goods_count: f.value.skuIds.length,
});

const floorDetailOf = (f: typeof floor.$inferSelect): FloorDetailRow => ({
  ...floorRow(f),
  left_img: f.value.leftImg ?? noImage,
  bottom_img: f.value.bottomImg ?? noImage,
  images: f.value.images ?? [],
  sku_ids: f.value.skuIds,
  category_ids: f.value.categoryIds ?? [],
  brand_ids: f.value.brandIds ?? [],
});

export async function listFloors(db: Db | Tx, input: ConsoleParsedRequestOf<'/admin/api/content/floors/list'>) {
  const [total] = await db.select({ n: count() }).from(floor);
  const dir = input.sort === 'sort_desc' ? desc : asc;
  const rows = await db
    .select()
    .from(floor)
    .orderBy(dir(floor.sort), dir(floor.blockId))
    .limit(input.page_size)
    .offset((input.page - 1) * input.page_size);
  return page(rows.map(floorRow), Number(total.n), input);
}

export async function floorDetail(db: Db | Tx, id: number, lock = false): Promise<FloorDetailRow> {
  const query = db.select().from(floor).where(eq(floor.blockId, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('楼层');
  return floorDetailOf(row);
}

/** Every chosen sku exists and its goods is on the shelf (the home shows nothing else). */
async function checkGoods(db: Db | Tx, skuIds: number[]) {
  const rows = await db
    .select({ skuId: goodsSku.skuId, name: goods.goodsName, onShelf: goods.isOnShelf })
    .from(goodsSku)
    .innerJoin(goods, eq(goods.goodsId, goodsSku.goodsId))
    .where(inArray(goodsSku.skuId, skuIds));
  const found = new Map(rows.map((r) => [r.skuId, r]));
  const missing = skuIds.filter((id) => !found.has(id));
  if (missing.length) throw new BusinessError(`商品 ${missing.map((id) => `#${id}`).join('、')} 不存在，请重新选择`);
  const off = rows.filter((r) => !r.onShelf);
  if (off.length) throw new BusinessError(`商品「${off.map((r) => r.name).join('」「')}」已下架，不能放上首页楼层`);
}

async function checkIds(db: Db | Tx, ids: number[], label: string, table: typeof goodsCategory | typeof brand) {
  if (!ids.length) return;
  const column = table === brand ? brand.brandId : goodsCategory.categoryId;
  const rows = await db.select({ id: column }).from(table).where(inArray(column, ids));
  const found = new Set(rows.map((r) => r.id));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length) throw new BusinessError(`${label} ${missing.map((id) => `#${id}`).join('、')} 不存在，请重新选择`);
}

/** The floor's new value: each style takes its own parts and refuses the other's. */
async function floorValue(
  tx: Tx,
  style: 1 | 3,
  input: ConsoleParsedRequestOf<'/admin/api/content/floors/save'>,
): Promise<FloorValue> {
  const max = FLOOR_GOODS_MAX[style];
  if (input.sku_ids.length > max) throw new BusinessError(`该楼层最多放 ${max} 件商品`);
  await checkGoods(tx, input.sku_ids);
  if (style === 1) {
    if (input.images?.length || input.category_ids?.length || input.brand_ids?.length)
      throw new BusinessError('样式 1 的楼层只有左侧图、底部图和商品');
    if (!input.left_img || !input.bottom_img) throw new BusinessError('请上传左侧图片和底部图片');
    return { leftImg: input.left_img, bottomImg: input.bottom_img, skuIds: input.sku_ids };
  }
  if (input.left_img || input.bottom_img) throw new BusinessError('样式 3 的楼层没有左侧图和底部图');
  if (!input.images?.length) throw new BusinessError('请至少上传 1 张楼层图片');
  const categoryIds = input.category_ids ?? [];
  if (!categoryIds.length) throw new BusinessError('请至少选择 1 个分类');
  await checkIds(tx, categoryIds, '分类', goodsCategory);
  await checkIds(tx, input.brand_ids ?? [], '品牌', brand);
  return { images: input.images, skuIds: input.sku_ids, categoryIds, brandIds: input.brand_ids ?? [] };
}

const floatLayerOut = (value: FloatLayer, updateTime: Date): ConsoleFloatLayerRow => {
  let url = value.url;
  try {
    const parsed = JSON.parse(value.url) as { url?: unknown };
    if (typeof parsed.url === 'string') url = parsed.url;
  } catch {
    // an unreadable link shows as its raw text
  }
  return { ...value, url, update_time: unixSeconds(updateTime) };
};

async function readFloatLayer(db: Db | Tx, lock = false) {
  const query = db.select().from(siteConfig).where(eq(siteConfig.key, 'float_layer'));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new BusinessError('站点尚未初始化，没有首页浮层');
  return { value: row.value as FloatLayer, updateTime: row.updateTime };
}

export function registerFloorCalls(app: FastifyInstance): void {
  registerConsoleCalls(app, {
    '/admin/api/content/floors/list': ({ tx, input }) => listFloors(tx, input),
    '/admin/api/content/floors/detail': ({ tx, input }) => floorDetail(tx, input.id),
    '/admin/api/content/floors/save': async ({ tx, input, audit }) => {
      const before = await floorDetail(tx, input.id, true);
      const value = await floorValue(tx, before.style, input);
      await tx
        .update(floor)
        .set({ title: input.title, isShow: input.is_show, sort: input.sort, value })
        .where(eq(floor.blockId, input.id));
      const after = await floorDetail(tx, input.id);
      const { id: _b, goods_count: _bc, ...was } = before;
      const { id: _a, goods_count: _ac, ...now } = after;
      await audit({ action: 'content.floor.update', targetType: 'floor', targetId: input.id, ...changedFields(was, now) });
      return after;
    },

    '/admin/api/content/float-layer/get': async ({ tx }) => {
      const { value, updateTime } = await readFloatLayer(tx);
      return floatLayerOut(value, updateTime);
    },
    '/admin/api/content/float-layer/save': async ({ tx, input, audit }) => {
      const { value: before, updateTime } = await readFloatLayer(tx, true);
      const next: FloatLayer = { ...input, url: JSON.stringify({ url: input.url }) };
      const now = new Date();
      await tx.update(siteConfig).set({ value: next, updateTime: now }).where(eq(siteConfig.key, 'float_layer'));
      const { update_time: _t, ...was } = floatLayerOut(before, updateTime);
      await audit({ action: 'content.float_layer.update', targetType: 'site_config', targetId: 'float_layer', ...changedFields(was, input) });
      return floatLayerOut(next, now);
    },
  });
}
