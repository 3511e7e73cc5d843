// Resolvers of schema/catalogue.graphql: goods detail and list, brands, categories, evaluations,
// full reduction, collection and footprint, shops and CMS pages (snake_case REST → camelCase SDL).
import DataLoader from 'dataloader';
import {
  endpoints,
  ErrorCode,
  GOODS_SORTS,
  sanitizeHtml,
  SEARCH_KEYWORD_MAX,
  type GoodsListItem,
  type GoodsSkuDetail,
  type MemberGoodsItem,
  type RequestOf,
  type ShopSummary as RestShopSummary,
} from '@mall/rest-contract';
import { GraphQLError } from 'graphql';
import type { GatewayContext } from '../context';
import { gatewayError, GatewayErrorCode, isTokenError, Messages } from '../errors';
import type {
  EvaluationKind,
  Goods,
  GoodsSort,
  MemberGoods,
  Resolvers,
  ShopSummary,
} from '../generated/resolvers-types';
import type { GoodsDetailParent } from '../mappers';
import type { RestClient } from '../rest-client';
import { badInput, optionalIntInRange, parseRequest } from '../validation';
import { toGoods } from './mapping';

export const PAGE_MAX = 100_000;
export const PAGE_SIZE_MAX = 100;
const ID_MAX = 2_147_483_647;

/** page ≥ 1 and 1 ≤ pageSize ≤ 100, with defaults; BAD_USER_INPUT otherwise (no REST call). */
export function pageArgs(page: number | null | undefined, pageSize: number | null | undefined, defaultSize = 20) {
  return {
    page: optionalIntInRange('page', page, 1, PAGE_MAX) ?? 1,
    page_size: optionalIntInRange('pageSize', pageSize, 1, PAGE_SIZE_MAX) ?? defaultSize,
  };
}

const id = (field: string, value: number) => optionalIntInRange(field, value, 1, ID_MAX) as number;
const optionalId = (field: string, value: number | null | undefined) => optionalIntInRange(field, value, 1, ID_MAX);

/** SPEC §5: the keyword is trimmed and cut to SEARCH_KEYWORD_MAX characters (not refused). */
export function searchKeyword(raw: string | null | undefined): string | undefined {
  if (raw === null || raw === undefined) return undefined;
  const cut = [...raw.trim()].slice(0, SEARCH_KEYWORD_MAX).join('').trim();
  return cut === '' ? undefined : cut;
}

function yuanArg(field: string, raw: string | null | undefined): string | undefined {
  if (raw === null || raw === undefined || raw.trim() === '') return undefined;
  if (!/^\d{1,8}(\.\d{1,2})?$/.test(raw.trim())) badInput(`参数 ${field} 必须是金额（元，最多两位小数）`, field);
  return raw.trim();
}

const SORTS: Record<GoodsSort, (typeof GOODS_SORTS)[number]> = {
  COMPOSITE: 'composite',
  SALES: 'sales',
  PRICE_ASC: 'price_asc',
  PRICE_DESC: 'price_desc',
  NEWEST: 'newest',
};
const KIND_TO_REST: Record<EvaluationKind, number> = { ALL: 0, GOOD: 1, MEDIUM: 2, BAD: 3 };
const KIND_FROM_REST: EvaluationKind[] = ['ALL', 'GOOD', 'MEDIUM', 'BAD'];

/** NOT_FOUND from mall-api becomes null (the route answers 404); other errors stay errors. */
async function orNull<T>(run: () => Promise<T>): Promise<T | null> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof GraphQLError && error.extensions.restCode === ErrorCode.NOT_FOUND) return null;
    throw error;
  }
}

/** For login-only calls: TOKEN_ERROR without a session (no REST call); a rejected token clears it. */
async function requireMember<T>(ctx: GatewayContext, run: () => Promise<T>): Promise<T> {
  if (!ctx.token) throw gatewayError(GatewayErrorCode.TOKEN_ERROR, Messages.tokenError);
  try {
    return await run();
  } catch (error) {
    if (isTokenError(error)) ctx.clearToken();
    throw error;
  }
}

