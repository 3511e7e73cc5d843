// Verification codes of pickup and virtual-goods orders, as the two desks see them: the shop console's
// 核销台 (a 核销员 account) and the member centre's /member/verification (a member the 店主 bound as
// the shop's verifier). Both look a code up, show its order and redeem it once.
import { z } from 'zod';
import { VERIFY_TYPES } from './account';
import { pageFields, paged, positiveId } from './paging';

/** A pickup code (8 digits) or a virtual-goods code as the buyer shows it. */
export const verifyCodeField = z
  .string({ error: '请输入核销码' })
  .trim()
  .min(4, { error: '核销码至少 4 位' })
  .max(32, { error: '核销码不能超过 32 位' })
  .regex(/^[A-Za-z0-9-]+$/, { error: '核销码只能包含字母、数字和横线' });

export const verifyCodeRequest = z.object({ code: verifyCodeField });

export const verifyTarget = z.object({
  /** pickup: an order picked up at the shop's store; virtual: a virtual-goods code. */
  kind: z.enum(['pickup', 'virtual']),
  code: z.string(),
  order_id: z.number().int(),
  order_no: z.string(),
  buyer: z.string(),
  items: z.array(z.object({ sku_name: z.string(), num: z.number().int(), sku_image: z.string() })),
  store_name: z.string(),
  verified: z.boolean(),
  verify_time: z.number().int(),
  verifier: z.string(),
  expire_time: z.number().int(),
});
export type VerifyTarget = z.output<typeof verifyTarget>;

/** The shops a member verifies for (none: the desk says the member is not a verifier). */
export const verifierInfo = z.object({
  is_verifier: z.boolean(),
  shops: z.array(z.object({ site_id: z.number().int(), site_name: z.string() })),
});

export const VERIFY_OUTCOMES = ['ok', 'refused'] as const;

/** One redeem attempt at the member's desk. */
export const verifyRecord = z.object({
  id: z.number().int(),
  code: z.string(),
  verify_type: z.enum(VERIFY_TYPES).or(z.literal('')),
  verify_type_name: z.string(),
  order_no: z.string(),
  site_name: z.string(),
  items: z.array(z.object({ sku_name: z.string(), num: z.number().int(), sku_image: z.string() })),
  outcome: z.enum(VERIFY_OUTCOMES),
  /** Why a refused attempt was refused (已使用, 不存在 …); empty when ok. */
  reason: z.string(),
  verifier_name: z.string(),
  create_time: z.number().int(),
});
export type VerifyRecord = z.output<typeof verifyRecord>;

export const verifyRecordPageRequest = z.object({
  outcome: z.enum(VERIFY_OUTCOMES, { error: '核销结果只能是 ok 或 refused' }).optional(),
  ...pageFields(),
});
export const verifyRecordPage = paged(verifyRecord);
export const verifyRecordRequest = z.object({ id: positiveId('核销记录编号') });
