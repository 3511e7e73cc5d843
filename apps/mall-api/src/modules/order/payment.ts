// Payment of orders behind one PaymentProvider interface (ARCHITECTURE §5): member balance (debited in
// the same transaction that marks the orders paid, never below zero), offline transfer (certificate
// images, an operator reviews), and the clearly labelled demo provider that takes no money. A unit
// member's consumption voucher pays first with any of them: with a transfer its part is held while the
// operator reviews, and given back (ledger kind release) when the transfer is refused.
// A pay_key makes a repeated pay one payment: requests with one key are serialised by an advisory
// lock, and every order moves unpaid → paid through a conditional UPDATE, so two different keys
// cannot both pay one order.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { ErrorCode, PAYMENT_STATUS_NAMES, type OrderPayParts, type OrderStatus, type PayMethod, type Payment, type PaymentStatus } from '@mall/rest-contract';
import type { Db, Tx } from '../../db/client';
import { member } from '../../db/schema';
import { orderPayment, orders } from '../../db/schema-order';
import { BusinessError } from '../../http/envelope';
import { fenToYuan } from '@mall/rest-contract/money';
import { recordAccount } from '../account/profile-service';
import { refundOnOrder, releaseOnOrders, spendOnOrders, usableVouchers, voucherMoneyOf, voucherPartsOf } from '../org/voucher-spend';
import { lockKey, newNo, secs } from './helpers';
import { ORDER_NOT_FOUND, type OrderSettings } from './service';
import { orderMachine, paymentMachine, transition } from './state-machines';
import { uploadedBy } from '../account/upload';

export interface ChargeContext {
  memberId: number;
  amount: number;
  payNo: string;
  paymentId: number;
  orderNos: string[];
}

export interface PaymentProvider {
  type: PayMethod;
  name: string;
  desc: string;
  /** A simulation that moves no real money. */
  isDemo: boolean;
  /** instant: paid inside the pay transaction; review: waits for an operator (offline transfer). */
  mode: 'instant' | 'review';
  /** Whether the member can use it for this amount now. */
  enabled(state: { balance: number; amount: number }): boolean;
  /** instant providers: takes the money inside the transaction; answers the provider's trade number. */
  charge?(tx: Tx, ctx: ChargeContext): Promise<{ tradeNo: string }>;
}

export const balanceProvider: PaymentProvider = {
  type: 'balance',
  name: '余额支付',
  desc: '使用账户余额支付，立即到账',
  isDemo: false,
  mode: 'instant',
  enabled: ({ balance, amount }) => balance >= amount,
  async charge(tx, ctx) {
    const [row] = await tx
      .update(member)
      .set({ balance: sql`${member.balance} - ${ctx.amount}` })
      .where(and(eq(member.memberId, ctx.memberId), sql`${member.balance} >= ${ctx.amount}`))
      .returning({ balance: member.balance });
    if (!row) {
      const [m] = await tx.select({ balance: member.balance }).from(member).where(eq(member.memberId, ctx.memberId));
      throw new BusinessError(`余额不足：当前余额 ${fenToYuan(m?.balance ?? 0)} 元，需支付 ${fenToYuan(ctx.amount)} 元`);
    }
    await recordAccount(tx, { memberId: ctx.memberId, accountType: 'balance', accountData: -ctx.amount, fromType: 'order', remark: `订单支付 ${ctx.orderNos.join('、')}`, relateId: ctx.paymentId });
    return { tradeNo: `BAL${ctx.payNo}` };
  },
};

export const offlineProvider: PaymentProvider = {
  type: 'offline',
  name: '线下转账',
  desc: '向平台对公账户转账后上传转账凭证，审核通过后订单生效',
  isDemo: false,
  mode: 'review',
  enabled: () => true,
};

export const demoProvider: PaymentProvider = {
  type: 'demo',
  name: '演示支付（不扣款）',
  desc: '仅供体验：不会产生任何真实扣款，订单直接标记为已支付',
  isDemo: true,
  mode: 'instant',
  enabled: () => true,
  charge: async (_tx, ctx) => ({ tradeNo: `DEMO${ctx.payNo}` }),
};

export const DEFAULT_PROVIDERS: PaymentProvider[] = [balanceProvider, offlineProvider, demoProvider];

export const OFFLINE_ACCOUNT = {
  bank_name: '中国农业银行北京朝阳支行',
  account_name: '特产商城（演示）有限公司',
  account_no: '1100 0000 0000 0832 001',
  remark: '转账时请在附言中填写订单号；此为演示账户，请勿真实转账',
};

