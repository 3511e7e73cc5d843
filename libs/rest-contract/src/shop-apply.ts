// Applications to open a shop (申请开店): what a member sends, what they read back, and the platform's
// 开店申请 queue (console). The certification level becomes the shop's tag_level (SPEC §1: 2/3/4 =
// province / city / county poverty-certified; 0 none).
import { z } from 'zod';
import { SHOP_APPLY_CATEGORIES_MAX, SHOP_TAG_LEVELS } from './constants';
import { endpoint, emptyRequest } from './endpoint';
import { text, UPLOADED_IMAGE_PATTERN } from './order';
import { positiveId } from './paging';
import { PHONE_PATTERN } from './rules';

export const SHOP_APPLY_STATES = ['pending', 'approved', 'refused'] as const;
export type ShopApplyState = (typeof SHOP_APPLY_STATES)[number];
export const SHOP_APPLY_STATE_NAMES: Record<ShopApplyState, string> = { pending: '审核中', approved: '已开通', refused: '未通过' };

export type ShopTagLevel = (typeof SHOP_TAG_LEVELS)[number];
export const SHOP_TAG_LEVEL_NAMES: Record<ShopTagLevel, string> = { 0: '暂无认证', 2: '省级贫困地区认证', 3: '市级贫困地区认证', 4: '县级贫困地区认证' };

export const shopApplyRequest = z.object({
  company_name: text('企业名称', 64, 2),
  shop_name: text('店铺名称', 30, 2),
  contact_name: text('联系人', 20, 2),
  mobile: z.string({ error: '手机号必须是文本' }).trim().regex(PHONE_PATTERN, { error: '手机号格式不正确（11 位，以 1 开头）' }),
  licence_image: z.string({ error: '请上传营业执照' }).regex(UPLOADED_IMAGE_PATTERN, { error: '营业执照必须是本站上传的图片' }),
  category_ids: z
    .array(positiveId('经营类目'), { error: '经营类目必须是编号数组' })
    .min(1, { error: '请至少选择一个经营类目' })
    .max(SHOP_APPLY_CATEGORIES_MAX, { error: `经营类目最多选择 ${SHOP_APPLY_CATEGORIES_MAX} 个` }),
  tag_level: z.union(
    SHOP_TAG_LEVELS.map((l) => z.literal(l)),
    { error: '贫困地区认证级别只能是 0（无）、2（省级）、3（市级）或 4（县级）' },
  ),
});

export const shopApplyInfo = z.object({
  apply_id: z.number().int(),
  company_name: z.string(),
  shop_name: z.string(),
  contact_name: z.string(),
  mobile: z.string(),
  licence_image: z.string(),
  category_ids: z.array(z.number().int()),
  category_names: z.array(z.string()),
  tag_level: z.number().int(),
  tag_level_name: z.string(),
  status: z.enum(SHOP_APPLY_STATES),
  status_name: z.string(),
  refuse_reason: z.string(),
  /** The shop the approval opened (0 before). */
  site_id: z.number().int(),
  /** The 店主 console account's username (empty before approval). */
  owner_username: z.string(),
  create_time: z.number().int(),
  decide_time: z.number().int(),
});
export type ShopApplyInfo = z.output<typeof shopApplyInfo>;

export const shopApplyEndpoints = {
  '/api/shopapply/apply': endpoint({ request: shopApplyRequest, response: shopApplyInfo, auth: 'required', summary: '申请开店' }),
  '/api/shopapply/info': endpoint({ request: emptyRequest, response: shopApplyInfo.nullable(), auth: 'required', summary: '我的开店申请（最近一次）' }),
} as const;
