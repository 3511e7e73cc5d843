// Consumption vouchers of a unit: buying stock (voucher orders paid with the order
// module's payment providers), issuing it to members, the members' vouchers (activate, spend,
// refund, expire) and invoices of paid voucher orders. Every change of a unit's stock or of a
// voucher's value is a voucher_ledger row written in the same transaction; the stock never goes
// negative (a conditional UPDATE plus the CHECK of org_unit), so issuing more than held is refused.
import { and, count, desc, eq, inArray, lte, sql, sum, type SQL } from 'drizzle-orm';
import {
  ErrorCode,
  VOUCHER_INVOICE_STATUS_NAMES,
  VOUCHER_ORDER_STATUS_NAMES,
  VOUCHER_STATUS_NAMES,
  type Issuance,
  type issueRequest,
  type Paged,
  type Voucher,
  type VoucherInvoice,
  type VoucherOrder,
  type VoucherStatus,
  type voucherInvoiceApplyRequest,
} from '@mall/rest-contract';
import type { z } from 'zod';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { member } from '../../db/schema';
import { orgMember, orgUnit, voucher, voucherInvoice, voucherIssuance, voucherLedger, voucherOrder } from '../../db/schema-org';
import { BusinessError } from '../../http/envelope';
import { fenToYuan } from '@mall/rest-contract/money';
import { lockKey, newNo, secs } from '../order/helpers';
import { balanceProvider, demoProvider, type PaymentProvider } from '../order/payment';
import { adminOrg, NOT_IN_ORG, orgOf } from './service';
import { VOUCHER_NOT_FOUND } from './voucher-spend';

export const VOUCHER_ORDER_NOT_FOUND = '消费券订单不存在';
const DAY_MS = 86_400_000;

type OrderRow = typeof voucherOrder.$inferSelect;
const toOrder = (o: OrderRow): VoucherOrder => ({
  order_id: o.orderId,
  order_no: o.orderNo,
  amount: fenToYuan(o.amount),
  status: o.status as VoucherOrder['status'],
  status_name: VOUCHER_ORDER_STATUS_NAMES[o.status] ?? o.status,
  pay_type: o.payType,
  pay_time: secs(o.payTime),
  invoice_status: o.invoiceStatus,
  create_time: secs(o.createTime),
});

const voucherCols = {
  v: voucher,
  voucherName: voucherIssuance.voucherName,
  orgName: orgUnit.orgName,
  realName: orgMember.realName,
  nickname: member.nickname,
  mobile: member.mobile,
};
type VoucherJoin = { v: typeof voucher.$inferSelect; voucherName: string; orgName: string; realName: string | null; nickname: string; mobile: string };
const toVoucher = (r: VoucherJoin): Voucher => ({
  voucher_id: r.v.voucherId,
  voucher_no: r.v.voucherNo,
  voucher_name: r.voucherName,
  org_name: r.orgName,
  face_value: fenToYuan(r.v.faceValue),
  remaining: fenToYuan(r.v.remaining),
  status: r.v.status as VoucherStatus,
  status_name: VOUCHER_STATUS_NAMES[r.v.status as VoucherStatus] ?? r.v.status,
  valid_start: secs(r.v.validStart),
  valid_end: secs(r.v.validEnd),
  activate_time: secs(r.v.activateTime),
  use_time: secs(r.v.useTime),
  member_name: r.realName || r.nickname,
  mobile: r.mobile,
});

// Spending at checkout and refunds live in voucher-spend.ts (the order module imports them).
export { refundVoucher, spendVoucher, VOUCHER_NOT_FOUND } from './voucher-spend';

