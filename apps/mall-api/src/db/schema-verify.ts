// The verification desk's tables: which members verify codes for which shop (the 店主 binds them in
// the console), and every redeem attempt made at the member's desk, used or refused.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createTime, id, ownedBy } from './columns';
import { member, shop } from './schema';

/** A member who may verify the shop's pickup and virtual-goods codes at /member/verification. */
export const shopVerifier = pgTable(
  'shop_verifier',
  {
    id: id('id'),
    siteId: ownedBy('site_id', () => shop.siteId),
    memberId: ownedBy('member_id', () => member.memberId),
    /** The console account that bound the member. */
    addedBy: varchar('added_by', { length: 32 }).notNull().default(''),
    createTime: createTime(),
  },
  (t) => [uniqueIndex('shop_verifier_site_member_uq').on(t.siteId, t.memberId), index('shop_verifier_member_idx').on(t.memberId)],
);

/** One redeem attempt at the member's desk: `ok` (the code was used by it) or `refused` with the reason. */
export const verifyRecord = pgTable(
  'verify_record',
  {
    id: id('id'),
    siteId: integer('site_id').notNull(),
    verifierMemberId: ownedBy('verifier_member_id', () => member.memberId),
    verifierName: varchar('verifier_name', { length: 32 }).notNull().default(''),
    code: varchar('code', { length: 32 }).notNull(),
    verifyType: varchar('verify_type', { length: 16 }).notNull().default(''),
    orderNo: varchar('order_no', { length: 32 }).notNull().default(''),
    items: jsonb('items').$type<{ sku_name: string; sku_image: string; num: number }[]>().notNull().default([]),
    outcome: varchar('outcome', { length: 16 }).notNull(),
    reason: varchar('reason', { length: 200 }).notNull().default(''),
    createTime: createTime(),
  },
  (t) => [index('verify_record_verifier_idx').on(t.verifierMemberId, t.createTime.desc()), check('verify_record_outcome_chk', sql`${t.outcome} in ('ok', 'refused')`)],
);
