// Branch sites, banners, recommended goods and support units: each field one mall-api console call.
import type { ConsoleRequestOf } from '@mall/rest-contract';
import type { Resolvers } from '../generated/resolvers-types';
import { camelize, camelizeMoney, pageOf, restBody } from '../mappers/camel';

/** Listed goods with their price in fen. */
const withFen = camelizeMoney('price');

export const resolvers: Resolvers = {
  Query: {
    consoleSites: async (_p, args, ctx) =>
      pageOf(await ctx.console.call('/admin/api/sites/list', restBody(args) as ConsoleRequestOf<'/admin/api/sites/list'>), camelize),
    consoleSite: async (_p, { siteId }, ctx) => camelize(await ctx.console.call('/admin/api/sites/detail', { site_id: siteId })),
    consoleSiteBanners: async (_p, { siteId }, ctx) => camelize(await ctx.console.call('/admin/api/sites/banners/list', { site_id: siteId })),
    consoleSiteRecommend: async (_p, { siteId }, ctx) => withFen(await ctx.console.call('/admin/api/sites/recommend/list', { site_id: siteId })),
    consoleSupportCategories: async (_p, _a, ctx) => camelize(await ctx.console.call('/admin/api/support/categories', {})),
    consoleSupportUnits: async (_p, args, ctx) =>
      pageOf(await ctx.console.call('/admin/api/support/list', restBody(args)), (u) => ({ ...camelize(u), introduction: '', goods: [] })),
    consoleSupportUnit: async (_p, { supportId }, ctx) => withFen(await ctx.console.call('/admin/api/support/detail', { support_id: supportId })),
  },
  Mutation: {
    saveSite: async (_p, { input }, ctx) => camelize(await ctx.console.call('/admin/api/sites/save', restBody(input) as ConsoleRequestOf<'/admin/api/sites/save'>)),
    saveSiteBanner: async (_p, { input }, ctx) => camelize(await ctx.console.call('/admin/api/sites/banners/save', restBody(input) as ConsoleRequestOf<'/admin/api/sites/banners/save'>)),
    deleteSiteBanner: async (_p, { bannerId }, ctx) => (await ctx.console.call('/admin/api/sites/banners/delete', { banner_id: bannerId })).banner_id,
    setSiteRecommend: async (_p, { siteId, goodsIds }, ctx) => withFen(await ctx.console.call('/admin/api/sites/recommend/set', { site_id: siteId, goods_ids: goodsIds })),
    saveSupportUnit: async (_p, { input }, ctx) => withFen(await ctx.console.call('/admin/api/support/save', restBody(input) as ConsoleRequestOf<'/admin/api/support/save'>)),
    showSite: async (_p, { siteId, isShow }, ctx) => (await ctx.console.call('/admin/api/sites/show', { site_id: siteId, is_show: isShow })).is_show,
    showRegionHall: async (_p, { siteId, isShow }, ctx) => (await ctx.console.call('/admin/api/sites/hall/show', { site_id: siteId, is_show: isShow })).is_show,
    showSupportUnit: async (_p, { supportId, isShow }, ctx) => (await ctx.console.call('/admin/api/support/show', { support_id: supportId, is_show: isShow })).is_show,
  },
};
