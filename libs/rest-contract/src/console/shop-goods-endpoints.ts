// A shop's goods in the console (mall-api src/modules/shop-goods/) and the platform's goods review.
// New goods and edits of the name, the prices (a sku's price or a new sku) or the tags wait for the
// platform's review; everything else (pictures, introduction, category, brand, stock, shelf) applies
// at once. Stock changes are deltas from what the merchant saw, so they never undo a checkout.
import { z } from 'zod';
import { yuanToFenInput } from '../account';
import { positiveId } from '../paging';
import { consoleCall, consoleListFields, consolePage, optionalText, unixTime } from './call';

/** A picture path of the mall's own uploads or seed pictures (never another site's address). */
export const imagePath = (label: string) =>
  z
    .string({ error: `${label}必须是图片地址` })
    .trim()
    .max(255, { error: `${label}地址过长` })
    .regex(/^\/upload\/[A-Za-z0-9_./-]+\.(?:jpg|jpeg|png|gif|webp|svg)$/, { error: `${label}必须是本站上传的图片` })
    .refine((p) => !p.includes('..'), { error: `${label}必须是本站上传的图片` });

const text = (label: string, min: number, max: number) =>
  z
    .string({ error: `${label}必须是文字` })
    .trim()
    .refine((s) => min === 0 || s.length > 0, { error: `请填写${label}` })
    .refine((s) => s.length === 0 || [...s].length >= min, { error: `${label}至少 ${min} 个字` })
    .refine((s) => [...s].length <= max, { error: `${label}不能超过 ${max} 个字` });

export const SHOP_GOODS_STOCK_MAX = 9_999_999;
const stock = (label: string) =>
  z.coerce
    .number({ error: `${label}必须是数字` })
    .int({ error: `${label}必须是整数` })
    .min(0, { error: `${label}不能小于 0` })
    .max(SHOP_GOODS_STOCK_MAX, { error: `${label}不能超过 ${SHOP_GOODS_STOCK_MAX}` });

/** 0 none, 1 新品, 2 精品, 3 推荐 (SPEC §3). */
export const RECOMMEND_WAYS = [0, 1, 2, 3] as const;
/** 0 none, 2/3/4 province / city / county poverty-area certified (SPEC §1). */
export const TAG_LEVELS = [0, 2, 3, 4] as const;

export const shopSkuInput = z.object({
  /** An existing sku of this goods; absent for a new one. */
  sku_id: positiveId('规格编号').optional(),
  spec_name: text('规格名称', 1, 32),
  price: yuanToFenInput('价格'),
  discount_price: yuanToFenInput('折扣价'),
  /** A new sku's opening stock; an existing sku's stock changes through the stock call only. */
  stock: stock('库存').default(0),
  sku_image: imagePath('规格图片').optional(),
  is_default: z.boolean({ error: '默认规格必须是是或否' }).default(false),
});

const goodsFields = {
  goods_name: text('商品名称', 2, 60),
  introduction: text('卖点', 0, 120).default(''),
  /** Rich text; stored through the shared sanitizer. */
  content: z.string({ error: '商品详情必须是文字' }).max(60_000, { error: '商品详情过长' }).default(''),
  keywords: text('搜索关键词', 0, 60).default(''),
  category_id: positiveId('商品分类'),
  brand_id: positiveId('品牌').nullable().default(null),
  shop_category_id: positiveId('店内分类').nullable().default(null),
  images: z
    .array(imagePath('商品图片'), { error: '商品图片格式不正确' })
    .min(1, { error: '请至少上传一张商品图片' })
    .max(10, { error: '商品图片最多 10 张' }),
  recommend_way: z.union(RECOMMEND_WAYS.map((v) => z.literal(v)) as [z.ZodLiteral<0>, ...z.ZodLiteral<number>[]], { error: '推荐方式不正确' }).default(0),
  /** 1: an 832-platform product (the platform confirms it). */
  tag_type: z.union([z.literal(0), z.literal(1)], { error: '832 标签不正确' }).default(0),
  tag_level: z.union(TAG_LEVELS.map((v) => z.literal(v)) as [z.ZodLiteral<0>, ...z.ZodLiteral<number>[]], { error: '扶贫认证级别不正确' }).default(0),
  skus: z.array(shopSkuInput, { error: '规格格式不正确' }).min(1, { error: '请至少添加一个规格' }).max(30, { error: '规格最多 30 个' }),
};

