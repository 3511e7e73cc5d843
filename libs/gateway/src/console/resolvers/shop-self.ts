// The shop itself: info, its own categories, offline stores and its own coupons.
import type { ConsoleRequestOf } from '@mall/rest-contract';
import type { Resolvers } from '../generated/resolvers-types';
import { camelize, pageOf, restBody } from '../mappers/camel';
import { couponTypeBody, couponTypeOf, listBody, stopped } from './promotion';

export const resolvers: Resolvers = {
  Query: {
    shopSelfInfo: async (_p, _a, ctx) => camelize(await ctx.console.call('/admin/api/shop/self/info', {})),
    shopOwnCategories: async (_p, _a, ctx) => camelize(await ctx.console.call('/admin/api/shop/category/list', {})),
    shopStores: async (_p, _a, ctx) => camelize(await ctx.console.call('/admin/api/shop/store/list', {})),
    shopCoupons: async (_p, a, ctx) => pageOf(await ctx.console.call('/admin/api/shop/coupon/list', listBody(a) as ConsoleRequestOf<'/admin/api/shop/coupon/list'>), couponTypeOf),
  },
  Mutation: {
    saveShopSelfInfo: async (_p, { input }, ctx) =>
      camelize(
        await ctx.console.call('/admin/api/shop/self/info/save', restBody(input)),
      ),
    saveShopOwnCategory: async (_p, { input }, ctx) =>
      camelize(await ctx.console.call('/admin/api/shop/category/save', restBody(input))),
    deleteShopOwnCategory: async (_p, { id }, ctx) => (await ctx.console.call('/admin/api/shop/category/delete', { id })).id,
    saveShopStore: async (_p, { input }, ctx) =>
      camelize(
        await ctx.console.call('/admin/api/shop/store/save', restBody(input)),
      ),
    setShopStoreEnabled: async (_p, { storeId, enabled }, ctx) => camelize(await ctx.console.call('/admin/api/shop/store/enable', { store_id: storeId, enabled })),
    saveShopCoupon: async (_p, { input }, ctx) => couponTypeOf(await ctx.console.call('/admin/api/shop/coupon/save', couponTypeBody(input))),
    stopShopCoupon: async (_p, { id }, ctx) => stopped(await ctx.console.call('/admin/api/shop/coupon/stop', { id })),
  },
};
