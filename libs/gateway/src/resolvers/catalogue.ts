// Resolvers of schema/catalogue.graphql: goods detail and list, brands, categories, evaluations,
// full reduction, collection and footprint, shops and CMS pages (mapped by mappers/catalogue.ts and
// mappers/content.ts).
import DataLoader from 'dataloader';
import {
  endpoints,
  GOODS_SORTS,
  type EndpointPath,
  type RequestOf,
  type ShopSummary as RestShopSummary,
} from '@mall/rest-contract';
import { normalizeKeyword } from '@mall/rest-contract/keyword';
import type { GatewayContext } from '../context';
import type { EvaluationKind, GoodsSort, Resolvers } from '../generated/resolvers-types';
import {
  toBrandEntry,
  toCategoryInfo,
  toCategoryLink,
  toEvaluation,
  toEvaluationCounts,
  toGoods,
  toGoodsDetail,
  toListGoods,
  toManjian,
  toMemberGoods,
  toShopInfo,
  toShopSearchEntry,
  toShopSummary,
} from '../mappers/catalogue';
import { toArticle, toArticleEntry, toHelp, toHelpEntry, toNotice, toNoticeEntry } from '../mappers/content';
import { toPage } from '../mappers/page';
import { toGoodsFacets } from '../mappers/search';
import { selects } from './selection';
import type { RestClient } from '../rest-client';
import { badInput, optionalIntInRange, parseRequest } from '../validation';
import { asLoggedIn, id, ID_MAX, memberOr, orNull } from './support';

export { toShopSummary } from '../mappers/catalogue';

export const PAGE_MAX = 100_000;
export const PAGE_SIZE_MAX = 100;

/** page ≥ 1 and 1 ≤ pageSize ≤ 100, with defaults; BAD_USER_INPUT otherwise (no REST call). */
export function pageArgs(page: number | null | undefined, pageSize: number | null | undefined, defaultSize = 20) {
  return {
    page: optionalIntInRange('page', page, 1, PAGE_MAX) ?? 1,
    page_size: optionalIntInRange('pageSize', pageSize, 1, PAGE_SIZE_MAX) ?? defaultSize,
  };
}

const optionalId = (field: string, value: number | null | undefined) => optionalIntInRange(field, value, 1, ID_MAX);