/** Checks across fields: one default sku, discount ≤ price, distinct spec names. */
const goodsRules = <T extends { skus: z.output<typeof shopSkuInput>[] }>(v: T, ctx: z.RefinementCtx) => {
  if (v.skus.filter((s) => s.is_default).length > 1) ctx.addIssue({ code: 'custom', path: ['skus'], message: '只能有一个默认规格' });
  v.skus.forEach((s, i) => {
    if (s.discount_price > s.price) ctx.addIssue({ code: 'custom', path: ['skus', i, 'discount_price'], message: `规格「${s.spec_name}」的折扣价不能高于价格` });
  });
  const names = v.skus.map((s) => s.spec_name);
  const dup = names.find((n, i) => names.indexOf(n) !== i);
  if (dup !== undefined) ctx.addIssue({ code: 'custom', path: ['skus'], message: `规格名称「${dup}」重复` });
  const ids = v.skus.flatMap((s) => (s.sku_id ? [s.sku_id] : []));
  if (new Set(ids).size !== ids.length) ctx.addIssue({ code: 'custom', path: ['skus'], message: '规格重复' });
};

export const shopGoodsCreateRequest = z
  .object({ ...goodsFields, on_shelf: z.boolean({ error: '上架选项必须是是或否' }).default(true) })
  .superRefine(goodsRules);
export const shopGoodsUpdateRequest = z.object({ goods_id: positiveId('商品编号'), ...goodsFields }).superRefine(goodsRules);

export const SHOP_GOODS_TABS = ['selling', 'warehouse', 'pending', 'refused'] as const;
export type ShopGoodsTab = (typeof SHOP_GOODS_TABS)[number];
export const shopGoodsListRequest = z.object({
  ...consoleListFields(['time', 'sales', 'price', 'stock'] as const),
  tab: z.enum(SHOP_GOODS_TABS, { error: '状态不正确' }).default('selling'),
  keyword: optionalText(50, '关键字'),
  category_id: positiveId('商品分类').optional(),
});

export const reviewInfo = z.object({
  review_id: z.number().int(),
  kind: z.enum(['create', 'edit']),
  status: z.enum(['pending', 'approved', 'refused', 'superseded']),
  reason: z.string(),
  create_time: z.number().int(),
  decide_time: z.number().int().nullable(),
});

export const shopGoodsRow = z.object({
  goods_id: z.number().int(),
  goods_name: z.string(),
  goods_image: z.string(),
  category_name: z.string(),
  price_min: z.string(),
  price_max: z.string(),
  stock: z.number().int(),
  sale_num: z.number().int(),
  is_on_shelf: z.boolean(),
  tag_type: z.number().int(),
  tag_level: z.number().int(),
  /** The latest review (pending, or the refusal the merchant has not answered yet). */
  review: reviewInfo.nullable(),
  create_time: z.number().int(),
});
export type ShopGoodsRow = z.output<typeof shopGoodsRow>;

const skuDetail = z.object({
  sku_id: z.number().int(),
  spec_name: z.string(),
  price: z.string(),
  discount_price: z.string(),
  stock: z.number().int(),
  sale_num: z.number().int(),
  sku_image: z.string(),
  is_default: z.boolean(),
});

/** What a review would change (money as yuan strings). */
export const reviewChanges = z.object({
  goods_name: z.string().optional(),
  tag_type: z.number().int().optional(),
  tag_level: z.number().int().optional(),
  skus: z
    .array(
      z.object({
        sku_id: z.number().int().nullable(),
        spec_name: z.string(),
        price: z.string(),
        discount_price: z.string(),
        stock: z.number().int(),
        sku_image: z.string(),
        is_default: z.boolean(),
      }),
    )
    .optional(),
});

export const shopGoodsDetail = z.object({
  goods_id: z.number().int(),
  goods_name: z.string(),
  introduction: z.string(),
  content: z.string(),
  keywords: z.string(),
  category_id: z.number().int(),
  category_path: z.array(z.object({ category_id: z.number().int(), category_name: z.string() })),
  brand_id: z.number().int().nullable(),
  shop_category_id: z.number().int().nullable(),
  images: z.array(z.string()),
  recommend_way: z.number().int(),
  tag_type: z.number().int(),
  tag_level: z.number().int(),
  is_on_shelf: z.boolean(),
  skus: z.array(skuDetail),
  review: reviewInfo.nullable(),
  /** The pending review's proposal: the editor shows it instead of the selling values. */
  pending_changes: reviewChanges.nullable(),
});
export type ShopGoodsDetail = z.output<typeof shopGoodsDetail>;

const categoryNode = z.object({ category_id: z.number().int(), category_name: z.string(), pid: z.number().int(), level: z.number().int() });

export const shopGoodsSaved = z.object({
  goods_id: z.number().int(),
  /** The review the change waits in, or null when everything applied at once. */
  review_id: z.number().int().nullable(),
  /** The fields that wait for the platform's review. */
  pending_fields: z.array(z.string()),
});

