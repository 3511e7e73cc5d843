// Tables of the shops' console: the platform's goods review queue (what a shop asked to change and
// what the platform decided) and the shop's own notes on its orders.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createTime, id, ownedBy, ts } from './columns';
import { goods } from './schema';
import { orders } from './schema-order';

/** One proposed sku of a goods review: an existing sku (sku_id) or a new one (sku_id null). */
export interface ReviewedSku {
  sku_id: number | null;
  spec_name: string;
  /** Fen. */
  price: number;
  discount_price: number;
  sku_image: string;
  /** A new sku's opening stock (existing skus keep theirs: stock never waits for review). */
  stock: number;
  is_default: boolean;
}

/** What a review would change when approved; only the fields that need the platform's look. */
export interface GoodsReviewChanges {
  goods_name?: string;
  tag_type?: number;
  tag_level?: number;
  /** The whole proposed sku list when a price changes or a sku is added. */
  skus?: ReviewedSku[];
}

/**
 * The platform's goods review: new goods (kind `create`, the goods waits off the shelf) and edits of
 * name, prices or tags (kind `edit`, the goods keeps selling as it was). At most one pending review
 * per goods; a newer submission replaces the pending one (status `superseded`).
 */
export const goodsReview = pgTable(
  'goods_review',
  {
    reviewId: id('review_id'),
    goodsId: ownedBy('goods_id', () => goods.goodsId),
    siteId: integer('site_id').notNull(),
    kind: varchar('kind', { length: 8 }).notNull(),
    changes: jsonb('changes').$type<GoodsReviewChanges>().notNull(),
    /** The same fields as they are now, for the reviewer's side-by-side view. */
    before: jsonb('before').$type<GoodsReviewChanges>().notNull(),
    /** A new goods: whether it goes on the shelf once approved. */
    shelfAfter: varchar('shelf_after', { length: 8 }).notNull().default('on'),
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    reason: varchar('reason', { length: 200 }).notNull().default(''),
    submittedBy: varchar('submitted_by', { length: 32 }).notNull(),
    decidedBy: varchar('decided_by', { length: 32 }).notNull().default(''),
    decideTime: ts('decide_time'),
    createTime: createTime(),
  },
  (t) => [
    uniqueIndex('goods_review_pending_uq').on(t.goodsId).where(sql`${t.status} = 'pending'`),
    index('goods_review_status_idx').on(t.status, t.createTime),
    index('goods_review_goods_idx').on(t.goodsId, t.reviewId.desc()),
    check('goods_review_kind_chk', sql`${t.kind} in ('create', 'edit')`),
    check('goods_review_shelf_chk', sql`${t.shelfAfter} in ('on', 'off')`),
    check('goods_review_status_chk', sql`${t.status} in ('pending', 'approved', 'refused', 'superseded')`),
  ],
);

/** The shop's own notes on an order (never shown to the buyer). */
export const orderNote = pgTable(
  'order_note',
  {
    noteId: id('note_id'),
    orderId: ownedBy('order_id', () => orders.orderId),
    siteId: integer('site_id').notNull(),
    username: varchar('username', { length: 32 }).notNull(),
    content: varchar('content', { length: 500 }).notNull(),
    createTime: createTime(),
  },
  (t) => [index('order_note_order_idx').on(t.orderId, t.noteId)],
);