type PaymentRow = typeof orderPayment.$inferSelect;

export function toPayment(p: PaymentRow, providers: PaymentProvider[], voucherMoney = 0): Payment {
  return {
    payment_id: p.paymentId,
    pay_no: p.payNo,
    pay_type: p.payType as PayMethod,
    pay_type_name: providers.find((x) => x.type === p.payType)?.name ?? p.payType,
    amount: fenToYuan(p.amount),
    status: p.status as PaymentStatus,
    status_name: PAYMENT_STATUS_NAMES[p.status as PaymentStatus] ?? p.status,
    order_ids: p.orderIds,
    images: p.images,
    remark: p.remark,
    review_remark: p.reviewRemark,
    create_time: secs(p.createTime),
    pay_time: secs(p.payTime),
    voucher_money: fenToYuan(voucherMoney),
  };
}

/** The voucher part of an order's refund goes back to its voucher first; answers the rest, for the provider. */
export async function refundVoucherPart(tx: Tx, orderId: number, amount: number) {
  return amount - (await refundOnOrder(tx, orderId, amount));
}

/** Spends the chosen voucher on the orders (inside the payment's transaction); answers the fen it paid. */
async function voucherPart(tx: Tx, memberId: number, voucherId: number | undefined, rows: (typeof orders.$inferSelect)[]) {
  if (!voucherId) return 0;
  const spent = await spendOnOrders(tx, { memberId, voucherId, orders: rows.map((o) => ({ orderId: o.orderId, orderMoney: o.orderMoney, siteId: o.siteId })) });
  return [...spent.values()].reduce((s, v) => s + v, 0);
}

export const VOUCHER_COVERS_ALL = '消费券已足额抵扣，无需线下转账，请在收银台选择该消费券直接支付';

/** How the order was paid (see orderPayParts): the voucher part from the ledger, the rest by the order's state and pay type. */
export async function orderPayParts(dbx: Db | Tx, o: typeof orders.$inferSelect, providers: PaymentProvider[] = DEFAULT_PROVIDERS): Promise<OrderPayParts> {
  const vouchers = await voucherPartsOf(dbx, o.orderId);
  const tickets = await dbx
    .select()
    .from(orderPayment)
    .where(and(eq(orderPayment.memberId, o.memberId), eq(orderPayment.payType, 'offline'), sql`${orderPayment.orderIds} @> ${JSON.stringify([o.orderId])}::jsonb`))
    .orderBy(desc(orderPayment.createTime), desc(orderPayment.paymentId));
  const byVoucher = vouchers.reduce((s, v) => s + v.paid, 0);
  // The provider's part: paid (or, for a transfer, under review); nothing while unpaid or closed unpaid.
  const rest = o.orderStatus === 'reviewing' || o.payTime ? Math.max(0, o.orderMoney - byVoucher) : 0;
  const by = (type: string) => fenToYuan(o.orderStatus === 'reviewing' ? (type === 'offline' ? rest : 0) : o.payType === type ? rest : 0);
  return {
    voucher_money: fenToYuan(byVoucher),
    vouchers: vouchers.map((v) => ({ voucher_no: v.voucherNo, voucher_name: v.voucherName, money: fenToYuan(v.paid) })),
    balance_money: by('balance'),
    online_money: by('demo'),
    offline_money: by('offline'),
    offline_status: (tickets[0]?.status ?? '') as PaymentStatus | '',
    tickets: tickets.map((p) => toPayment(p, providers)),
  };
}

const sameSet = (a: number[], b: number[]) => a.length === b.length && [...a].sort((x, y) => x - y).every((v, i) => v === [...b].sort((x, y) => x - y)[i]);

