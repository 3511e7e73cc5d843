// Resolvers of schema/zone.graphql: zones, fresh hall, projects, news, meal packages and
// micro pages. Arguments are checked here (BAD_USER_INPUT, no REST call), then against the REST schema.
import { ZONE_CODES, type ZoneCode } from '@mall/rest-contract';
import type { Resolvers } from '../generated/resolvers-types';
import { toDiyPage, toMealPackage, toNews, toNewsDetail, toProject, toProjectDetail, toZone, toZoneGoodsPage } from '../mappers/zone';
import { badInput, optionalIntInRange, stringLength } from '../validation';
import { pageArgs } from './catalogue';
import { checked, id, orNull } from './support';

/** The zones a landing page may ask for (the fresh hall has its own fields). */
function zoneCode(code: string): ZoneCode {
  if (!(ZONE_CODES as readonly string[]).includes(code) || code === 'fresh') badInput('专区不存在', 'code');
  return code as ZoneCode;
}
const optionalLabel = (field: string, label: string, value: string | null | undefined) =>
  value === null || value === undefined ? undefined : stringLength(field, label, value, 1, 32);

export const zoneResolvers: Resolvers = {
  Query: {
    zone: (_p, args, ctx) =>
      orNull(async () => {
        if (!(ZONE_CODES as readonly string[]).includes(args.code) || args.code === 'fresh') return null;
        const province = optionalLabel('province', '省份', args.province);
        return toZone(await ctx.rest.call('/api/GoodsSpecial/info', checked('/api/GoodsSpecial/info', { code: args.code as ZoneCode, province })));
      }),
    zoneGoods: async (_p, args, ctx) => {
      const paging = pageArgs(args.page, args.pageSize);
      const body = checked('/api/GoodsSpecial/goods', {
        code: zoneCode(args.code),
        tab: optionalLabel('tab', '分类', args.tab),
        province: optionalLabel('province', '省份', args.province),
        ...paging,
      });
      return toZoneGoodsPage(await ctx.rest.call('/api/GoodsSpecial/goods', body), paging.page, paging.page_size);
    },
    freshHall: async (_p, _a, ctx) => toZone(await ctx.rest.call('/api/fresh/info', {})),
    freshGoods: async (_p, args, ctx) => {
      const paging = pageArgs(args.page, args.pageSize);
      const body = checked('/api/fresh/goods', { tab: optionalLabel('tab', '分类', args.tab), ...paging });
      return toZoneGoodsPage(await ctx.rest.call('/api/fresh/goods', body), paging.page, paging.page_size);
    },
    assistProjects: async (_p, args, ctx) => {
      const data = await ctx.rest.call('/api/project/page', pageArgs(args.page, args.pageSize, 10));
      return { list: data.list.map(toProject), count: data.count, pageCount: data.page_count };
    },
    assistProject: (_p, args, ctx) => orNull(async () => toProjectDetail(await ctx.rest.call('/api/project/info', { id: id('id', args.id) }))),
    assistNewsList: async (_p, args, ctx) => {
      const data = await ctx.rest.call('/api/project/newsPage', pageArgs(args.page, args.pageSize, 10));
      return { list: data.list.map(toNews), count: data.count, pageCount: data.page_count };
    },
    assistNews: (_p, args, ctx) => orNull(async () => toNewsDetail(await ctx.rest.call('/api/project/newsInfo', { id: id('id', args.id) }))),
    mealPackages: async (_p, args, ctx) => {
      const people = optionalIntInRange('people', args.people, 1, 20);
      return (await ctx.rest.call('/api/Xgh/mealPlan', people === undefined ? {} : { people })).map(toMealPackage);
    },
    diyPage: (_p, args, ctx) => orNull(async () => toDiyPage(await ctx.rest.call('/api/pcDiy/getView', { id: id('id', args.id) }))),
  },
};