export function createVoucherService(db: Db, options: { now?: () => Date; providers?: PaymentProvider[] } = {}) {
  const now = options.now ?? (() => new Date());
  const providers = options.providers ?? [balanceProvider, demoProvider];

  async function expire(memberId?: number) {
    const t = now();
    await db.transaction(async (tx) => {
      const due = await tx
        .select({ voucherId: voucher.voucherId, orgId: voucher.orgId, memberId: voucher.memberId, remaining: voucher.remaining })
        .from(voucher)
        .where(and(inArray(voucher.status, ['pending', 'usable']), lte(voucher.validEnd, t), memberId ? eq(voucher.memberId, memberId) : undefined))
        .for('update');
      if (due.length === 0) return;
      await tx.update(voucher).set({ status: 'expired', remaining: 0 }).where(inArray(voucher.voucherId, due.map((d) => d.voucherId)));
      await tx.insert(voucherLedger).values(due.map((d) => ({ orgId: d.orgId, memberId: d.memberId, voucherId: d.voucherId, kind: 'expire', valueChange: -d.remaining, remark: '到期失效' })));
    });
  }

  /** Vouchers with their issuance's name, the unit's name and the member's names (toVoucher's input). */
  const vouchersWithNames = () =>
    db
      .select(voucherCols)
      .from(voucher)
      .innerJoin(voucherIssuance, eq(voucherIssuance.issuanceId, voucher.issuanceId))
      .innerJoin(orgUnit, eq(orgUnit.orgId, voucher.orgId))
      .innerJoin(member, eq(member.memberId, voucher.memberId))
      .leftJoin(orgMember, and(eq(orgMember.memberId, voucher.memberId), eq(orgMember.orgId, voucher.orgId)));

  /** One page of the vouchers under `where` in `order`, with their count. */
  async function voucherPage(where: SQL | undefined, order: AnyPgColumn[], input: { page: number; page_size: number }): Promise<Paged<Voucher>> {
    const [c] = await db.select({ n: count() }).from(voucher).where(where);
    const list = await vouchersWithNames()
      .where(where)
      .orderBy(...order)
      .limit(input.page_size)
      .offset((input.page - 1) * input.page_size);
    const total = Number(c?.n ?? 0);
    return { list: list.map(toVoucher), count: total, page_count: Math.ceil(total / input.page_size) };
  }

  async function issuanceOf(orgId: number, rows: (typeof voucherIssuance.$inferSelect)[]): Promise<Issuance[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.issuanceId);
    const counts = await db
      .select({ issuanceId: voucher.issuanceId, status: voucher.status, n: count() })
      .from(voucher)
      .where(and(eq(voucher.orgId, orgId), inArray(voucher.issuanceId, ids)))
      .groupBy(voucher.issuanceId, voucher.status);
    const ops = await db.select({ memberId: member.memberId, nickname: member.nickname, username: member.username }).from(member).where(inArray(member.memberId, [...new Set(rows.map((r) => r.memberId))]));
    return rows.map((r) => {
      const c = { pending: 0, usable: 0, used: 0, expired: 0 };
      for (const x of counts) if (x.issuanceId === r.issuanceId) c[x.status as VoucherStatus] = Number(x.n);
      const op = ops.find((o) => o.memberId === r.memberId);
      return {
        issuance_id: r.issuanceId,
        voucher_name: r.voucherName,
        face_value: fenToYuan(r.faceValue),
        count_per_member: r.countPerMember,
        member_count: r.memberCount,
        total: fenToYuan(r.total),
        valid_start: secs(r.validStart),
        valid_end: secs(r.validEnd),
        shop_ids: r.scope.shop_ids,
        category_ids: r.scope.category_ids,
        remark: r.remark,
        operator: op ? op.nickname || op.username : '',
        create_time: secs(r.createTime),
        counts: c,
      };
    });
  }

  return {
    // ----- voucher orders
    async createOrder(memberId: number, amount: number): Promise<VoucherOrder> {
      const orgId = await adminOrg(db, memberId);
      const [u] = await db.select({ orgType: orgUnit.orgType }).from(orgUnit).where(eq(orgUnit.orgId, orgId));
      const [o] = await db.insert(voucherOrder).values({ orderNo: newNo('VO'), orgId, orgType: u.orgType, memberId, amount }).returning();
      return toOrder(o);
    },

    async payOrder(memberId: number, input: { order_id: number; pay_type: 'balance' | 'demo'; pay_key: string }): Promise<VoucherOrder> {
      const orgId = await adminOrg(db, memberId);
      const provider = providers.find((p) => p.type === input.pay_type);
      if (!provider?.charge) throw new BusinessError('不支持的支付方式');
      return db.transaction(async (tx) => {
        await lockKey(tx, memberId, `voucher:${input.pay_key}`);
        const [o] = await tx.select().from(voucherOrder).where(and(eq(voucherOrder.orderId, input.order_id), eq(voucherOrder.orgId, orgId))).for('update');
        if (!o) throw new BusinessError(VOUCHER_ORDER_NOT_FOUND, ErrorCode.NOT_FOUND);
        if (o.status === 'paid' && o.payKey === input.pay_key) return toOrder(o);
        if (o.status !== 'unpaid') throw new BusinessError(`订单${VOUCHER_ORDER_STATUS_NAMES[o.status] ?? ''}，不能再次支付`);
        const [used] = await tx.select({ id: voucherOrder.orderId }).from(voucherOrder).where(and(eq(voucherOrder.memberId, memberId), eq(voucherOrder.payKey, input.pay_key)));
        if (used) throw new BusinessError('支付标识 pay_key 已用于其他订单，请换一个');
        const { tradeNo } = await provider.charge!(tx, { memberId, amount: o.amount, payNo: o.orderNo, paymentId: o.orderId, orderNos: [o.orderNo] });
        const [paid] = await tx
          .update(voucherOrder)
          .set({ status: 'paid', payType: provider.type, payKey: input.pay_key, tradeNo, payTime: now() })
          .where(and(eq(voucherOrder.orderId, o.orderId), eq(voucherOrder.status, 'unpaid')))
          .returning();
        await tx.update(orgUnit).set({ voucherStock: sql`${orgUnit.voucherStock} + ${o.amount}` }).where(eq(orgUnit.orgId, orgId));
        await tx.insert(voucherLedger).values({ orgId, memberId, kind: 'purchase', stockChange: o.amount, relateId: o.orderId, remark: `购买消费券额度 ${o.orderNo}` });
        return toOrder(paid);
      });
    },

    async orderDetail(memberId: number, orderId: number): Promise<VoucherOrder> {
      const orgId = await adminOrg(db, memberId);
      const [o] = await db.select().from(voucherOrder).where(and(eq(voucherOrder.orderId, orderId), eq(voucherOrder.orgId, orgId)));
      if (!o) throw new BusinessError(VOUCHER_ORDER_NOT_FOUND, ErrorCode.NOT_FOUND);
      return toOrder(o);
    },

    async orderList(memberId: number, page: number, pageSize: number): Promise<Paged<VoucherOrder>> {
      const orgId = await adminOrg(db, memberId);
      const [c] = await db.select({ n: count() }).from(voucherOrder).where(eq(voucherOrder.orgId, orgId));
      const rows = await db.select().from(voucherOrder).where(eq(voucherOrder.orgId, orgId)).orderBy(desc(voucherOrder.createTime), desc(voucherOrder.orderId)).limit(pageSize).offset((page - 1) * pageSize);
      const total = Number(c?.n ?? 0);
      return { list: rows.map(toOrder), count: total, page_count: Math.ceil(total / pageSize) };
    },

    // ----- issuance (administrators)
    async overview(memberId: number) {
      const orgId = await adminOrg(db, memberId);
      await expire();
      const [u] = await db.select({ stock: orgUnit.voucherStock }).from(orgUnit).where(eq(orgUnit.orgId, orgId));
      const sums = await db
        .select({ kind: voucherLedger.kind, stock: sum(voucherLedger.stockChange), value: sum(voucherLedger.valueChange) })
        .from(voucherLedger)
        .where(eq(voucherLedger.orgId, orgId))
        .groupBy(voucherLedger.kind);
      const of = (k: string, f: 'stock' | 'value') => Math.abs(Number(sums.find((s) => s.kind === k)?.[f] ?? 0));
      const [ic] = await db.select({ n: count() }).from(voucherIssuance).where(eq(voucherIssuance.orgId, orgId));
      const [mc] = await db.select({ n: count() }).from(orgMember).where(eq(orgMember.orgId, orgId));
      return {
        voucher_stock: fenToYuan(u.stock),
        purchased: fenToYuan(of('purchase', 'stock')),
        issued: fenToYuan(of('issue', 'stock')),
        spent: fenToYuan(Math.max(0, of('spend', 'value') - of('refund', 'value') - of('release', 'value'))),
        issuance_count: Number(ic?.n ?? 0),
        member_count: Number(mc?.n ?? 0),
      };
    },

    async issue(memberId: number, input: z.output<typeof issueRequest>): Promise<Issuance> {
      const orgId = await adminOrg(db, memberId);
      const row = await db.transaction(async (tx) => {
        const targets = input.to_all
          ? await tx.select({ memberId: orgMember.memberId }).from(orgMember).where(eq(orgMember.orgId, orgId))
          : await tx.select({ memberId: orgMember.memberId }).from(orgMember).where(and(eq(orgMember.orgId, orgId), inArray(orgMember.memberId, [...new Set(input.member_ids)])));
        if (!input.to_all && targets.length !== new Set(input.member_ids).size) throw new BusinessError('所选成员不属于本单位', ErrorCode.NOT_FOUND);
        if (targets.length === 0) throw new BusinessError('本单位还没有可发放的成员');
        const total = input.face_value * input.count_per_member * targets.length;
        if (total > 2_000_000_000) throw new BusinessError('一次发放的总额过大，请分批发放');
        const [u] = await tx
          .update(orgUnit)
          .set({ voucherStock: sql`${orgUnit.voucherStock} - ${total}` })
          .where(and(eq(orgUnit.orgId, orgId), sql`${orgUnit.voucherStock} >= ${total}`))
          .returning({ stock: orgUnit.voucherStock });
        if (!u) {
          const [cur] = await tx.select({ stock: orgUnit.voucherStock }).from(orgUnit).where(eq(orgUnit.orgId, orgId));
          throw new BusinessError(`消费券额度不足：当前可发放 ${fenToYuan(cur?.stock ?? 0)} 元，本次需要 ${fenToYuan(total)} 元`);
        }
        const start = now();
        const end = new Date(start.getTime() + input.valid_days * DAY_MS);
        const [iss] = await tx
          .insert(voucherIssuance)
          .values({
            orgId,
            memberId,
            voucherName: input.voucher_name,
            faceValue: input.face_value,
            countPerMember: input.count_per_member,
            memberCount: targets.length,
            total,
            validStart: start,
            validEnd: end,
            scope: { shop_ids: input.shop_ids, category_ids: input.category_ids },
            remark: input.remark,
          })
          .returning();
        const values = targets.flatMap((t) =>
          Array.from({ length: input.count_per_member }, () => ({
            voucherNo: newNo('V'),
            orgId,
            issuanceId: iss.issuanceId,
            memberId: t.memberId,
            faceValue: input.face_value,
            remaining: input.face_value,
            validStart: start,
            validEnd: end,
          })),
        );
        for (let i = 0; i < values.length; i += 500) {
          const made = await tx.insert(voucher).values(values.slice(i, i + 500)).returning({ voucherId: voucher.voucherId, memberId: voucher.memberId });
          await tx.insert(voucherLedger).values(made.map((m) => ({ orgId, memberId: m.memberId, voucherId: m.voucherId, kind: 'issue', stockChange: -input.face_value, valueChange: input.face_value, relateId: iss.issuanceId, remark: input.voucher_name })));
        }
        return iss;
      });
      return (await issuanceOf(orgId, [row]))[0];
    },

    async issuanceList(memberId: number, page: number, pageSize: number): Promise<Paged<Issuance>> {
      const orgId = await adminOrg(db, memberId);
      await expire();
      const [c] = await db.select({ n: count() }).from(voucherIssuance).where(eq(voucherIssuance.orgId, orgId));
      const rows = await db.select().from(voucherIssuance).where(eq(voucherIssuance.orgId, orgId)).orderBy(desc(voucherIssuance.createTime), desc(voucherIssuance.issuanceId)).limit(pageSize).offset((page - 1) * pageSize);
      const total = Number(c?.n ?? 0);
      return { list: await issuanceOf(orgId, rows), count: total, page_count: Math.ceil(total / pageSize) };
    },

    async issuanceDetail(memberId: number, input: { issuance_id: number; page: number; page_size: number }) {
      const orgId = await adminOrg(db, memberId);
      await expire();
      const [row] = await db.select().from(voucherIssuance).where(and(eq(voucherIssuance.issuanceId, input.issuance_id), eq(voucherIssuance.orgId, orgId)));
      if (!row) throw new BusinessError('发放记录不存在', ErrorCode.NOT_FOUND);
      const vouchers = await voucherPage(and(eq(voucher.issuanceId, row.issuanceId), eq(voucher.orgId, orgId)), [voucher.voucherId], input);
      return { issuance: (await issuanceOf(orgId, [row]))[0], vouchers };
    },

    // ----- the member's own vouchers
    async myCounts(memberId: number) {
      await expire(memberId);
      const rows = await db.select({ status: voucher.status, n: count() }).from(voucher).where(eq(voucher.memberId, memberId)).groupBy(voucher.status);
      const c = { pending: 0, usable: 0, used: 0, expired: 0 };
      for (const r of rows) c[r.status as VoucherStatus] = Number(r.n);
      return c;
    },

    async myList(memberId: number, input: { status: VoucherStatus; page: number; page_size: number }): Promise<Paged<Voucher>> {
      await expire(memberId);
      return voucherPage(and(eq(voucher.memberId, memberId), eq(voucher.status, input.status)), [voucher.validEnd, voucher.voucherId], input);
    },

    async activate(memberId: number, voucherId: number): Promise<Voucher> {
      await expire(memberId);
      await db.transaction(async (tx) => {
        const [v] = await tx.select().from(voucher).where(and(eq(voucher.voucherId, voucherId), eq(voucher.memberId, memberId))).for('update');
        if (!v) throw new BusinessError(VOUCHER_NOT_FOUND, ErrorCode.NOT_FOUND);
        if (v.status !== 'pending') throw new BusinessError(`该消费券${VOUCHER_STATUS_NAMES[v.status as VoucherStatus] ?? ''}，无需激活`);
        await tx.update(voucher).set({ status: 'usable', activateTime: now() }).where(eq(voucher.voucherId, voucherId));
        await tx.insert(voucherLedger).values({ orgId: v.orgId, memberId, voucherId, kind: 'activate', remark: '会员激活' });
      });
      const [row] = await vouchersWithNames().where(eq(voucher.voucherId, voucherId));
      return toVoucher(row);
    },

    // ----- invoices of paid voucher orders
    async invoiceApply(memberId: number, input: z.output<typeof voucherInvoiceApplyRequest>): Promise<VoucherInvoice> {
      const orgId = await adminOrg(db, memberId);
      const ids = [...new Set(input.order_ids)];
      const inv = await db.transaction(async (tx) => {
        const rows = await tx
          .update(voucherOrder)
          .set({ invoiceStatus: 1 })
          .where(and(eq(voucherOrder.orgId, orgId), inArray(voucherOrder.orderId, ids), eq(voucherOrder.status, 'paid'), eq(voucherOrder.invoiceStatus, 0)))
          .returning({ amount: voucherOrder.amount });
        if (rows.length !== ids.length) throw new BusinessError('只能为本单位已支付且未开票的消费券订单申请发票');
        const [i] = await tx
          .insert(voucherInvoice)
          .values({ orgId, memberId, orderIds: ids, amount: rows.reduce((s, r) => s + r.amount, 0), invoiceTitle: input.invoice_title, taxNumber: input.tax_number, invoiceType: input.invoice_type, email: input.email })
          .returning();
        return i;
      });
      return toInvoice(inv);
    },

    async invoiceList(memberId: number, page: number, pageSize: number): Promise<Paged<VoucherInvoice>> {
      const orgId = await adminOrg(db, memberId);
      const [c] = await db.select({ n: count() }).from(voucherInvoice).where(eq(voucherInvoice.orgId, orgId));
      const rows = await db.select().from(voucherInvoice).where(eq(voucherInvoice.orgId, orgId)).orderBy(desc(voucherInvoice.invoiceId)).limit(pageSize).offset((page - 1) * pageSize);
      const total = Number(c?.n ?? 0);
      return { list: rows.map(toInvoice), count: total, page_count: Math.ceil(total / pageSize) };
    },

    /** Whether the member belongs to a unit (for pages that only show unit content). */
    inOrg: async (memberId: number) => {
      if (!(await orgOf(db, memberId))) throw new BusinessError(NOT_IN_ORG);
    },
    expire,
  };
}

const toInvoice = (i: typeof voucherInvoice.$inferSelect): VoucherInvoice => ({
  invoice_id: i.invoiceId,
  order_ids: i.orderIds,
  amount: fenToYuan(i.amount),
  invoice_title: i.invoiceTitle,
  tax_number: i.taxNumber,
  invoice_type: i.invoiceType,
  email: i.email,
  status: i.status,
  status_name: VOUCHER_INVOICE_STATUS_NAMES[i.status] ?? i.status,
  create_time: secs(i.createTime),
  invoice_no: i.invoiceNo,
  review_remark: i.reviewRemark,
  review_time: secs(i.reviewTime),
});
export type VoucherService = ReturnType<typeof createVoucherService>;
