// Drizzle tables of organisations (units), their members and consumption vouchers.
// Money is integer fen; times timestamptz.
//
// FOR AGGREGATION (ranking) — which rows record what:
//  (a) A unit's PAID voucher purchases (充值/购券, ranking type "voucher"):
//      voucher_order WHERE status = 'paid'
//        amount    = integer fen paid      pay_time = when it was paid
//        org_id    = the unit              org_type = the unit's type, copied at creation
//      (org_unit.org_type is the unit's current type; names in @mall/rest-contract ORG_TYPES.)
//  (b) Members' orders paid by unit members (ranking type "company", unit purchase):
//      orders (schema-order.ts) WHERE pay_time IS NOT NULL, joined
//        org_member ON org_member.member_id = orders.member_id  → org_member.org_id
//        org_unit   ON org_unit.org_id = org_member.org_id      → org_unit.org_type, org_unit.org_name
//      money = orders.order_money (fen; includes the part paid with vouchers).
//  Every voucher stock or value change is one voucher_ledger row (kind purchase | issue | activate |
//  spend | refund | release | expire); the per-unit stock is org_unit.voucher_stock (never negative).
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { member } from './schema';
import { createTime, id, ownedBy, ts } from './columns';

const orgRef = () => ownedBy('org_id', () => orgUnit.orgId);
const memberRef = () => ownedBy('member_id', () => member.memberId);

/** A unit (organisation). voucher_stock: unissued voucher value the unit holds, fen, never negative. */
export const orgUnit = pgTable(
  'org_unit',
  {
    orgId: id('org_id'),
    orgName: varchar('org_name', { length: 64 }).notNull(),
    /** ORG_TYPES key in @mall/rest-contract (1 机关单位 … 6 其他). */
    orgType: smallint('org_type').notNull(),
    creditCode: varchar('credit_code', { length: 18 }).notNull().default(''),
    contactName: varchar('contact_name', { length: 32 }).notNull().default(''),
    contactMobile: varchar('contact_mobile', { length: 16 }).notNull().default(''),
    address: varchar('address', { length: 128 }).notNull().default(''),
    voucherStock: integer('voucher_stock').notNull().default(0),
    createTime: createTime(),
  },
  (t) => [index('org_unit_type_idx').on(t.orgType), check('org_unit_stock_chk', sql`${t.voucherStock} >= 0`)],
);

/** Membership of a unit. role admin manages the unit; a member belongs to at most one unit. */
export const orgMember = pgTable(
  'org_member',
  {
    id: id('id'),
    orgId: orgRef(),
    memberId: memberRef(),
    /** admin | member */
    role: varchar('role', { length: 8 }).notNull().default('member'),
    realName: varchar('real_name', { length: 32 }).notNull().default(''),
    createTime: createTime(),
  },
  (t) => [
    uniqueIndex('org_member_member_uq').on(t.memberId),
    index('org_member_org_idx').on(t.orgId, t.createTime.desc()),
    check('org_member_role_chk', sql`${t.role} in ('admin', 'member')`),
  ],
);

/** A unit's purchase of voucher stock, paid with the order payment providers. */
export const voucherOrder = pgTable(
  'voucher_order',
  {
    orderId: id('order_id'),
    orderNo: varchar('order_no', { length: 32 }).notNull(),
    orgId: orgRef(),
    /** Copied from org_unit.org_type when the order is created (ranking by unit type). */
    orgType: smallint('org_type').notNull(),
    /** The administrator who bought it. */
    memberId: memberRef(),
    amount: integer('amount').notNull(),
    /** unpaid | reviewing | paid | closed */
    status: varchar('status', { length: 16 }).notNull().default('unpaid'),
    payType: varchar('pay_type', { length: 16 }).notNull().default(''),
    payKey: varchar('pay_key', { length: 64 }),
    tradeNo: varchar('trade_no', { length: 64 }).notNull().default(''),
    payTime: ts('pay_time'),
    /** 0 none, 1 an invoice is requested, 2 issued (a refused request puts it back to 0). */
    invoiceStatus: smallint('invoice_status').notNull().default(0),
    createTime: createTime(),
  },
  (t) => [
    uniqueIndex('voucher_order_no_uq').on(t.orderNo),
    uniqueIndex('voucher_order_key_uq').on(t.memberId, t.payKey),
    index('voucher_order_org_idx').on(t.orgId, t.createTime.desc()),
    index('voucher_order_paid_idx').on(t.status, t.payTime),
    check('voucher_order_amount_chk', sql`${t.amount} > 0`),
    check('voucher_order_status_chk', sql`${t.status} in ('unpaid', 'reviewing', 'paid', 'closed')`),
  ],
);