/** For member-aware reads: a visitor (or a rejected token) gets the fallback. */
async function memberOr<T>(ctx: GatewayContext, fallback: T, run: () => Promise<T>): Promise<T> {
  if (!ctx.token) return fallback;
  try {
    return await run();
  } catch (error) {
    if (isTokenError(error)) {
      ctx.clearToken();
      return fallback;
    }
    throw error;
  }
}

export const toShopSummary = (s: RestShopSummary): Omit<ShopSummary, '__typename'> => ({
  id: s.site_id,
  name: s.site_name,
  shortName: s.shortname,
  avatar: s.avatar,
  logo: s.logo,
  province: s.province,
  address: s.address,
  telephone: s.telephone,
});

/**
 * Per-request loaders. Goods.shop on a page of goods would call /api/shop/info once per goods; the
 * loader collects every site id of the response into one /api/shop/lists call (chunks of 100).
 */
const loaders = new WeakMap<RestClient, { shops: DataLoader<number, RestShopSummary | null> }>();
function shopLoader(ctx: GatewayContext) {
  let entry = loaders.get(ctx.rest);
  if (!entry) {
    entry = {
      shops: new DataLoader<number, RestShopSummary | null>(
        async (ids) => {
          const found = await ctx.rest.call('/api/shop/lists', { site_ids: [...ids] });
          const byId = new Map(found.map((s) => [s.site_id, s]));
          return ids.map((i) => byId.get(i) ?? null);
        },
        { maxBatchSize: 100 },
      ),
    };
    loaders.set(ctx.rest, entry);
  }
  return entry.shops;
}

const toListGoods = (g: GoodsListItem): Goods => ({ ...toGoods(g), stock: g.stock, mainImage: g.goods_image });
const toMemberGoods = (g: MemberGoodsItem): MemberGoods => ({ id: g.id, time: g.time, onShelf: g.is_on_shelf, goods: toGoods(g) });

function toGoodsDetail(d: GoodsSkuDetail): GoodsDetailParent {
  return {
    skuId: d.sku_id,
    goodsId: d.goods_id,
    goodsName: d.goods_name,
    skuName: d.sku_name,
    specName: d.spec_name,
    price: d.price,
    discountPrice: d.discount_price,
    stock: d.stock,
    saleNum: d.sale_num,
    evaluateNum: d.evaluate_num,
    goodsImages: d.goods_image,
    skuImage: d.sku_image,
    // Never trust stored HTML: the allow-list again, whatever mall-api sent.
    introduction: sanitizeHtml(d.introduction),
    brief: d.brief,
    recommendWay: d.recommend_way,
    tagType: d.tag_type,
    tagLevel: d.tag_level,
    onShelf: d.is_on_shelf,
    categoryId: d.category_id,
    categoryId1: d.category_id_1,
    categoryId2: d.category_id_2,
    brandId: d.brand_id,
    brandName: d.brand_name,
    siteId: d.site_id,
    shop: toShopSummary(d.shop),
    specs: d.spec_list.map((s) => ({
      name: s.spec_name,
      values: s.values.map((v) => ({ skuId: v.sku_id, name: v.spec_value_name, selected: v.selected, available: v.available })),
    })),
    skus: d.sku_list.map((s) => ({
      skuId: s.sku_id,
      specName: s.spec_name,
      skuImage: s.sku_image,
      price: s.price,
      discountPrice: s.discount_price,
      stock: s.stock,
    })),
  };
}

const neighbour = (n: { id: number; title: string } | null) => (n ? { id: n.id, title: n.title } : null);
const pageOf = <T, U>(p: { list: T[]; count: number; page_count: number }, map: (t: T) => U) => ({
  list: p.list.map(map),
  count: p.count,
  pageCount: p.page_count,
});

