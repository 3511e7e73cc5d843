// Zones, the fresh hall, projects, news and meal packages: each field one mall-api console call.
import type { ConsoleRequestOf } from '@mall/rest-contract';
import type { Resolvers } from '../generated/resolvers-types';
import { camelize, camelizeMoney, pageOf, restBody } from '../mappers/camel';

/** Zone goods, projects and meal packages with their money in fen. */
const withFen = camelizeMoney('price', 'target_amount', 'raised_amount', 'package_price');

const listedZone = <Z extends object>(z: Z) => ({ ...withFen(z), introduction: '', notice: '', goods: [] });
const projectOf = <P extends object>(p: P) => ({ cover: '', summary: '', content: '', skuIds: [], goods: [], ...withFen(p) });
const newsOf = <N extends object>(n: N) => ({ cover: '', summary: '', content: '', ...camelize(n) });

export const resolvers: Resolvers = {
  Query: {
    consoleZones: async (_p, _a, ctx) => (await ctx.console.call('/admin/api/zones/list', {})).map(listedZone),
    consoleZone: async (_p, { code }, ctx) => withFen(await ctx.console.call('/admin/api/zones/detail', { code } as ConsoleRequestOf<'/admin/api/zones/detail'>)),
    consoleProjects: async (_p, args, ctx) => pageOf(await ctx.console.call('/admin/api/projects/list', restBody(args)), projectOf),
    consoleNews: async (_p, args, ctx) => pageOf(await ctx.console.call('/admin/api/news/list', restBody(args)), newsOf),
    consoleProject: async (_p, { projectId }, ctx) => projectOf(await ctx.console.call('/admin/api/projects/detail', { project_id: projectId })),
    consoleNewsItem: async (_p, { newsId }, ctx) => newsOf(await ctx.console.call('/admin/api/news/detail', { news_id: newsId })),
    consoleMeals: async (_p, _a, ctx) => withFen(await ctx.console.call('/admin/api/meals/list', {})),
  },
  Mutation: {
    saveZone: async (_p, { input }, ctx) => withFen(await ctx.console.call('/admin/api/zones/save', input as ConsoleRequestOf<'/admin/api/zones/save'>)),
    setZoneGoods: async (_p, { code, goods }, ctx) =>
      withFen(await ctx.console.call('/admin/api/zones/goods/set', { code, goods: goods.map((g) => ({ sku_id: g.skuId, tab: g.tab, province: g.province })) } as ConsoleRequestOf<'/admin/api/zones/goods/set'>)),
    showProject: async (_p, { projectId, isShow }, ctx) => (await ctx.console.call('/admin/api/projects/show', { project_id: projectId, is_show: isShow })).is_show,
    saveProject: async (_p, { input }, ctx) =>
      projectOf(
        await ctx.console.call('/admin/api/projects/save', { ...restBody(input), status: input.status as 0 | 1 | 2 }),
      ),
    saveNews: async (_p, { input }, ctx) => newsOf(await ctx.console.call('/admin/api/news/save', restBody(input))),
    deleteNews: async (_p, { newsId }, ctx) => (await ctx.console.call('/admin/api/news/delete', { news_id: newsId })).news_id,
    saveMeal: async (_p, { input }, ctx) =>
      withFen(
        await ctx.console.call('/admin/api/meals/save', restBody(input)),
      ),
  },
};