/** One issuance batch: face value × count per member × members, taken from the unit's stock. */
export const voucherIssuance = pgTable(
  'voucher_issuance',
  {
    issuanceId: id('issuance_id'),
    orgId: orgRef(),
    memberId: memberRef(),
    voucherName: varchar('voucher_name', { length: 32 }).notNull(),
    faceValue: integer('face_value').notNull(),
    countPerMember: integer('count_per_member').notNull(),
    memberCount: integer('member_count').notNull(),
    total: integer('total').notNull(),
    validStart: ts('valid_start').notNull(),
    validEnd: ts('valid_end').notNull(),
    /** Usable scope: empty lists mean every shop / category. */
    scope: jsonb('scope').$type<{ shop_ids: number[]; category_ids: number[] }>().notNull(),
    remark: varchar('remark', { length: 200 }).notNull().default(''),
    createTime: createTime(),
  },
  (t) => [index('voucher_issuance_org_idx').on(t.orgId, t.createTime.desc()), check('voucher_issuance_total_chk', sql`${t.total} > 0`)],
);

/** One voucher held by a member. status pending (to activate) | usable | used | expired. */
export const voucher = pgTable(
  'voucher',
  {
    voucherId: id('voucher_id'),
    voucherNo: varchar('voucher_no', { length: 32 }).notNull(),
    orgId: orgRef(),
    issuanceId: ownedBy('issuance_id', () => voucherIssuance.issuanceId),
    memberId: memberRef(),
    faceValue: integer('face_value').notNull(),
    /** Value left to spend (fen). */
    remaining: integer('remaining').notNull(),
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    activateTime: ts('activate_time'),
    useTime: ts('use_time'),
    validStart: ts('valid_start').notNull(),
    validEnd: ts('valid_end').notNull(),
    createTime: createTime(),
  },
  (t) => [
    uniqueIndex('voucher_no_uq').on(t.voucherNo),
    index('voucher_member_idx').on(t.memberId, t.status),
    index('voucher_issuance_idx').on(t.issuanceId),
    check('voucher_remaining_chk', sql`${t.remaining} >= 0 and ${t.remaining} <= ${t.faceValue}`),
    check('voucher_status_chk', sql`${t.status} in ('pending', 'usable', 'used', 'expired')`),
  ],
);

/**
 * Every voucher stock or value change. stock_change: delta of org_unit.voucher_stock (purchase +,
 * issue −); value_change: delta of the member's voucher value (issue +, spend −, refund +, expire −).
 * activate rows carry 0 and 0. Sum of stock_change per unit = org_unit.voucher_stock; sum of
 * value_change per voucher = voucher.remaining (the reconciliation test checks both).
 */
export const voucherLedger = pgTable(
  'voucher_ledger',
  {
    ledgerId: id('ledger_id'),
    orgId: orgRef(),
    memberId: integer('member_id'),
    voucherId: integer('voucher_id'),
    /** purchase | issue | activate | spend | refund | release (a refused transfer's held part) | expire */
    kind: varchar('kind', { length: 16 }).notNull(),
    stockChange: integer('stock_change').notNull().default(0),
    valueChange: integer('value_change').notNull().default(0),
    /** voucher_order / voucher_issuance / orders id, by kind. */
    relateId: integer('relate_id').notNull().default(0),
    remark: varchar('remark', { length: 200 }).notNull().default(''),
    createTime: createTime(),
  },
  (t) => [
    index('voucher_ledger_org_idx').on(t.orgId, t.createTime.desc()),
    index('voucher_ledger_voucher_idx').on(t.voucherId),
    // An order's voucher part (spend / refund rows by relate_id) is read on every refund and repeated pay.
    index('voucher_ledger_kind_relate_idx').on(t.kind, t.relateId),
  ],
);

/** An invoice request for paid voucher orders. status applied | issued | refused. */
export const voucherInvoice = pgTable(
  'voucher_invoice',
  {
    invoiceId: id('invoice_id'),
    orgId: orgRef(),
    memberId: memberRef(),
    orderIds: jsonb('order_ids').$type<number[]>().notNull(),
    amount: integer('amount').notNull(),
    invoiceTitle: varchar('invoice_title', { length: 64 }).notNull(),
    taxNumber: varchar('tax_number', { length: 20 }).notNull().default(''),
    /** 1 ordinary, 2 special VAT */
    invoiceType: smallint('invoice_type').notNull(),
    email: varchar('email', { length: 64 }).notNull().default(''),
    status: varchar('status', { length: 16 }).notNull().default('applied'),
    /** Set by the operator: the invoice's number when issued, the reason when refused. */
    invoiceNo: varchar('invoice_no', { length: 32 }).notNull().default(''),
    reviewRemark: varchar('review_remark', { length: 200 }).notNull().default(''),
    reviewTime: ts('review_time'),
    createTime: createTime(),
  },
  (t) => [index('voucher_invoice_org_idx').on(t.orgId, t.createTime.desc()), index('voucher_invoice_status_idx').on(t.status, t.createTime)],
);