export function createPaymentService(db: Db, settings: OrderSettings, providers: PaymentProvider[] = DEFAULT_PROVIDERS) {
  const provider = (type: PayMethod) => {
    const p = providers.find((x) => x.type === type);
    if (!p) throw new BusinessError('不支持的支付方式');
    return p;
  };

  /** The member's orders by id, locked, in id order; all must exist. */
  async function lockOrders(tx: Tx | Db, memberId: number, orderIds: number[]) {
    const ids = [...new Set(orderIds)].sort((a, b) => a - b);
    const rows = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.memberId, memberId), inArray(orders.orderId, ids)))
      .orderBy(asc(orders.orderId))
      .for('update');
    if (rows.length !== ids.length) throw new BusinessError(ORDER_NOT_FOUND, ErrorCode.NOT_FOUND);
    return rows;
  }

  /** An earlier payment with this key: the same orders answer it, others are refused. */
  async function byKey(tx: Tx, memberId: number, payKey: string, orderIds: number[]) {
    const [p] = await tx
      .select()
      .from(orderPayment)
      .where(and(eq(orderPayment.memberId, memberId), eq(orderPayment.payKey, payKey)));
    if (p && !sameSet(p.orderIds, [...new Set(orderIds)])) throw new BusinessError('支付标识 pay_key 已用于其他订单，请换一个');
    return p;
  }

  return {
    providers,
    async info(memberId: number, orderIds: number[]) {
      const rows = await lockOrders(db, memberId, orderIds);
      const payable = rows.filter((o) => o.orderStatus === 'unpaid');
      const amount = payable.reduce((s, o) => s + o.orderMoney, 0);
      const [m] = await db.select({ balance: member.balance }).from(member).where(eq(member.memberId, memberId));
      const vouchers = await usableVouchers(db, memberId, payable.map((o) => ({ orderId: o.orderId, orderMoney: o.orderMoney, siteId: o.siteId })));
      return {
        pay_money: fenToYuan(amount),
        orders: rows.map((o) => ({ order_id: o.orderId, order_no: o.orderNo, order_money: fenToYuan(o.orderMoney), order_status: o.orderStatus as OrderStatus, auto_close_time: o.orderStatus === 'unpaid' ? secs(o.autoCloseTime) : 0 })),
        balance: fenToYuan(m.balance),
        methods: providers.map((p) => ({ type: p.type, name: p.name, desc: p.desc, is_demo: p.isDemo, enabled: payable.length > 0 && p.enabled({ balance: m.balance, amount }) })),
        offline_account: OFFLINE_ACCOUNT,
        vouchers,
      };
    },

    /**
     * Pays the orders with an instant provider (balance, demo) in one transaction; with voucher_id a
     * consumption voucher pays first (as much of the orders as its balance and scope allow) and the
     * provider takes the rest — spend, charge and the orders' move to paid commit or fail together.
     */
    async pay(memberId: number, input: { order_ids: number[]; pay_type: 'balance' | 'demo'; pay_key: string; voucher_id?: number }): Promise<Payment> {
      const p = provider(input.pay_type);
      if (p.mode !== 'instant' || !p.charge) throw new BusinessError('线下转账请上传转账凭证');
      return db.transaction(async (tx) => {
        await lockKey(tx, memberId, `pay:${input.pay_key}`);
        const earlier = await byKey(tx, memberId, input.pay_key, input.order_ids);
        if (earlier) return toPayment(earlier, providers, await voucherMoneyOf(tx, earlier.orderIds));
        const rows = await lockOrders(tx, memberId, input.order_ids);
        for (const o of rows) if (o.orderStatus !== 'unpaid') await transition(tx, orderMachine, o.orderId, 'pay', { memberId, operator: 'member', notFound: ORDER_NOT_FOUND });
        const total = rows.reduce((s, o) => s + o.orderMoney, 0);
        const byVoucher = await voucherPart(tx, memberId, input.voucher_id, rows);
        const amount = total - byVoucher;
        const payNo = newNo('T');
        const [payment] = await tx
          .insert(orderPayment)
          .values({ payNo, memberId, payKey: input.pay_key, orderIds: rows.map((o) => o.orderId), amount, payType: p.type, status: 'created' })
          .returning();
        // A voucher that paid everything leaves nothing for the provider to take.
        const { tradeNo } = amount > 0 ? await p.charge!(tx, { memberId, amount, payNo, paymentId: payment.paymentId, orderNos: rows.map((o) => o.orderNo) }) : { tradeNo: `VCH${payNo}` };
        const now = new Date();
        await transition(tx, paymentMachine, payment.paymentId, 'pay', { operator: 'member', set: { tradeNo, payTime: now } });
        for (const o of rows) {
          await transition(tx, orderMachine, o.orderId, 'pay', { memberId, operator: 'member', remark: p.name, set: { payTime: now, payType: p.type, paymentId: payment.paymentId } });
        }
        const [done] = await tx.select().from(orderPayment).where(eq(orderPayment.paymentId, payment.paymentId));
        return toPayment(done, providers, byVoucher);
      });
    },

    /**
     * Offline transfer: the certificate images of the member's transfer; orders wait for review. With
     * voucher_id the voucher pays first (held until the review) and the transfer covers the rest.
     */
    async submitTickets(memberId: number, input: { order_ids: number[]; images: string[]; remark: string; pay_key: string; voucher_id?: number }): Promise<Payment> {
      const foreign = input.images.find((i) => !uploadedBy(i, 'certificate', memberId));
      if (foreign) throw new BusinessError('转账凭证必须是您本人上传的图片（/api/order/offlineUploadCertificate）');
      return db.transaction(async (tx) => {
        await lockKey(tx, memberId, `pay:${input.pay_key}`);
        const earlier = await byKey(tx, memberId, input.pay_key, input.order_ids);
        if (earlier) return toPayment(earlier, providers, await voucherMoneyOf(tx, earlier.orderIds));
        const rows = await lockOrders(tx, memberId, input.order_ids);
        for (const o of rows) if (o.orderStatus !== 'unpaid') await transition(tx, orderMachine, o.orderId, 'submit_offline', { memberId, operator: 'member' });
        const byVoucher = await voucherPart(tx, memberId, input.voucher_id, rows);
        const amount = rows.reduce((s, o) => s + o.orderMoney, 0) - byVoucher;
        // Thrown inside the transaction: the voucher's spend is undone with it.
        if (amount <= 0) throw new BusinessError(VOUCHER_COVERS_ALL);
        const [payment] = await tx
          .insert(orderPayment)
          .values({ payNo: newNo('T'), memberId, payKey: input.pay_key, orderIds: rows.map((o) => o.orderId), amount, payType: 'offline', status: 'created', images: input.images, remark: input.remark })
          .returning();
        await transition(tx, paymentMachine, payment.paymentId, 'submit_offline', { operator: 'member' });
        for (const o of rows) await transition(tx, orderMachine, o.orderId, 'submit_offline', { memberId, operator: 'member', set: { paymentId: payment.paymentId } });
        const [done] = await tx.select().from(orderPayment).where(eq(orderPayment.paymentId, payment.paymentId));
        return toPayment(done, providers, byVoucher);
      });
    },

    async tickets(memberId: number, orderId: number) {
      const [o] = await lockOrders(db, memberId, [orderId]);
      const rows = await db
        .select()
        .from(orderPayment)
        .where(and(eq(orderPayment.memberId, memberId), eq(orderPayment.payType, 'offline'), sql`${orderPayment.orderIds} @> ${JSON.stringify([orderId])}::jsonb`))
        .orderBy(desc(orderPayment.createTime), desc(orderPayment.paymentId));
      return { offline_account: OFFLINE_ACCOUNT, pay_money: fenToYuan(o.orderMoney), order_status: o.orderStatus as OrderStatus, tickets: rows.map((p) => toPayment(p, providers)) };
    },

    /** The member's order's payment parts (the order detail's pay_parts). */
    async payParts(memberId: number, orderId: number) {
      const [o] = await db.select().from(orders).where(and(eq(orders.orderId, orderId), eq(orders.memberId, memberId)));
      if (!o) throw new BusinessError(ORDER_NOT_FOUND, ErrorCode.NOT_FOUND);
      return orderPayParts(db, o, providers);
    },

    /**
     * Operator: approves (orders paid) or refuses (orders unpaid again, with a fresh close time, and
     * any voucher part they held given back). The payment's conditional transition decides once.
     */
    async review(input: { payment_id: number; agree: boolean; remark: string }): Promise<Payment> {
      return db.transaction(async (tx) => {
        const now = new Date();
        const [p] = await tx.select().from(orderPayment).where(eq(orderPayment.paymentId, input.payment_id));
        if (!p) throw new BusinessError('支付记录不存在', ErrorCode.NOT_FOUND);
        await transition(tx, paymentMachine, p.paymentId, input.agree ? 'approve' : 'refuse', {
          operator: 'admin',
          remark: input.remark,
          set: { reviewRemark: input.remark, reviewTime: now, ...(input.agree ? { payTime: now, tradeNo: `OFF${p.payNo}` } : {}) },
        });
        for (const orderId of [...p.orderIds].sort((a, b) => a - b)) {
          await transition(tx, orderMachine, orderId, input.agree ? 'approve_offline' : 'refuse_offline', {
            operator: 'admin',
            remark: input.remark,
            set: input.agree
              ? { payTime: now, payType: 'offline', paymentId: p.paymentId }
              : { paymentId: null, autoCloseTime: new Date(now.getTime() + settings.autoCloseMinutes * 60_000) },
          });
        }
        if (!input.agree) await releaseOnOrders(tx, p.orderIds);
        const [done] = await tx.select().from(orderPayment).where(eq(orderPayment.paymentId, p.paymentId));
        return toPayment(done, providers, await voucherMoneyOf(tx, p.orderIds));
      });
    },
  };
}
export type PaymentService = ReturnType<typeof createPaymentService>;
