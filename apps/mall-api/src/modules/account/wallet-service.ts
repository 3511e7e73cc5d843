// Invoice titles, withdrawal accounts, withdrawals, recharge and verification codes.
import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import {
  BANK_ACCOUNT_MAX,
  ErrorCode,
  INVOICE_INFO_MAX,
  RECHARGE_STATUS,
  TRANSFER_TYPE_NAMES,
  TRANSFER_TYPES,
  WITHDRAW_STATUS,
  type bankAccountAddRequest,
  type invoiceAddRequest,
  type Paged,
  type RechargeOrder,
  type TransferType,
  type VerifyDetail,
  type WithdrawDetail,
} from '@mall/rest-contract';
import type { Db, Tx } from '../../db/client';
import { tableRowsPage } from '../../db/paging';
import { member } from '../../db/schema';
import { invoiceInfo, memberBankAccount, memberWithdraw, rechargeOrder, rechargePackage, verifyCode } from '../../db/schema-account';
import { BusinessError, unixSeconds } from '../../http/envelope';
import { fenToYuan } from '@mall/rest-contract/money';
import { pageOf, recordAccount } from './profile-service';

export const NOT_FOUND = {
  invoice: '发票抬头不存在',
  bank: '提现账户不存在',
  withdraw: '提现记录不存在',
  recharge: '充值套餐不存在',
  order: '充值订单不存在',
  verify: '核销码不存在',
};

export interface WithdrawSettings {
  isOpen: boolean;
  /** fen */
  min: number;
  /** fen */
  max: number;
  /** Fee in hundredths of a percent (60 = 0.6%). */
  rateBp: number;
}
export const DEFAULT_WITHDRAW: WithdrawSettings = { isOpen: true, min: 1000, max: 5_000_000, rateBp: 60 };

/** A payment provider for recharge orders (ARCHITECTURE §5: providers sit behind one interface). */
export interface PaymentProvider {
  type: 'demo';
  name: string;
  desc: string;
  isDemo: boolean;
  /** Takes the money; answers the provider's trade number. */
  pay(order: { orderNo: string; amount: number }): Promise<{ tradeNo: string }>;
}
/** The demo provider: clearly labelled, moves no real money, always succeeds. */
export const demoPaymentProvider: PaymentProvider = {
  type: 'demo',
  name: '演示支付（模拟）',
  desc: '仅供体验：不会产生真实扣款，支付后余额按套餐面值到账',
  isDemo: true,
  pay: async (order) => ({ tradeNo: `DEMO${order.orderNo}` }),
};

const newNo = (prefix: string) => {
  const d = new Date(Date.now() + 8 * 3600_000).toISOString().replace(/\D/g, '').slice(0, 14);
  return `${prefix}${d}${randomBytes(4).readUInt32BE(0).toString().padStart(10, '0')}`;
};
const secs = (d: Date | null | undefined) => (d ? unixSeconds(d) : 0);
const WITHDRAW_STATUS_NAMES: Record<number, string> = { 0: '待审核', 1: '待转账', 2: '已转账', [-1]: '已拒绝' };
const RECHARGE_STATUS_NAMES: Record<number, string> = { 0: '待支付', 1: '已支付', [-1]: '已关闭' };
const transferType = (t: string): TransferType => ((TRANSFER_TYPES as readonly string[]).includes(t) ? (t as TransferType) : 'bank');

type InvoiceInput = z.output<typeof invoiceAddRequest>;
type BankInput = z.output<typeof bankAccountAddRequest>;

/** Rows of a member-owned table: another member's id is NOT_FOUND. */
async function ownedRow<T extends PgTable & { id: PgColumn; memberId: PgColumn }>(db: Db, table: T, memberId: number, id: number, message: string) {
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(and(eq(table.id, id), eq(table.memberId, memberId)));
  if (!row) throw new BusinessError(message, ErrorCode.NOT_FOUND);
  return row as T['$inferSelect'];
}

