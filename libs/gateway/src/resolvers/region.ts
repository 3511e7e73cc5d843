// Resolvers of schema/region.graphql: branch sites, regions, shop storefront extras and
// support units. Arguments are checked here (BAD_USER_INPUT, no REST call), then against the REST schema.
import type { Resolvers } from '../generated/resolvers-types';
import {
  paged,
  toBanner,
  toCarouselItem,
  toCityDetail,
  toGoodsPageOf,
  toRegion,
  toRegionInfo,
  toShopListItem,
  toStore,
  toSupportUnit,
  toTree,
  toWebsite,
} from '../mappers/region';
import { optionalIntInRange, stringLength } from '../validation';
import { pageArgs } from './catalogue';
import { checked, id, ID_MAX, orNull } from './support';

const optionalId = (field: string, value: number | null | undefined) => optionalIntInRange(field, value, 1, ID_MAX);
const optionalText = (field: string, label: string, value: string | null | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? stringLength(field, label, trimmed, 1, 50) : undefined;
};

export const regionResolvers: Resolvers = {
  Query: {
    websites: async (_p, args, ctx) => {
      const body = checked('/city/api/Website/lists', {
        website_type: optionalIntInRange('type', args.type, 0, 2) ?? 0,
        keyword: optionalText('keyword', '搜索关键词', args.keyword),
      });
      return (await ctx.rest.call('/city/api/Website/lists', body)).map(toWebsite);
    },
    website: (_p, args, ctx) => orNull(async () => toCityDetail(await ctx.rest.call('/city/api/Website/detail', { site_id: id('id', args.id) }))),
    websiteBanners: async (_p, args, ctx) =>
      (await ctx.rest.call('/city/api/WebsiteBanner/bannerList', { site_id: id('siteId', args.siteId) })).map(toBanner),
    websiteRecommendGoods: async (_p, args, ctx) =>
      toGoodsPageOf(
        await ctx.rest.call('/city/api/WebsiteRecommendGoods/recommendGoodsList', { site_id: id('siteId', args.siteId), ...pageArgs(args.page, args.pageSize) }),
      ),
    websiteCarousel: async (_p, args, ctx) => {
      const body = checked('/city/api/Website/carousel', {
        site_num: optionalIntInRange('siteNum', args.siteNum, 1, 20) ?? 10,
        goods_num: optionalIntInRange('goodsNum', args.goodsNum, 1, 20) ?? 4,
      });
      return (await ctx.rest.call('/city/api/Website/carousel', body)).map(toCarouselItem);
    },
    regionHalls: async (_p, _a, ctx) => (await ctx.rest.call('/fupin/api/Region/lists', {})).map(toRegion),
    regionHall: (_p, args, ctx) => orNull(async () => toRegionInfo(await ctx.rest.call('/fupin/api/Region/info', { site_id: id('siteId', args.siteId) }))),
    regionGoods: async (_p, { filter, page, pageSize }, ctx) => {
      const body = checked('/fupin/api/Region/goodsPage', {
        site_id: id('filter.siteId', filter.siteId),
        city_id: optionalId('filter.cityId', filter.cityId),
        district_id: optionalId('filter.districtId', filter.districtId),
        shop_category_id: optionalId('filter.categoryId', filter.categoryId),
        category_level: optionalIntInRange('filter.categoryLevel', filter.categoryLevel, 1, 3),
        ...pageArgs(page, pageSize),
      });
      return toGoodsPageOf(await ctx.rest.call('/fupin/api/Region/goodsPage', body));
    },
    shopCategoryTree: async (_p, args, ctx) =>
      (await orNull(() => ctx.rest.call('/api/shopgoodscategory/tree', { site_id: id('shopId', args.shopId) })))?.map(toTree) ?? [],
    shopStores: async (_p, args, ctx) =>
      paged(await ctx.rest.call('/api/store/page2_0', { site_id: id('shopId', args.shopId), ...pageArgs(args.page, args.pageSize, 10) }), toStore),
    shopList: async (_p, args, ctx) => {
      const body = checked('/api/shop/listPage', {
        site_id: optionalId('siteId', args.siteId),
        shop_category_id: optionalId('categoryId', args.categoryId),
        category_level: optionalIntInRange('categoryLevel', args.categoryLevel, 1, 3),
        keyword: optionalText('keyword', '搜索关键词', args.keyword),
        ...pageArgs(args.page, args.pageSize, 12),
      });
      return paged(await ctx.rest.call('/api/shop/listPage', body), toShopListItem);
    },
    supportCategoryTree: async (_p, _a, ctx) => (await ctx.rest.call('/fupin/api/Support/categoryTree', {})).map(toTree),
    supportUnits: async (_p, args, ctx) =>
      paged(
        await ctx.rest.call('/fupin/api/Support/page', { category_id: optionalId('categoryId', args.categoryId), ...pageArgs(args.page, args.pageSize, 12) }),
        toSupportUnit,
      ),
    supportUnit: (_p, args, ctx) => orNull(async () => toSupportUnit(await ctx.rest.call('/fupin/api/Support/info', { support_id: id('id', args.id) }))),
    supportGoods: async (_p, args, ctx) =>
      toGoodsPageOf(await ctx.rest.call('/fupin/api/Support/goodsPage', { support_id: id('supportId', args.supportId), ...pageArgs(args.page, args.pageSize) })),
  },
  ShopInfo: {
    score: async (parent, _a, ctx) => (await ctx.rest.call('/api/shop/stat', { site_id: parent.id })).score,
    storeNum: async (parent, _a, ctx) => (await ctx.rest.call('/api/shop/stat', { site_id: parent.id })).store_num,
  },
};
