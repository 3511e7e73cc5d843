// The platform's 开店申请 queue (mall-api modules/shop-apply): approve (the shop, its empty storefront
// page and its 店主 console account in one transaction; the initial password is answered once, to the
// operator, and sent to the applicant's mobile) or refuse with the reason the applicant reads.
import { z } from 'zod';
import { SHOP_APPLY_STATES } from '../shop-apply';
import { consoleCall, consolePage, queueListRequest } from './call';
import { reviewDecisionRequest, reviewIdRequest } from './review-endpoints';

export const shopApplyReviewListRequest = queueListRequest(SHOP_APPLY_STATES);
export const shopApplyReviewRow = z.object({
  id: z.number().int(),
  company_name: z.string(),
  shop_name: z.string(),
  contact_name: z.string(),
  mobile: z.string(),
  member_name: z.string(),
  tag_level: z.number().int(),
  tag_level_name: z.string(),
  state: z.enum(SHOP_APPLY_STATES),
  state_name: z.string(),
  create_time: z.number().int(),
  decide_time: z.number().int(),
});
export const shopApplyReviewDetail = shopApplyReviewRow.extend({
  licence_image: z.string(),
  category_names: z.array(z.string()),
  refuse_reason: z.string(),
  site_id: z.number().int(),
  owner_username: z.string(),
});
export const shopApplyDecision = shopApplyReviewDetail.extend({
  /** The 店主 account's initial password: answered once, by the approval; never stored in clear. */
  owner_password: z.string(),
});
export type ShopApplyReviewRow = z.output<typeof shopApplyReviewRow>;
export type ShopApplyReviewDetail = z.output<typeof shopApplyReviewDetail>;

export const shopApplyReviewEndpoints = {
  '/admin/api/review/shops/list': consoleCall({ permission: 'review.shop', kind: 'read', summary: '开店申请：列表', request: shopApplyReviewListRequest, response: consolePage(shopApplyReviewRow) }),
  '/admin/api/review/shops/detail': consoleCall({ permission: 'review.shop', kind: 'read', summary: '开店申请：详情', request: reviewIdRequest, response: shopApplyReviewDetail }),
  '/admin/api/review/shops/decide': consoleCall({
    permission: 'review.shop',
    kind: 'write',
    summary: '开店申请：通过（开店、店主账号）或驳回',
    request: reviewDecisionRequest,
    response: shopApplyDecision,
  }),
} as const;
