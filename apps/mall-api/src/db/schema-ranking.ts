// Drizzle tables of the ranking board and the trade ticker. Both are kept up to date inside
// the payment and refund transactions (modules/ranking/ledger.ts, called from the order module's
// transition()), and can be rebuilt from orders and refunds at any time (rebuildRanking): they hold
// no figure of their own. Money is integer fen (bigint for sums); month is 'YYYY-MM' in China time.
import { bigint, index, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { ts } from './columns';

/** One row per paid order: the ticker's source and the keys its refunds are deducted from. */
export const rankingOrder = pgTable(
  'ranking_order',
  {
    orderId: integer('order_id').primaryKey(),
    memberId: integer('member_id').notNull(),
    /** The receiver's name and mobile as on the order; masked when answered. */
    name: varchar('name', { length: 32 }).notNull().default(''),
    mobile: varchar('mobile', { length: 16 }).notNull().default(''),
    provinceId: integer('province_id').notNull().default(0),
    cityId: integer('city_id').notNull().default(0),
    siteId: integer('site_id').notNull().default(0),
    /** The buyer's unit at payment time (0: none). */
    orgId: integer('org_id').notNull().default(0),
    skuName: varchar('sku_name', { length: 320 }).notNull().default(''),
    orderMoney: integer('order_money').notNull(),
    refundMoney: integer('refund_money').notNull().default(0),
    month: varchar('month', { length: 7 }).notNull(),
    payTime: ts('pay_time').notNull(),
  },
  (t) => [index('ranking_order_pay_idx').on(t.payTime.desc(), t.orderId.desc())],
);

/**
 * Net paid money (orders minus refunds) per dimension key and month. dim: province | city (key: region
 * id) | shop (site_id) | company (org_id).
 */
export const rankingTotal = pgTable(
  'ranking_total',
  {
    dim: varchar('dim', { length: 16 }).notNull(),
    keyId: integer('key_id').notNull(),
    month: varchar('month', { length: 7 }).notNull(),
    money: bigint('money', { mode: 'number' }).notNull().default(0),
    orderNum: integer('order_num').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.dim, t.month, t.keyId] })],
);
