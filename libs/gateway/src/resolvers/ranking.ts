// Resolvers of schema/ranking.graphql: the ranking board and the trade ticker. Public (no session);
// the arguments are checked by the REST request schema before the call.
import type { RankingPeriod as RestPeriod, RankingType as RestType } from '@mall/rest-contract';
import type { Resolvers } from '../generated/resolvers-types';
import { toRankingList } from '../mappers/ranking';
import { checked } from './support';

export const rankingResolvers: Resolvers = {
  Query: {
    rankingList: async (_p, args, ctx) => {
      const body = checked('/api/pc/ranking_list', {
        type: args.type.toLowerCase() as RestType,
        area_id: args.areaId ?? 0,
        level: args.level ?? 1,
        org_type: args.orgType ?? 0,
        period: (args.period ?? 'ALL').toLowerCase() as RestPeriod,
        limit: args.limit ?? 10,
      });
      return toRankingList(await ctx.rest.call('/api/pc/ranking_list', body, { cache: false }));
    },
  },
};