export const catalogueResolvers: Resolvers = {
  Query: {
    goodsDetail: (_p, args, ctx) =>
      orNull(async () => toGoodsDetail(await ctx.rest.call('/api/goodssku/detail', { sku_id: id('skuId', args.skuId) }))),

    goodsList: async (_p, args, ctx) => {
      const f = args.filter ?? {};
      const paging = pageArgs(args.page, args.pageSize);
      const body: RequestOf<'/api/goodssku/page'> = { ...paging, sort: SORTS[args.sort ?? 'COMPOSITE'] };
      const keyword = searchKeyword(f.keyword);
      if (keyword) body.keyword = keyword;
      const set = <K extends keyof RequestOf<'/api/goodssku/page'>>(key: K, value: RequestOf<'/api/goodssku/page'>[K] | undefined) => {
        if (value !== undefined) body[key] = value;
      };
      set('category_id', optionalId('filter.categoryId', f.categoryId));
      set('level', optionalIntInRange('filter.level', f.level, 1, 3));
      set('brand_id', optionalId('filter.brandId', f.brandId));
      set('site_id', optionalId('filter.shopId', f.shopId));
      set('search_type', optionalIntInRange('filter.searchType', f.searchType, 0, 3));
      set('min_price', yuanArg('filter.minPrice', f.minPrice));
      set('max_price', yuanArg('filter.maxPrice', f.maxPrice));
      set('tag_type', optionalIntInRange('filter.tagType', f.tagType, 0, 1));
      set('tag_level', optionalIntInRange('filter.tagLevel', f.tagLevel, 2, 4));
      if (body.min_price !== undefined && body.max_price !== undefined && Number(body.min_price) > Number(body.max_price)) {
        badInput('最低价不能高于最高价', 'filter.minPrice');
      }
      const data = await ctx.rest.call('/api/goodssku/page', parseRequest(endpoints['/api/goodssku/page'].request, body));
      return { ...pageOf(data, toListGoods), page: paging.page, pageSize: paging.page_size };
    },

    recommendGoods: async (_p, args, ctx) => {
      const body: RequestOf<'/api/goodssku/recommend'> = { page_size: optionalIntInRange('size', args.size, 1, PAGE_SIZE_MAX) ?? 10 };
      const categoryId = optionalId('categoryId', args.categoryId);
      if (categoryId !== undefined) body.category_id = categoryId;
      return (await ctx.rest.call('/api/goodssku/recommend', body)).map(toGoods);
    },

    category: (_p, args, ctx) =>
      orNull(async () => {
        const c = await ctx.rest.call('/api/goodscategory/info', { category_id: id('id', args.id) });
        const link = (l: { category_id: number; category_name: string; level: number }) => ({ id: l.category_id, name: l.category_name, level: l.level });
        return { id: c.category_id, name: c.category_name, level: c.level, parentId: c.pid, image: c.image, image1: c.image1, path: c.path.map(link), children: c.child_list.map(link) };
      }),

    brands: async (_p, args, ctx) => {
      const body: RequestOf<'/api/goodsbrand/page'> = pageArgs(args.page, args.pageSize);
      const categoryId = optionalId('categoryId', args.categoryId);
      if (categoryId !== undefined) body.category_id = categoryId;
      return pageOf(await ctx.rest.call('/api/goodsbrand/page', body), (b) => ({
        id: b.brand_id,
        name: b.brand_name,
        image: b.image_url,
        recommended: b.is_recommend,
        goodsNum: b.goods_num,
      }));
    },

    manjian: async (_p, args, ctx) => {
      const goodsId = optionalId('goodsId', args.goodsId);
      const shopId = optionalId('shopId', args.shopId);
      if (goodsId === undefined && shopId === undefined) badInput('请提供商品编号或店铺编号', 'goodsId');
      return loadManjian(ctx, goodsId, shopId);
    },

    evaluations: async (_p, args, ctx) => {
      const data = await ctx.rest.call('/api/goodsevaluate/page', {
        goods_id: id('goodsId', args.goodsId),
        explain_type: KIND_TO_REST[args.kind ?? 'ALL'],
        has_image: args.withImages ? 1 : 0,
        ...pageArgs(args.page, args.pageSize, 10),
      });
      return {
        ...pageOf(data, (e) => ({
          id: e.evaluate_id,
          memberName: e.member_name,
          memberHeadimg: e.member_headimg,
          content: e.content,
          images: e.images,
          scores: e.scores,
          kind: KIND_FROM_REST[e.explain_type] ?? 'GOOD',
          skuName: e.sku_name,
          createTime: e.create_time,
          againContent: e.again_content,
          explainFirst: e.explain_first,
        })),
        counts: { ...data.counts, withImages: data.counts.image },
      };
    },

    isCollected: (_p, args, ctx) => {
      const goodsId = id('goodsId', args.goodsId);
      return memberOr(ctx, false, () => ctx.rest.call('/api/goodscollect/iscollect', { goods_id: goodsId }));
    },
    collection: (_p, args, ctx) => {
      const paging = pageArgs(args.page, args.pageSize);
      return requireMember(ctx, async () => pageOf(await ctx.rest.call('/api/goodscollect/page', paging), toMemberGoods));
    },
    footprint: (_p, args, ctx) => {
      const paging = pageArgs(args.page, args.pageSize);
      return requireMember(ctx, async () => pageOf(await ctx.rest.call('/api/goodsbrowse/page', paging), toMemberGoods));
    },

    shop: (_p, args, ctx) =>
      orNull(async () => {
        const s = await ctx.rest.call('/api/shop/info', { site_id: id('id', args.id) });
        return { ...toShopSummary(s), websiteId: s.website_id, goodsNum: s.goods_num, fansNum: s.fans_num, createTime: s.create_time };
      }),
    shopFollowed: (_p, args, ctx) => {
      const siteId = id('shopId', args.shopId);
      return memberOr(ctx, false, () => ctx.rest.call('/api/shopmember/issubscribe', { site_id: siteId }));
    },
    shopSearch: async (_p, args, ctx) => {
      const body: RequestOf<'/api/shop/page2_0'> = pageArgs(args.page, args.pageSize, 10);
      const keyword = searchKeyword(args.keyword);
      if (keyword) body.keyword = keyword;
      return pageOf(await ctx.rest.call('/api/shop/page2_0', body), (s) => {
        const { telephone: _t, ...summary } = toShopSummary(s);
        void _t;
        return { ...summary, goodsNum: s.goods_num };
      });
    },

    helpList: async (_p, args, ctx) => {
      const body: RequestOf<'/api/help/page'> = pageArgs(args.page, args.pageSize);
      const classId = optionalId('classId', args.classId);
      if (classId !== undefined) body.class_id = classId;
      return pageOf(await ctx.rest.call('/api/help/page', body), (h) => ({
        id: h.id,
        title: h.title,
        classId: h.class_id,
        className: h.class_name,
        createTime: h.create_time,
      }));
    },
    help: (_p, args, ctx) =>
      orNull(async () => {
        const h = await ctx.rest.call('/api/help/info', { id: id('id', args.id) });
        return {
          id: h.id,
          title: h.title,
          classId: h.class_id,
          className: h.class_name,
          createTime: h.create_time,
          content: sanitizeHtml(h.content),
          prev: neighbour(h.prev),
          next: neighbour(h.next),
        };
      }),
    notices: async (_p, args, ctx) =>
      pageOf(await ctx.rest.call('/api/notice/page', pageArgs(args.page, args.pageSize)), (n) => ({
        id: n.id,
        title: n.title,
        isTop: n.is_top,
        createTime: n.create_time,
      })),
    notice: (_p, args, ctx) =>
      orNull(async () => {
        const n = await ctx.rest.call('/api/notice/info', { id: id('id', args.id) });
        return {
          id: n.id,
          title: n.title,
          isTop: n.is_top,
          createTime: n.create_time,
          content: sanitizeHtml(n.content),
          prev: neighbour(n.prev),
          next: neighbour(n.next),
        };
      }),
    articles: async (_p, args, ctx) =>
      pageOf(await ctx.rest.call('/api/article/page', pageArgs(args.page, args.pageSize)), (a) => ({
        id: a.id,
        title: a.title,
        cover: a.cover,
        summary: a.summary,
        createTime: a.create_time,
      })),
    article: (_p, args, ctx) =>
      orNull(async () => {
        const a = await ctx.rest.call('/api/article/info', { id: id('id', args.id) });
        return {
          id: a.id,
          title: a.title,
          cover: a.cover,
          summary: a.summary,
          createTime: a.create_time,
          content: sanitizeHtml(a.content),
          prev: neighbour(a.prev),
          next: neighbour(a.next),
        };
      }),
  },

  Mutation: {
    collectGoods: (_p, args, ctx) => {
      const skuId = id('skuId', args.skuId);
      return requireMember(ctx, () => ctx.rest.call('/api/goodscollect/add', { sku_id: skuId }, { cache: false }));
    },
    uncollectGoods: (_p, args, ctx) => {
      const goodsId = id('goodsId', args.goodsId);
      return requireMember(ctx, () => ctx.rest.call('/api/goodscollect/delete', { goods_id: goodsId }, { cache: false }));
    },
    addFootprint: (_p, args, ctx) => {
      const skuId = id('skuId', args.skuId);
      return requireMember(ctx, () => ctx.rest.call('/api/goodsbrowse/add', { sku_id: skuId }, { cache: false }));
    },
    deleteFootprint: (_p, args, ctx) => {
      if (args.ids.length === 0) badInput('请选择要删除的足迹', 'ids');
      if (args.ids.length > 100) badInput('一次最多删除 100 条足迹', 'ids');
      const ids = args.ids.map((i) => id('ids', i));
      return requireMember(ctx, () => ctx.rest.call('/api/goodsbrowse/delete', { ids }, { cache: false }));
    },
    followShop: (_p, args, ctx) => {
      const siteId = id('shopId', args.shopId);
      return requireMember(ctx, () => ctx.rest.call('/api/shopmember/add', { site_id: siteId }, { cache: false }));
    },
    unfollowShop: (_p, args, ctx) => {
      const siteId = id('shopId', args.shopId);
      return requireMember(ctx, () => ctx.rest.call('/api/shopmember/delete', { site_id: siteId }, { cache: false }));
    },
  },

  Goods: {
    shop: async (parent, _a, ctx) => {
      const s = await shopLoader(ctx).load(parent.siteId);
      return s ? toShopSummary(s) : null;
    },
  },

  GoodsDetail: {
    isCollected: (parent, _a, ctx) => memberOr(ctx, false, () => ctx.rest.call('/api/goodscollect/iscollect', { goods_id: parent.goodsId })),
    manjian: (parent, _a, ctx) => loadManjian(ctx, parent.goodsId, undefined),
    categoryPath: async (parent, _a, ctx) =>
      (await orNull(() => ctx.rest.call('/api/goodscategory/info', { category_id: parent.categoryId })))?.path.map((l) => ({
        id: l.category_id,
        name: l.category_name,
        level: l.level,
      })) ?? [],
  },

  ShopInfo: {
    followed: (parent, _a, ctx) => memberOr(ctx, false, () => ctx.rest.call('/api/shopmember/issubscribe', { site_id: parent.id })),
  },
};

async function loadManjian(ctx: GatewayContext, goodsId: number | undefined, shopId: number | undefined) {
  const body: RequestOf<'/manjian/api/manjian/info'> = {};
  if (goodsId !== undefined) body.goods_id = goodsId;
  if (shopId !== undefined) body.site_id = shopId;
  const m = await orNull(() => ctx.rest.call('/manjian/api/manjian/info', body));
  if (!m) return null;
  return {
    id: m.manjian_id,
    name: m.manjian_name,
    shopId: m.site_id,
    type: m.type,
    rules: m.rule_list.map((r) => ({ money: r.money, discountMoney: r.discount_money, text: r.text })),
    startTime: m.start_time,
    endTime: m.end_time,
  };
}