/** SPEC §5: the keyword is trimmed and cut to SEARCH_KEYWORD_MAX characters (not refused). */
export function searchKeyword(raw: string | null | undefined): string | undefined {
  if (raw === null || raw === undefined) return undefined;
  return normalizeKeyword(raw) || undefined;
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

/**
 * A login-only write of one id argument (collect, footprint, follow): the id is checked first (no REST
 * call when it is bad), then sent to `path` as `key`; the REST answer is the field's.
 */
const writeById =
  <P extends EndpointPath>(arg: string, path: P, key: keyof RequestOf<P>) =>
  (_p: unknown, args: Record<string, number>, ctx: GatewayContext) => {
    const value = id(arg, args[arg]);
    return asLoggedIn(ctx, () => ctx.rest.call(path, { [key]: value } as RequestOf<P>, { cache: false }));
  };

export const catalogueResolvers: Resolvers = {
  Query: {
    goodsDetail: (_p, args, ctx) =>
      orNull(async () => toGoodsDetail(await ctx.rest.call('/api/goodssku/detail', { sku_id: id('skuId', args.skuId) }))),

    goodsList: async (_p, args, ctx, info) => {
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
      set('shop_category_id', optionalId('filter.shopCategoryId', f.shopCategoryId));
      set('search_type', optionalIntInRange('filter.searchType', f.searchType, 0, 3));
      set('min_price', yuanArg('filter.minPrice', f.minPrice));
      set('max_price', yuanArg('filter.maxPrice', f.maxPrice));
      set('tag_type', optionalIntInRange('filter.tagType', f.tagType, 0, 1));
      set('tag_level', optionalIntInRange('filter.tagLevel', f.tagLevel, 2, 4));
      if (body.min_price !== undefined && body.max_price !== undefined && Number(body.min_price) > Number(body.max_price)) {
        badInput('最低价不能高于最高价', 'filter.minPrice');
      }
      // The facet counts cost mall-api a pass over every match: asked only when selected.
      if (selects(info, 'facets')) body.facets = 1;
      const data = await ctx.rest.call('/api/goodssku/page', parseRequest(endpoints['/api/goodssku/page'].request, body));
      return { ...toPage(data, toListGoods), page: paging.page, pageSize: paging.page_size, facets: data.facets ? toGoodsFacets(data.facets) : null };
    },

    recommendGoods: async (_p, args, ctx) => {
      const body: RequestOf<'/api/goodssku/recommend'> = { page_size: optionalIntInRange('size', args.size, 1, PAGE_SIZE_MAX) ?? 10 };
      const categoryId = optionalId('categoryId', args.categoryId);
      if (categoryId !== undefined) body.category_id = categoryId;
      return (await ctx.rest.call('/api/goodssku/recommend', body)).map(toGoods);
    },

    category: (_p, args, ctx) =>
      orNull(async () => {
        return toCategoryInfo(await ctx.rest.call('/api/goodscategory/info', { category_id: id('id', args.id) }));
      }),

    brands: async (_p, args, ctx) => {
      const body: RequestOf<'/api/goodsbrand/page'> = pageArgs(args.page, args.pageSize);
      const categoryId = optionalId('categoryId', args.categoryId);
      if (categoryId !== undefined) body.category_id = categoryId;
      return toPage(await ctx.rest.call('/api/goodsbrand/page', body), toBrandEntry);
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
        ...toPage(data, toEvaluation),
        counts: toEvaluationCounts(data.counts),
      };
    },

    isCollected: (_p, args, ctx) => {
      const goodsId = id('goodsId', args.goodsId);
      return memberOr(ctx, false, () => ctx.rest.call('/api/goodscollect/iscollect', { goods_id: goodsId }));
    },
    collection: (_p, args, ctx) => {
      const paging = pageArgs(args.page, args.pageSize);
      return asLoggedIn(ctx, async () => toPage(await ctx.rest.call('/api/goodscollect/page', paging), toMemberGoods));
    },
    footprint: (_p, args, ctx) => {
      const paging = pageArgs(args.page, args.pageSize);
      return asLoggedIn(ctx, async () => toPage(await ctx.rest.call('/api/goodsbrowse/page', paging), toMemberGoods));
    },

    shop: (_p, args, ctx) =>
      orNull(async () => {
        return toShopInfo(await ctx.rest.call('/api/shop/info', { site_id: id('id', args.id) }));
      }),
    shopFollowed: (_p, args, ctx) => {
      const siteId = id('shopId', args.shopId);
      return memberOr(ctx, false, () => ctx.rest.call('/api/shopmember/issubscribe', { site_id: siteId }));
    },
    shopSearch: async (_p, args, ctx) => {
      const body: RequestOf<'/api/shop/page2_0'> = pageArgs(args.page, args.pageSize, 10);
      const keyword = searchKeyword(args.keyword);
      if (keyword) body.keyword = keyword;
      return toPage(await ctx.rest.call('/api/shop/page2_0', body), toShopSearchEntry);
    },

    helpList: async (_p, args, ctx) => {
      const body: RequestOf<'/api/help/page'> = pageArgs(args.page, args.pageSize);
      const classId = optionalId('classId', args.classId);
      if (classId !== undefined) body.class_id = classId;
      return toPage(await ctx.rest.call('/api/help/page', body), toHelpEntry);
    },
    help: (_p, args, ctx) =>
      orNull(async () => {
        return toHelp(await ctx.rest.call('/api/help/info', { id: id('id', args.id) }));
      }),
    notices: async (_p, args, ctx) =>
      toPage(await ctx.rest.call('/api/notice/page', pageArgs(args.page, args.pageSize)), toNoticeEntry),
    notice: (_p, args, ctx) =>
      orNull(async () => {
        return toNotice(await ctx.rest.call('/api/notice/info', { id: id('id', args.id) }));
      }),
    articles: async (_p, args, ctx) => {
      const body: RequestOf<'/api/article/page'> = pageArgs(args.page, args.pageSize);
      const classId = optionalId('classId', args.classId);
      if (classId !== undefined) body.class_id = classId;
      return toPage(await ctx.rest.call('/api/article/page', body), toArticleEntry);
    },
    articleClasses: async (_p, _args, ctx) =>
      (await ctx.rest.call('/api/articleclass/lists', {})).map((c) => ({ id: c.class_id, name: c.class_name })),
    article: (_p, args, ctx) =>
      orNull(async () => {
        return toArticle(await ctx.rest.call('/api/article/info', { id: id('id', args.id) }));
      }),
  },

  Mutation: {
    collectGoods: writeById('skuId', '/api/goodscollect/add', 'sku_id'),
    uncollectGoods: writeById('goodsId', '/api/goodscollect/delete', 'goods_id'),
    addFootprint: writeById('skuId', '/api/goodsbrowse/add', 'sku_id'),
    deleteFootprint: (_p, args, ctx) => {
      if (args.ids.length === 0) badInput('请选择要删除的足迹', 'ids');
      if (args.ids.length > 100) badInput('一次最多删除 100 条足迹', 'ids');
      const ids = args.ids.map((i) => id('ids', i));
      return asLoggedIn(ctx, () => ctx.rest.call('/api/goodsbrowse/delete', { ids }, { cache: false }));
    },
    followShop: writeById('shopId', '/api/shopmember/add', 'site_id'),
    unfollowShop: writeById('shopId', '/api/shopmember/delete', 'site_id'),
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
      (await orNull(() => ctx.rest.call('/api/goodscategory/info', { category_id: parent.categoryId })))?.path.map(toCategoryLink) ?? [],
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
  return m ? toManjian(m) : null;
}