/** Count-capped insert with an optional single default, serialised per member. */
async function insertCapped(
  db: Db,
  table: typeof invoiceInfo | typeof memberBankAccount,
  memberId: number,
  max: number,
  label: string,
  values: Record<string, unknown>,
  makeDefault: boolean,
): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(832005, ${memberId})`);
    const [{ n }] = await tx.select({ n: count() }).from(table).where(eq(table.memberId, memberId));
    if (Number(n) >= max) throw new BusinessError(`最多只能保存 ${max} 个${label}`);
    const isDefault = makeDefault || Number(n) === 0;
    if (isDefault) await tx.update(table).set({ isDefault: false }).where(and(eq(table.memberId, memberId), eq(table.isDefault, true)));
    // `values` is built from the table's own columns by the callers below.
    const [row] = await tx
      .insert(table)
      .values({ ...values, memberId, isDefault } as never)
      .returning({ id: table.id });
    return row.id;
  });
}

async function setDefaultIn(tx: Tx | Db, table: typeof invoiceInfo | typeof memberBankAccount, memberId: number, id: number) {
  await tx.update(table).set({ isDefault: false }).where(and(eq(table.memberId, memberId), eq(table.isDefault, true)));
  await tx.update(table).set({ isDefault: true }).where(and(eq(table.id, id), eq(table.memberId, memberId)));
}

export function createWalletService(db: Db, options: { withdraw?: Partial<WithdrawSettings>; payments?: PaymentProvider[] } = {}) {
  const withdraw: WithdrawSettings = { ...DEFAULT_WITHDRAW, ...options.withdraw };
  const payments = options.payments ?? [demoPaymentProvider];

  const toInvoice = (r: typeof invoiceInfo.$inferSelect) => ({
    id: r.id,
    invoice_type: r.invoiceType,
    title_type: r.titleType,
    invoice_title: r.invoiceTitle,
    tax_number: r.taxNumber,
    email: r.email,
    company_address: r.companyAddress,
    company_phone: r.companyPhone,
    bank_name: r.bankName,
    bank_account: r.bankAccount,
    is_default: r.isDefault,
    create_time: unixSeconds(r.createTime),
  });
  const invoiceValues = (i: InvoiceInput) => ({
    invoiceType: i.invoice_type,
    titleType: i.title_type,
    invoiceTitle: i.invoice_title,
    taxNumber: i.tax_number,
    email: i.email,
    companyAddress: i.company_address,
    companyPhone: i.company_phone,
    bankName: i.bank_name,
    bankAccount: i.bank_account,
  });
  const toBank = (r: typeof memberBankAccount.$inferSelect) => ({
    id: r.id,
    withdraw_type: transferType(r.withdrawType),
    withdraw_type_name: TRANSFER_TYPE_NAMES[transferType(r.withdrawType)],
    realname: r.realname,
    mobile: r.mobile,
    branch_bank_name: r.branchBankName,
    bank_account: r.bankAccount,
    is_default: r.isDefault,
    create_time: unixSeconds(r.createTime),
  });
  const bankValues = (b: BankInput) => ({
    withdrawType: b.withdraw_type,
    realname: b.realname,
    mobile: b.mobile,
    branchBankName: b.withdraw_type === 'bank' ? b.branch_bank_name : '',
    bankAccount: b.bank_account,
  });
  const toWithdraw = (r: typeof memberWithdraw.$inferSelect): WithdrawDetail => ({
    id: r.id,
    withdraw_no: r.withdrawNo,
    transfer_type: transferType(r.transferType),
    transfer_type_name: TRANSFER_TYPE_NAMES[transferType(r.transferType)],
    apply_money: fenToYuan(r.applyMoney),
    service_money: fenToYuan(r.serviceMoney),
    money: fenToYuan(r.money),
    status: r.status,
    status_name: WITHDRAW_STATUS_NAMES[r.status] ?? '',
    apply_time: unixSeconds(r.applyTime),
    realname: r.realname,
    mobile: r.mobile,
    bank_name: r.bankName,
    account_number: r.accountNumber,
    refuse_reason: r.refuseReason,
    payment_time: secs(r.paymentTime),
  });
  const payName = (t: string) => payments.find((p) => p.type === t)?.name ?? '';
  const toOrder = (r: typeof rechargeOrder.$inferSelect): RechargeOrder => ({
    order_id: r.orderId,
    order_no: r.orderNo,
    recharge_id: r.rechargeId,
    recharge_name: r.rechargeName,
    cover_img: r.coverImg,
    face_value: fenToYuan(r.faceValue),
    buy_price: fenToYuan(r.buyPrice),
    point: r.point,
    status: r.status,
    status_name: RECHARGE_STATUS_NAMES[r.status] ?? '',
    pay_type: r.payType,
    pay_type_name: payName(r.payType),
    create_time: unixSeconds(r.createTime),
    pay_time: secs(r.payTime),
  });
  const toVerify = (r: typeof verifyCode.$inferSelect): VerifyDetail => ({
    id: r.id,
    verify_code: r.verifyCode,
    verify_type: r.verifyType === 'virtualgoods' ? 'virtualgoods' : 'pickup',
    verify_type_name: r.verifyType === 'virtualgoods' ? '虚拟商品' : '门店自提',
    order_no: r.orderNo,
    site_name: r.siteName,
    items: r.items.map((i) => ({ ...i, price: fenToYuan(i.price) })),
    is_verify: r.isVerify,
    verify_time: secs(r.verifyTime),
    expire_time: secs(r.expireTime),
    create_time: unixSeconds(r.createTime),
    store_name: r.storeName,
    store_address: r.storeAddress,
    verifier_name: r.verifierName,
  });

  async function orderInfo(memberId: number, orderId: number) {
    const [row] = await db.select().from(rechargeOrder).where(and(eq(rechargeOrder.orderId, orderId), eq(rechargeOrder.memberId, memberId)));
    if (!row) throw new BusinessError(NOT_FOUND.order, ErrorCode.NOT_FOUND);
    return toOrder(row);
  }

  /**
   * A member's own list with one default row (invoice titles, withdrawal accounts): a page with the
   * default first, one row, a capped add, and an edit that may make the row the default (one transaction).
   */
  function defaultableList<T extends typeof invoiceInfo | typeof memberBankAccount, I extends { is_default?: number }, A>(
    table: T,
    list: { notFound: string; max: number; noun: string; values: (input: I) => Record<string, unknown>; answer: (row: T['$inferSelect']) => A },
  ) {
    return {
      async page(memberId: number, page: number, pageSize: number) {
        const { rows, total } = await tableRowsPage(db, table, eq(table.memberId, memberId), [desc(table.isDefault), desc(table.id)], page, pageSize);
        return pageOf(rows.map(list.answer), total, pageSize);
      },
      info: async (memberId: number, id: number) => list.answer(await ownedRow(db, table, memberId, id, list.notFound)),
      add: (memberId: number, input: I) => insertCapped(db, table, memberId, list.max, list.noun, list.values(input), input.is_default === 1),
      async edit(memberId: number, input: I & { id: number }) {
        await ownedRow(db, table, memberId, input.id, list.notFound);
        await db.transaction(async (tx) => {
          // `values` is built from the table's own columns.
          await tx.update(table).set(list.values(input) as never).where(and(eq(table.id, input.id), eq(table.memberId, memberId)));
          if (input.is_default === 1) await setDefaultIn(tx, table, memberId, input.id);
        });
        return true;
      },
    };
  }
  const invoices = defaultableList(invoiceInfo, { notFound: NOT_FOUND.invoice, max: INVOICE_INFO_MAX, noun: '发票抬头', values: invoiceValues, answer: toInvoice });
  const banks = defaultableList(memberBankAccount, { notFound: NOT_FOUND.bank, max: BANK_ACCOUNT_MAX, noun: '提现账户', values: bankValues, answer: toBank });

  return {
    // Invoice titles.
    invoicePage: invoices.page,
    invoiceInfo: invoices.info,
    invoiceAdd: invoices.add,
    invoiceEdit: invoices.edit,
    async invoiceDelete(memberId: number, id: number) {
      await ownedRow(db, invoiceInfo, memberId, id, NOT_FOUND.invoice);
      await db.delete(invoiceInfo).where(and(eq(invoiceInfo.id, id), eq(invoiceInfo.memberId, memberId)));
      return true;
    },

    // Withdrawal accounts.
    bankPage: banks.page,
    bankInfo: banks.info,
    bankAdd: banks.add,
    bankEdit: banks.edit,
    async bankDelete(memberId: number, id: number) {
      const current = await ownedRow(db, memberBankAccount, memberId, id, NOT_FOUND.bank);
      await db.transaction(async (tx) => {
        await tx.delete(memberBankAccount).where(and(eq(memberBankAccount.id, id), eq(memberBankAccount.memberId, memberId)));
        if (current.isDefault) {
          const [next] = await tx.select({ id: memberBankAccount.id }).from(memberBankAccount).where(eq(memberBankAccount.memberId, memberId)).orderBy(desc(memberBankAccount.id)).limit(1);
          if (next) await tx.update(memberBankAccount).set({ isDefault: true }).where(eq(memberBankAccount.id, next.id));
        }
      });
      return true;
    },
    async bankSetDefault(memberId: number, id: number) {
      await ownedRow(db, memberBankAccount, memberId, id, NOT_FOUND.bank);
      await db.transaction((tx) => setDefaultIn(tx, memberBankAccount, memberId, id));
      return true;
    },

    // Withdrawals.
    transferTypes: () => TRANSFER_TYPES.map((type) => ({ type, name: TRANSFER_TYPE_NAMES[type] })),
    withdrawConfig: () => ({
      is_open: withdraw.isOpen,
      min: fenToYuan(withdraw.min),
      max: fenToYuan(withdraw.max),
      rate: String(withdraw.rateBp / 100),
      transfer_types: [...TRANSFER_TYPES],
    }),

    /**
     * Debits the balance and records a pending withdrawal in ONE transaction. The debit is a
     * conditional UPDATE (balance >= amount), so concurrent applications cannot overdraw: each one
     * either finds the money or changes nothing.
     */
    async withdrawApply(memberId: number, input: { bank_account_id: number; apply_money: number }) {
      if (!withdraw.isOpen) throw new BusinessError('提现功能暂未开放');
      const amount = input.apply_money;
      if (amount < withdraw.min) throw new BusinessError(`提现金额不能低于 ${fenToYuan(withdraw.min)} 元`);
      if (amount > withdraw.max) throw new BusinessError(`单次提现金额不能超过 ${fenToYuan(withdraw.max)} 元`);
      const account = await ownedRow(db, memberBankAccount, memberId, input.bank_account_id, NOT_FOUND.bank);
      const fee = Math.round((amount * withdraw.rateBp) / 10_000);
      return db.transaction(async (tx) => {
        const [debited] = await tx
          .update(member)
          .set({ balance: sql`${member.balance} - ${amount}` })
          .where(and(eq(member.memberId, memberId), sql`${member.balance} >= ${amount}`))
          .returning({ balance: member.balance });
        if (!debited) throw new BusinessError('可提现余额不足');
        const [row] = await tx
          .insert(memberWithdraw)
          .values({
            withdrawNo: newNo('W'),
            memberId,
            transferType: account.withdrawType,
            realname: account.realname,
            mobile: account.mobile,
            bankName: account.withdrawType === 'bank' ? account.branchBankName : TRANSFER_TYPE_NAMES[transferType(account.withdrawType)],
            accountNumber: account.bankAccount,
            applyMoney: amount,
            rate: withdraw.rateBp,
            serviceMoney: fee,
            money: amount - fee,
            status: WITHDRAW_STATUS.pending,
          })
          .returning({ id: memberWithdraw.id, no: memberWithdraw.withdrawNo });
        await recordAccount(tx, { memberId, accountType: 'balance', accountData: -amount, fromType: 'withdraw', remark: `提现申请 ${row.no}`, relateId: row.id });
        return { id: row.id, withdraw_no: row.no, balance: fenToYuan(debited.balance) };
      });
    },
    async withdrawPage(memberId: number, input: { status?: number; page: number; page_size: number }) {
      const where = and(eq(memberWithdraw.memberId, memberId), input.status === undefined ? undefined : eq(memberWithdraw.status, input.status));
      const { rows, total } = await tableRowsPage(db, memberWithdraw, where, [desc(memberWithdraw.applyTime), desc(memberWithdraw.id)], input.page, input.page_size);
      return pageOf(
        rows.map((r) => {
          const { id, withdraw_no, transfer_type, transfer_type_name, apply_money, service_money, money, status, status_name, apply_time } = toWithdraw(r);
          return { id, withdraw_no, transfer_type, transfer_type_name, apply_money, service_money, money, status, status_name, apply_time };
        }),
        total,
        input.page_size,
      );
    },
    withdrawInfo: async (memberId: number, id: number) => toWithdraw(await ownedRow(db, memberWithdraw, memberId, id, NOT_FOUND.withdraw)),

    // Recharge.
    async rechargePackages(page: number, pageSize: number) {
      const where = eq(rechargePackage.status, 1);
      const { rows, total } = await tableRowsPage(db, rechargePackage, where, [rechargePackage.sort, rechargePackage.rechargeId], page, pageSize);
      return pageOf(
        rows.map((p) => ({ recharge_id: p.rechargeId, recharge_name: p.rechargeName, cover_img: p.coverImg, face_value: fenToYuan(p.faceValue), buy_price: fenToYuan(p.buyPrice), point: p.point })),
        total,
        pageSize,
      );
    },
    payTypes: () => payments.map((p) => ({ type: p.type, name: p.name, is_demo: p.isDemo, desc: p.desc })),

    /** Creates an unpaid order; a repeated request_key answers the order it created before. */
    async rechargeCreate(memberId: number, input: { recharge_id: number; request_key: string }): Promise<RechargeOrder> {
      const [pkg] = await db.select().from(rechargePackage).where(and(eq(rechargePackage.rechargeId, input.recharge_id), eq(rechargePackage.status, 1)));
      if (!pkg) throw new BusinessError(NOT_FOUND.recharge, ErrorCode.NOT_FOUND);
      const requestKey = input.request_key || null;
      const [row] = await db
        .insert(rechargeOrder)
        .values({
          orderNo: newNo('R'),
          memberId,
          rechargeId: pkg.rechargeId,
          rechargeName: pkg.rechargeName,
          coverImg: pkg.coverImg,
          faceValue: pkg.faceValue,
          buyPrice: pkg.buyPrice,
          point: pkg.point,
          requestKey,
        })
        .onConflictDoNothing()
        .returning();
      if (row) return toOrder(row);
      const [existing] = await db
        .select()
        .from(rechargeOrder)
        .where(and(eq(rechargeOrder.memberId, memberId), eq(rechargeOrder.requestKey, requestKey ?? '')));
      if (!existing) throw new BusinessError('创建充值订单失败，请重试');
      if (existing.rechargeId !== pkg.rechargeId) throw new BusinessError('请求标识已用于其他充值订单');
      return toOrder(existing);
    },
    async rechargeOrders(memberId: number, input: { status?: number; page: number; page_size: number }) {
      const where = and(eq(rechargeOrder.memberId, memberId), input.status === undefined ? undefined : eq(rechargeOrder.status, input.status));
      const { rows, total } = await tableRowsPage(db, rechargeOrder, where, [desc(rechargeOrder.createTime), desc(rechargeOrder.orderId)], input.page, input.page_size);
      return pageOf(rows.map(toOrder), total, input.page_size);
    },
    rechargeOrderInfo: orderInfo,

    /**
     * Pays an order through a provider and credits the balance and points, in one transaction. The
     * status change 0 → 1 is conditional, so a repeated pay credits once and answers the paid order.
     */
    async rechargePay(memberId: number, input: { order_id: number; pay_type: string }): Promise<RechargeOrder> {
      const provider = payments.find((p) => p.type === input.pay_type);
      if (!provider) throw new BusinessError('不支持的支付方式');
      const [order] = await db.select().from(rechargeOrder).where(and(eq(rechargeOrder.orderId, input.order_id), eq(rechargeOrder.memberId, memberId)));
      if (!order) throw new BusinessError(NOT_FOUND.order, ErrorCode.NOT_FOUND);
      if (order.status === RECHARGE_STATUS.paid) return toOrder(order);
      if (order.status !== RECHARGE_STATUS.unpaid) throw new BusinessError('订单已关闭，无法支付');
      const { tradeNo } = await provider.pay({ orderNo: order.orderNo, amount: order.buyPrice });
      await db.transaction(async (tx) => {
        const [paid] = await tx
          .update(rechargeOrder)
          .set({ status: RECHARGE_STATUS.paid, payType: provider.type, tradeNo, payTime: new Date() })
          .where(and(eq(rechargeOrder.orderId, order.orderId), eq(rechargeOrder.status, RECHARGE_STATUS.unpaid)))
          .returning({ id: rechargeOrder.orderId });
        if (!paid) return; // paid by a concurrent request
        await tx
          .update(member)
          .set({ balance: sql`${member.balance} + ${order.faceValue}`, point: sql`${member.point} + ${order.point}` })
          .where(eq(member.memberId, memberId));
        await recordAccount(tx, { memberId, accountType: 'balance', accountData: order.faceValue, fromType: 'recharge', remark: `充值 ${order.rechargeName}（${provider.name}）`, relateId: order.orderId });
        if (order.point > 0) await recordAccount(tx, { memberId, accountType: 'point', accountData: order.point, fromType: 'recharge', remark: `充值赠送 ${order.rechargeName}`, relateId: order.orderId });
      });
      return orderInfo(memberId, order.orderId);
    },

    // Verification codes.
    async verifyPage(memberId: number, input: { verify_type?: string; is_verify?: number; page: number; page_size: number }): Promise<Paged<ReturnType<typeof toVerify>>> {
      const where = and(
        eq(verifyCode.memberId, memberId),
        input.verify_type ? eq(verifyCode.verifyType, input.verify_type) : undefined,
        input.is_verify === undefined ? undefined : eq(verifyCode.isVerify, input.is_verify === 1),
      );
      const { rows, total } = await tableRowsPage(db, verifyCode, where, [desc(verifyCode.createTime), desc(verifyCode.id)], input.page, input.page_size);
      return pageOf(rows.map(toVerify), total, input.page_size);
    },
    verifyInfo: async (memberId: number, id: number) => toVerify(await ownedRow(db, verifyCode, memberId, id, NOT_FOUND.verify)),
  };
}
export type WalletService = ReturnType<typeof createWalletService>;
