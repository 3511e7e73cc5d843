// The 开店申请 queue: list, detail, decide (the approval answers the 店主's initial password once).
import type { ConsoleRequestOf, ShopApplyReviewRow } from '@mall/rest-contract';
import type { Resolvers } from '../generated/resolvers-types';
import { camelize, pageOf } from '../mappers/camel';
import { decision, listBody } from './review';

// A list row carries no detail fields: they answer empty there.
const applyRow = (r: ShopApplyReviewRow) => ({ ...camelize(r), licenceImage: '', categoryNames: [], refuseReason: '', siteId: 0, ownerUsername: '' });

export const resolvers: Resolvers = {
  Query: {
    shopApplyReviews: async (_p, args, ctx) => pageOf(await ctx.console.call('/admin/api/review/shops/list', listBody(args) as ConsoleRequestOf<'/admin/api/review/shops/list'>), applyRow),
    shopApplyReview: async (_p, { id }, ctx) => camelize(await ctx.console.call('/admin/api/review/shops/detail', { id })),
  },
  Mutation: {
    decideShopApply: async (_p, { input }, ctx) => camelize(await ctx.console.call('/admin/api/review/shops/decide', decision(input))),
  },
};
