// The dashboard's aggregates: mall-api's summary as it is, in camelCase.
import type { Resolvers } from '../generated/resolvers-types';
import { camelize } from '../mappers/camel';

export const resolvers: Resolvers = {
  Query: {
    dashboard: async (_p, _a, ctx) => camelize(await ctx.console.call('/admin/api/dashboard/summary', {})),
  },
};
