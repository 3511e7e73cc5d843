// Resolvers of schema/search.graphql: the header's suggestions. The list's facets come with
// goodsList (resolvers/catalogue.ts), asked of mall-api only when the query selects them.
import { endpoints, SUGGEST_MAX } from '@mall/rest-contract';
import type { Resolvers } from '../generated/resolvers-types';
import { toSuggestion } from '../mappers/search';
import { optionalIntInRange, parseRequest } from '../validation';
import { searchKeyword } from './catalogue';

export const searchResolvers: Resolvers = {
  Query: {
    searchSuggestions: async (_p, args, ctx) => {
      const keyword = searchKeyword(args.keyword);
      if (!keyword) return [];
      const size = optionalIntInRange('size', args.size ?? undefined, 1, SUGGEST_MAX) ?? SUGGEST_MAX;
      const body = parseRequest(endpoints['/api/goodssku/suggest'].request, { keyword, kind: args.kind === 'SHOP' ? 'shop' : 'goods', size });
      const data = await ctx.rest.call('/api/goodssku/suggest', body);
      return data.list.map(toSuggestion);
    },
  },
};
