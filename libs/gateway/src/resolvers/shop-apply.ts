// 申请开店: the member's latest application and a new one (the REST contract's zod checks the input).
import type { ResponseOf } from '@mall/rest-contract';
import type { Resolvers } from '../generated/resolvers-types';
import { asLoggedIn, checked } from './support';

const toShopApply = (a: NonNullable<ResponseOf<'/api/shopapply/info'>>) => ({
  applyId: a.apply_id,
  companyName: a.company_name,
  shopName: a.shop_name,
  contactName: a.contact_name,
  mobile: a.mobile,
  licenceImage: a.licence_image,
  categoryIds: a.category_ids,
  categoryNames: a.category_names,
  tagLevel: a.tag_level,
  tagLevelName: a.tag_level_name,
  status: a.status,
  statusName: a.status_name,
  refuseReason: a.refuse_reason,
  siteId: a.site_id,
  ownerUsername: a.owner_username,
  createTime: a.create_time,
  decideTime: a.decide_time,
});

export const shopApplyResolvers: Resolvers = {
  Query: {
    myShopApply: (_p, _a, ctx) =>
      asLoggedIn(ctx, async () => {
        const a = await ctx.rest.call('/api/shopapply/info', {}, { cache: false });
        return a ? toShopApply(a) : null;
      }),
  },
  Mutation: {
    applyShop: (_p, { input }, ctx) =>
      asLoggedIn(ctx, async () => {
        const body = checked('/api/shopapply/apply', {
          company_name: input.companyName,
          shop_name: input.shopName,
          contact_name: input.contactName,
          mobile: input.mobile,
          licence_image: input.licenceImage,
          category_ids: input.categoryIds,
          tag_level: input.tagLevel as 0 | 2 | 3 | 4,
        });
        return toShopApply(await ctx.rest.call('/api/shopapply/apply', body, { cache: false }));
      }),
  },
};
