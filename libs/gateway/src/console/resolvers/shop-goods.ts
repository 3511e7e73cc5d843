// A shop's goods (list, editor, stock, shelf) and the platform's goods review queue.
import type { ConsoleRequestOf, ConsoleResponseOf } from '@mall/rest-contract';
import type { Resolvers, ShopGoodsInput } from '../generated/resolvers-types';
import { camelize, camelizeMoney, filteredListBody, given, pageOf } from '../mappers/camel';
import { decision, listBody } from './review';

/** Goods, their skus and a review's changes with prices in fen. */
const goodsOf = camelizeMoney('price', 'discount_price', 'price_min', 'price_max');

const REVIEW_STATE_NAMES: Record<string, string> = { pending: '待审核', approved: '已通过', refused: '已驳回', superseded: '已替代' };

type ReviewRow = ConsoleResponseOf<'/admin/api/review/goods/list'>['list'][number];
const reviewRow = (r: ReviewRow) => {
  const { review_id, status, ...rest } = r;
  return { ...camelize(rest), id: review_id, state: status, stateName: REVIEW_STATE_NAMES[status] ?? status, changes: null, before: null, categoryPath: [], images: [], content: '' };
};

/** The editor's input as mall-api's body (absent optional fields take mall-api's defaults). */
const goodsBody = (input: ShopGoodsInput) => ({
  goods_name: input.goodsName,
  introduction: given(input.introduction),
  content: given(input.content),
  keywords: given(input.keywords),
  category_id: input.categoryId,
  brand_id: input.brandId ?? null,
  shop_category_id: input.shopCategoryId ?? null,
  images: input.images,
  recommend_way: given(input.recommendWay),
  tag_type: given(input.tagType),
  tag_level: given(input.tagLevel),
  skus: input.skus.map((s) => ({
    sku_id: given(s.skuId),
    spec_name: s.specName,
    price: s.price,
    discount_price: s.discountPrice,
    stock: given(s.stock),
    sku_image: given(s.skuImage),
    is_default: given(s.isDefault),
  })),
});

export const resolvers: Resolvers = {
  Query: {
    shopGoodsList: async (_p, args, ctx) => {
      const answer = await ctx.console.call('/admin/api/shop/goods/list', filteredListBody(args) as ConsoleRequestOf<'/admin/api/shop/goods/list'>);
      return { ...pageOf(answer, goodsOf), tabCounts: answer.tab_counts };
    },
    shopGoods: async (_p, { goodsId }, ctx) => goodsOf(await ctx.console.call('/admin/api/shop/goods/detail', { goods_id: goodsId })),
    shopGoodsOptions: async (_p, _a, ctx) => camelize(await ctx.console.call('/admin/api/shop/goods/options', {})),
    goodsReviews: async (_p, args, ctx) => pageOf(await ctx.console.call('/admin/api/review/goods/list', listBody(args) as ConsoleRequestOf<'/admin/api/review/goods/list'>), reviewRow),
    goodsReview: async (_p, { id }, ctx) => {
      const d = await ctx.console.call('/admin/api/review/goods/detail', { id });
      return { ...reviewRow(d), changes: goodsOf(d.changes), before: goodsOf(d.before), categoryPath: d.category_path, images: d.images, content: d.content };
    },
  },
  Mutation: {
    saveShopGoods: async (_p, { input }, ctx) =>
      goodsOf(
        input.goodsId
          ? await ctx.console.call('/admin/api/shop/goods/update', { goods_id: input.goodsId, ...goodsBody(input) } as ConsoleRequestOf<'/admin/api/shop/goods/update'>)
          : await ctx.console.call('/admin/api/shop/goods/create', { ...goodsBody(input), on_shelf: given(input.onShelf) } as ConsoleRequestOf<'/admin/api/shop/goods/create'>),
      ),
    setShopSkuStock: async (_p, { skuId, seenStock, stock }, ctx) => camelize(await ctx.console.call('/admin/api/shop/goods/stock', { sku_id: skuId, seen_stock: seenStock, stock })),
    setShopGoodsShelf: async (_p, { goodsIds, onShelf }, ctx) => (await ctx.console.call('/admin/api/shop/goods/shelf', { goods_ids: goodsIds, on_shelf: onShelf })).updated,
    decideGoodsReview: async (_p, { input }, ctx) => {
      await ctx.console.call('/admin/api/review/goods/decide', decision(input));
      const d = await ctx.console.call('/admin/api/review/goods/detail', { id: input.id });
      return { ...reviewRow(d), changes: goodsOf(d.changes), before: goodsOf(d.before), categoryPath: d.category_path, images: d.images, content: d.content };
    },
  },
};
