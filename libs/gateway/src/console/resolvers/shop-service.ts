// A shop's customer-service staff: list, add, disable or enable, reset a password.
import type { Resolvers } from '../generated/resolvers-types';
import { camelize } from '../mappers/camel';

export const resolvers: Resolvers = {
  Query: {
    shopServicers: async (_p, _a, ctx) => camelize(await ctx.console.call('/admin/api/shop/servicers/list', {})),
  },
  Mutation: {
    addShopServicer: async (_p, { input }, ctx) => camelize(await ctx.console.call('/admin/api/shop/servicers/add', input)),
    setShopServicerDisabled: async (_p, { servicerId, disabled }, ctx) =>
      camelize(await ctx.console.call('/admin/api/shop/servicers/disable', { servicer_id: servicerId, disabled })),
    resetShopServicerPassword: async (_p, { servicerId, password }, ctx) =>
      camelize(await ctx.console.call('/admin/api/shop/servicers/reset-password', { servicer_id: servicerId, password })),
  },
};
