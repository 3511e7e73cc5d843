// After-sales: the shop's refunds and complaints, and the platform's arbitration queue.
import type { ConsoleRequestOf } from '@mall/rest-contract';
import type { Resolvers } from '../generated/resolvers-types';
import { camelize, pageOf } from '../mappers/camel';
import { decision, listBody, refundRow } from './review';

export const resolvers: Resolvers = {
  Query: {
    shopRefunds: async (_p, args, ctx) => pageOf(await ctx.console.call('/admin/api/shop/refunds/list', listBody(args) as ConsoleRequestOf<'/admin/api/shop/refunds/list'>), refundRow),
    shopRefund: async (_p, { id }, ctx) => camelize(await ctx.console.call('/admin/api/shop/refunds/detail', { id })),
    shopComplaints: async (_p, args, ctx) => pageOf(await ctx.console.call('/admin/api/shop/complaints/list', listBody(args) as ConsoleRequestOf<'/admin/api/shop/complaints/list'>), camelize),
    arbitrations: async (_p, args, ctx) => pageOf(await ctx.console.call('/admin/api/review/arbitrations/list', listBody(args) as ConsoleRequestOf<'/admin/api/review/arbitrations/list'>), refundRow),
    arbitration: async (_p, { id }, ctx) => camelize(await ctx.console.call('/admin/api/review/arbitrations/detail', { id })),
  },
  Mutation: {
    decideShopRefund: async (_p, { input }, ctx) => camelize(await ctx.console.call('/admin/api/shop/refunds/decide', decision(input))),
    decideArbitration: async (_p, { input }, ctx) => camelize(await ctx.console.call('/admin/api/review/arbitrations/decide', decision(input))),
  },
};
