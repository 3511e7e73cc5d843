// Applications to open a shop (申请开店): a member applies, the platform's 开店申请 queue approves
// (the shop, its 店主 console account and its empty storefront page are made in that transaction) or
// refuses with a reason the member reads. One pending application per member.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { member, shop } from './schema';
import { createTime, id, ownedBy, ts } from './columns';

export const shopApply = pgTable(
  'shop_apply',
  {
    applyId: id('apply_id'),
    memberId: ownedBy('member_id', () => member.memberId),
    companyName: varchar('company_name', { length: 128 }).notNull(),
    shopName: varchar('shop_name', { length: 64 }).notNull(),
    contactName: varchar('contact_name', { length: 32 }).notNull(),
    mobile: varchar('mobile', { length: 16 }).notNull(),
    /** The business licence picture, uploaded by the member (/api/upload/...). */
    licenceImage: varchar('licence_image', { length: 255 }).notNull(),
    /** Level-1 platform categories the shop will sell in. */
    categoryIds: jsonb('category_ids').$type<number[]>().notNull().default([]),
    /** Poverty-area certification: 0 none, 2/3/4 province/city/county (SPEC §1); the shop's tag_level. */
    tagLevel: smallint('tag_level').notNull().default(0),
    /** pending, approved or refused. */
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    refuseReason: varchar('refuse_reason', { length: 200 }).notNull().default(''),
    /** The shop the approval made. */
    siteId: integer('site_id').references(() => shop.siteId, { onDelete: 'set null' }),
    /** The 店主 console account the approval made (its password is shown once, never stored). */
    ownerUsername: varchar('owner_username', { length: 32 }).notNull().default(''),
    decideTime: ts('decide_time'),
    createTime: createTime(),
  },
  (t) => [
    index('shop_apply_member_idx').on(t.memberId, t.createTime),
    index('shop_apply_status_idx').on(t.status, t.createTime),
    uniqueIndex('shop_apply_pending_uq').on(t.memberId).where(sql`${t.status} = 'pending'`),
    check('shop_apply_status_chk', sql`${t.status} in ('pending', 'approved', 'refused')`),
    check('shop_apply_tag_level_chk', sql`${t.tagLevel} in (0, 2, 3, 4)`),
  ],
);