// ----- the platform's goods review
export const GOODS_REVIEW_STATES = ['pending', 'approved', 'refused'] as const;
export const goodsReviewListRequest = z.object({
  ...consoleListFields(['time'] as const),
  state: z.enum(GOODS_REVIEW_STATES, { error: '状态不正确' }).default('pending'),
  keyword: optionalText(50, '关键字'),
  from: unixTime('开始时间'),
  to: unixTime('结束时间'),
});
export const goodsReviewRow = z.object({
  review_id: z.number().int(),
  goods_id: z.number().int(),
  goods_name: z.string(),
  goods_image: z.string(),
  site_id: z.number().int(),
  site_name: z.string(),
  kind: z.enum(['create', 'edit']),
  status: z.enum(['pending', 'approved', 'refused', 'superseded']),
  reason: z.string(),
  submitted_by: z.string(),
  decided_by: z.string(),
  create_time: z.number().int(),
  decide_time: z.number().int().nullable(),
});
export const goodsReviewDetail = goodsReviewRow.extend({
  changes: reviewChanges,
  before: reviewChanges,
  category_path: z.array(z.string()),
  images: z.array(z.string()),
  content: z.string(),
});
const reviewReason = z
  .string({ error: '审核说明必须是文字' })
  .trim()
  .refine((s) => [...s].length <= 200, { error: '审核说明不能超过 200 个字' })
  .default('');

export const shopGoodsEndpoints = {
  '/admin/api/shop/goods/list': consoleCall({
    permission: 'goods.read',
    kind: 'read',
    summary: '本店商品列表（出售中 / 仓库中 / 审核中 / 已驳回）',
    request: shopGoodsListRequest,
    response: consolePage(shopGoodsRow).extend({ tab_counts: z.record(z.enum(SHOP_GOODS_TABS), z.number().int()) }),
  }),
  '/admin/api/shop/goods/detail': consoleCall({
    permission: 'goods.read',
    kind: 'read',
    summary: '本店商品详情（编辑用）',
    request: z.object({ goods_id: positiveId('商品编号') }),
    response: shopGoodsDetail,
  }),
  '/admin/api/shop/goods/options': consoleCall({
    permission: 'goods.read',
    kind: 'read',
    summary: '编辑商品的选项：三级分类、品牌、店内分类',
    request: z.object({}),
    response: z.object({
      categories: z.array(categoryNode),
      brands: z.array(z.object({ brand_id: z.number().int(), brand_name: z.string() })),
      shop_categories: z.array(z.object({ id: z.number().int(), name: z.string() })),
    }),
  }),
  '/admin/api/shop/goods/create': consoleCall({
    permission: 'goods.write',
    kind: 'write',
    summary: '发布商品（提交平台审核）',
    request: shopGoodsCreateRequest,
    response: shopGoodsSaved,
  }),
  '/admin/api/shop/goods/update': consoleCall({
    permission: 'goods.write',
    kind: 'write',
    summary: '编辑商品（名称、价格、标签的修改提交平台审核，其余立即生效）',
    request: shopGoodsUpdateRequest,
    response: shopGoodsSaved,
  }),
  '/admin/api/shop/goods/stock': consoleCall({
    permission: 'goods.write',
    kind: 'write',
    summary: '修改规格库存（按看到的库存计算增减，不覆盖同时发生的下单）',
    request: z.object({ sku_id: positiveId('规格编号'), seen_stock: stock('原库存'), stock: stock('库存') }),
    response: z.object({ sku_id: z.number().int(), stock: z.number().int() }),
  }),
  '/admin/api/shop/goods/shelf': consoleCall({
    permission: 'goods.write',
    kind: 'write',
    summary: '商品上架 / 下架',
    request: z.object({
      goods_ids: z.array(positiveId('商品编号'), { error: '请选择商品' }).min(1, { error: '请选择商品' }).max(100, { error: '一次最多 100 件商品' }),
      on_shelf: z.boolean({ error: '请选择上架或下架' }),
    }),
    response: z.object({ updated: z.number().int() }),
  }),
  '/admin/api/review/goods/list': consoleCall({
    permission: 'review.goods',
    kind: 'read',
    summary: '商品审核队列',
    request: goodsReviewListRequest,
    response: consolePage(goodsReviewRow),
  }),
  '/admin/api/review/goods/detail': consoleCall({
    permission: 'review.goods',
    kind: 'read',
    summary: '商品审核详情（修改前后对照）',
    request: z.object({ id: positiveId('审核编号') }),
    response: goodsReviewDetail,
  }),
  '/admin/api/review/goods/decide': consoleCall({
    permission: 'review.goods',
    kind: 'write',
    summary: '商品审核：通过或驳回（驳回须写原因）',
    request: z
      .object({ id: positiveId('审核编号'), agree: z.boolean({ error: '请选择通过或驳回' }), reason: reviewReason })
      .superRefine((v, ctx) => {
        if (!v.agree && !v.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: '驳回时请填写原因，商家会看到它' });
      }),
    response: z.object({ id: z.number().int(), status: z.enum(['approved', 'refused']) }),
  }),
} as const;
