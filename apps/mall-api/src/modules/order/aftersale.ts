// After-sales: refunds (one pending application per order line, amount ≤ paid for the line minus
// refunded; the shop — or the platform for it — agrees, money back to the voucher and the balance in
// one transaction, or refuses; a refusal may go once to the platform's arbitration, decided the same way),
// evaluations (completed orders only; first and follow-up once each; written into goods_evaluate,
// the table the goods page reads), and complaints to the platform.
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import {
  COMPLAIN_REASONS,
  ErrorCode,
  REFUND_REASONS,
  REFUND_STATUS_NAMES,
  REFUND_TYPE_NAMES,
  type OrderStatus,
  type RefundStatus,
} from '@mall/rest-contract';
import type { Db, Tx } from '../../db/client';
import { goodsEvaluate, member } from '../../db/schema';
import { orderComplain, orderGoods, orderLog, orderRefund, orders } from '../../db/schema-order';
import { BusinessError } from '../../http/envelope';
import { fenToYuan } from '@mall/rest-contract/money';
import { recordAccount } from '../account/profile-service';
import { newNo, secs } from './helpers';
import { refundVoucherPart } from './payment';
import { ORDER_NOT_FOUND, toOrderGoods } from './service';
import { illegalMessage, orderMachine, refundMachine, transition, type RefundEvent } from './state-machines';
import { uploadedBy } from '../account/upload';

const REFUNDABLE: readonly string[] = ['paid', 'shipped', 'completed'];
const GOODS_NOT_FOUND = '订单商品不存在';
const REFUND_NOT_FOUND = '退款申请不存在';
/** Where a refund of a demo-paid order goes: nowhere, no money was taken. */
export const DEMO_REFUND_TO = '演示支付（未扣款，不退回余额）';

type RefundRow = typeof orderRefund.$inferSelect;
type GoodsRow = typeof orderGoods.$inferSelect;

/** Images a member sends must be their own uploads (/api/upload/orderimg names them by member). */
export function assertOwnImages(images: string[], memberId: number) {
  if (images.some((i) => !uploadedBy(i, 'order', memberId))) throw new BusinessError('图片必须是您本人上传的图片（/api/upload/orderimg）');
}

export function createAftersaleService(db: Db) {
  async function line(dbx: Db | Tx, memberId: number, orderGoodsId: number, lock = false) {
    const q = dbx
      .select({ g: orderGoods, o: orders })
      .from(orderGoods)
      .innerJoin(orders, eq(orders.orderId, orderGoods.orderId))
      .where(and(eq(orderGoods.orderGoodsId, orderGoodsId), eq(orderGoods.memberId, memberId)));
    const [row] = lock ? await q.for('update') : await q;
    if (!row) throw new BusinessError(GOODS_NOT_FOUND, ErrorCode.NOT_FOUND);
    return row;
  }
  const whyNot = (o: typeof orders.$inferSelect, g: GoodsRow): string => {
    if (!REFUNDABLE.includes(o.orderStatus)) return `订单当前状态为「${orderMachine.stateNames[o.orderStatus as OrderStatus]}」，不能申请退款`;
    if (g.refundStatus === 'applied' || g.refundStatus === 'arbitrating') return '该商品已有退款申请在处理中';
    if (g.refundStatus === 'arbitrated') return '平台已裁定该商品不予退款';
    if (g.realGoodsMoney - g.refundMoney <= 0) return '该商品已全额退款';
    return '';
  };

  async function refundRow(dbx: Db | Tx, refundId: number, memberId?: number) {
    const [row] = await dbx
      .select({ r: orderRefund, g: orderGoods, orderNo: orders.orderNo, payType: orders.payType })
      .from(orderRefund)
      .innerJoin(orderGoods, eq(orderGoods.orderGoodsId, orderRefund.orderGoodsId))
      .innerJoin(orders, eq(orders.orderId, orderRefund.orderId))
      .where(and(eq(orderRefund.refundId, refundId), memberId === undefined ? undefined : eq(orderRefund.memberId, memberId)));
    if (!row) throw new BusinessError(REFUND_NOT_FOUND, ErrorCode.NOT_FOUND);
    return row;
  }
  const toEntry = (r: RefundRow, g: GoodsRow, orderNo: string) => ({
    refund_id: r.refundId,
    refund_no: r.refundNo,
    order_id: r.orderId,
    order_no: orderNo,
    order_goods_id: r.orderGoodsId,
    sku_name: g.skuName,
    sku_image: g.skuImage,
    num: g.num,
    refund_type: r.refundType,
    refund_type_name: REFUND_TYPE_NAMES[r.refundType] ?? '',
    refund_money: fenToYuan(r.refundMoney),
    refund_reason: r.refundReason,
    refund_status: r.status as RefundStatus,
    refund_status_name: REFUND_STATUS_NAMES[r.status as RefundStatus] ?? r.status,
    create_time: secs(r.createTime),
  });
  const toDetail = (r: RefundRow, g: GoodsRow, orderNo: string, payType: string) => ({
    ...toEntry(r, g, orderNo),
    refund_remark: r.refundRemark,
    images: r.images,
    refuse_reason: r.refuseReason,
    audit_time: secs(r.auditTime),
    refund_to: r.status !== 'refunded' ? '' : payType === 'demo' ? DEMO_REFUND_TO : '账户余额',
    can_cancel: r.status === 'applied',
    can_complain: r.status === 'refused',
    can_arbitrate: r.status === 'refused',
    escalate_reason: r.escalateReason,
    arbitrate_remark: r.arbitrateRemark,
  });
  const detailOf = async (dbx: Db | Tx, refundId: number) => {
    const { r, g, orderNo, payType } = await refundRow(dbx, refundId);
    return toDetail(r, g, orderNo, payType);
  };

  return {
    async refundData(memberId: number, orderGoodsId: number) {
      const { g, o } = await line(db, memberId, orderGoodsId);
      const reason = whyNot(o, g);
      return {
        order_goods: toOrderGoods(g),
        order_status: o.orderStatus as OrderStatus,
        max_refund_money: fenToYuan(Math.max(0, g.realGoodsMoney - g.refundMoney)),
        refund_types: Object.entries(REFUND_TYPE_NAMES)
          .filter(([t]) => o.orderStatus !== 'paid' || t === '1')
          .map(([t, name]) => ({ type: Number(t), name })),
        reasons: [...REFUND_REASONS],
        can_apply: reason === '',
        reason_cannot: reason,
      };
    },

    async apply(memberId: number, input: { order_goods_id: number; refund_type: number; refund_reason: string; refund_money: number; refund_remark: string; images: string[] }) {
      assertOwnImages(input.images, memberId);
      return db.transaction(async (tx) => {
        const { g, o } = await line(tx, memberId, input.order_goods_id, true);
        const reason = whyNot(o, g);
        if (reason) throw new BusinessError(reason);
        if (o.orderStatus === 'paid' && input.refund_type === 2) throw new BusinessError('订单未发货，只能申请仅退款');
        const max = g.realGoodsMoney - g.refundMoney;
        if (input.refund_money > max) throw new BusinessError(`退款金额不能超过 ${fenToYuan(max)} 元`);
        const [r] = await tx
          .insert(orderRefund)
          .values({
            refundNo: newNo('R'),
            orderId: o.orderId,
            orderGoodsId: g.orderGoodsId,
            memberId,
            refundType: input.refund_type,
            refundMoney: input.refund_money,
            refundReason: input.refund_reason,
            refundRemark: input.refund_remark,
            images: input.images,
            status: 'applied',
          })
          .returning();
        await tx.update(orderGoods).set({ refundStatus: 'applied', refundId: r.refundId }).where(eq(orderGoods.orderGoodsId, g.orderGoodsId));
        await tx.insert(orderLog).values({ machine: 'refund', entityId: r.refundId, orderId: o.orderId, event: 'apply', fromStatus: '', toStatus: 'applied', operator: 'member', remark: input.refund_reason });
        return toDetail(r, { ...g, refundStatus: 'applied' }, o.orderNo, o.payType);
      });
    },

    async detail(memberId: number, refundId: number) {
      const { r, g, orderNo, payType } = await refundRow(db, refundId, memberId);
      return toDetail(r, g, orderNo, payType);
    },

    async cancel(memberId: number, refundId: number) {
      return db.transaction(async (tx) => {
        const { r } = await refundRow(tx, refundId, memberId);
        await transition(tx, refundMachine, refundId, 'cancel', { memberId, operator: 'member', orderId: r.orderId, notFound: REFUND_NOT_FOUND });
        await tx.update(orderGoods).set({ refundStatus: 'cancelled' }).where(eq(orderGoods.orderGoodsId, r.orderGoodsId));
        return detailOf(tx, refundId);
      });
    },

    async list(memberId: number, input: { refund_status?: RefundStatus; page: number; page_size: number }) {
      const where = and(eq(orderRefund.memberId, memberId), input.refund_status ? eq(orderRefund.status, input.refund_status) : undefined);
      const [total] = await db.select({ n: count() }).from(orderRefund).where(where);
      const rows = await db
        .select({ r: orderRefund, g: orderGoods, orderNo: orders.orderNo })
        .from(orderRefund)
        .innerJoin(orderGoods, eq(orderGoods.orderGoodsId, orderRefund.orderGoodsId))
        .innerJoin(orders, eq(orders.orderId, orderRefund.orderId))
        .where(where)
        .orderBy(desc(orderRefund.createTime), desc(orderRefund.refundId))
        .limit(input.page_size)
        .offset((input.page - 1) * input.page_size);
      const n = Number(total.n);
      return { list: rows.map(({ r, g, orderNo }) => toEntry(r, g, orderNo)), count: n, page_count: Math.ceil(n / input.page_size) };
    },

    /** The buyer asks the platform to arbitrate a refused refund (once: arbitration is final). */
    async escalate(memberId: number, input: { refund_id: number; reason: string }) {
      return db.transaction(async (tx) => {
        const { r } = await refundRow(tx, input.refund_id, memberId);
        await transition(tx, refundMachine, r.refundId, 'escalate', {
          memberId,
          operator: 'member',
          orderId: r.orderId,
          remark: input.reason,
          notFound: REFUND_NOT_FOUND,
          set: { escalateReason: input.reason, escalateTime: new Date() },
        });
        await tx.update(orderGoods).set({ refundStatus: 'arbitrating' }).where(eq(orderGoods.orderGoodsId, r.orderGoodsId));
        return detailOf(tx, r.refundId);
      });
    },

    /**
     * A decision: agree (the money goes back to the voucher and the balance in the same transaction;
     * when every line is fully refunded a paid or shipped order closes) or refuse. The shop — or the
     * platform's refund queue for it — decides an applied refund; the platform's arbitration an
     * escalated one (its refusal lets the shop's refusal stand).
     */
    async review(input: { refund_id: number; agree: boolean; refuse_reason: string }, decider: RefundDecider = 'admin') {
      return db.transaction(async (tx) => {
        const { r } = await refundRow(tx, input.refund_id);
        const now = new Date();
        const arbitration = decider === 'arbitration';
        const stage = arbitration ? 'arbitrating' : 'applied';
        const event: RefundEvent = arbitration ? (input.agree ? 'for_buyer' : 'for_shop') : input.agree ? 'agree' : 'refuse';
        if (r.status !== stage) throw new BusinessError(illegalMessage(refundMachine, r.status as RefundStatus, event));
        const options = {
          operator: decider === 'shop' ? ('shop' as const) : ('admin' as const),
          orderId: r.orderId,
          guard: eq(orderRefund.status, stage),
          remark: input.refuse_reason,
        };
        if (!input.agree) {
          if (!input.refuse_reason) throw new BusinessError('请填写拒绝原因');
          const set = arbitration ? { arbitrateRemark: input.refuse_reason, arbitrateTime: now } : { refuseReason: input.refuse_reason, auditTime: now };
          await transition(tx, refundMachine, r.refundId, event, { ...options, set });
          await tx.update(orderGoods).set({ refundStatus: arbitration ? 'arbitrated' : 'refused' }).where(eq(orderGoods.orderGoodsId, r.orderGoodsId));
          return detailOf(tx, r.refundId);
        }
        await transition(tx, refundMachine, r.refundId, event, { ...options, set: arbitration ? { arbitrateRemark: input.refuse_reason, arbitrateTime: now } : { auditTime: now } });
        const [g] = await tx
          .update(orderGoods)
          .set({ refundMoney: sql`${orderGoods.refundMoney} + ${r.refundMoney}`, refundStatus: 'refunded' })
          .where(and(eq(orderGoods.orderGoodsId, r.orderGoodsId), sql`${orderGoods.refundMoney} + ${r.refundMoney} <= ${orderGoods.realGoodsMoney}`))
          .returning();
        if (!g) throw new BusinessError('退款金额超过该商品实付金额，无法退款');
        const [o] = await tx.select().from(orders).where(eq(orders.orderId, r.orderId));
        // A consumption voucher's part of the order goes back to the voucher first; the
        // rest to the balance — except for the demo provider, which never took any.
        const toBalance = await refundVoucherPart(tx, o.orderId, r.refundMoney);
        if (o.payType !== 'demo' && toBalance > 0) {
          await tx.update(member).set({ balance: sql`${member.balance} + ${toBalance}` }).where(eq(member.memberId, r.memberId));
          await recordAccount(tx, { memberId: r.memberId, accountType: 'balance', accountData: toBalance, fromType: 'refund', remark: `订单 ${o.orderNo} 退款`, relateId: r.refundId });
        }
        const [left] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(orderGoods)
          .where(and(eq(orderGoods.orderId, r.orderId), sql`${orderGoods.refundMoney} < ${orderGoods.realGoodsMoney}`));
        if (Number(left.n) === 0 && (o.orderStatus === 'paid' || o.orderStatus === 'shipped')) {
          await transition(tx, orderMachine, o.orderId, 'refund_all', { operator: 'system', set: { closeTime: now, closeReason: '商品已全部退款' } });
        }
        return detailOf(tx, r.refundId);
      });
    },

    // Evaluation.
    async evaluateInfo(memberId: number, orderId: number) {
      const [o] = await db.select().from(orders).where(and(eq(orders.orderId, orderId), eq(orders.memberId, memberId)));
      if (!o) throw new BusinessError(ORDER_NOT_FOUND, ErrorCode.NOT_FOUND);
      const rows = await db
        .select({ g: orderGoods, e: goodsEvaluate })
        .from(orderGoods)
        .leftJoin(goodsEvaluate, eq(goodsEvaluate.evaluateId, orderGoods.evaluateId))
        .where(eq(orderGoods.orderId, orderId))
        .orderBy(asc(orderGoods.orderGoodsId));
      return {
        order_id: o.orderId,
        order_no: o.orderNo,
        evaluate_status: o.evaluateStatus,
        can_evaluate: o.orderStatus === 'completed' && o.evaluateStatus === 0,
        can_evaluate_again: o.orderStatus === 'completed' && o.evaluateStatus === 1,
        goods_list: rows.map(({ g, e }) => ({ ...toOrderGoods(g), content: e?.content ?? '', images: e?.images ?? [], scores: e?.scores ?? 0, again_content: e?.againContent ?? '' })),
      };
    },

    async evaluate(memberId: number, input: { order_id: number; goods_evaluate: { order_goods_id: number; content: string; images: string[]; scores: number }[] }) {
      for (const e of input.goods_evaluate) assertOwnImages(e.images, memberId);
      return db.transaction(async (tx) => {
        const [o] = await tx.select().from(orders).where(and(eq(orders.orderId, input.order_id), eq(orders.memberId, memberId))).for('update');
        if (!o) throw new BusinessError(ORDER_NOT_FOUND, ErrorCode.NOT_FOUND);
        if (o.orderStatus !== 'completed') throw new BusinessError(`订单当前状态为「${orderMachine.stateNames[o.orderStatus as OrderStatus]}」，完成后才能评价`);
        if (o.evaluateStatus !== 0) throw new BusinessError('该订单已评价，可以追加评价');
        const lines = await tx.select().from(orderGoods).where(eq(orderGoods.orderId, o.orderId));
        const given = new Map(input.goods_evaluate.map((e) => [e.order_goods_id, e]));
        if (given.size !== input.goods_evaluate.length || given.size !== lines.length || lines.some((l) => !given.has(l.orderGoodsId))) {
          throw new BusinessError('请为订单中的每件商品各评价一次');
        }
        const [m] = await tx.select({ nickname: member.nickname, username: member.username, headimg: member.headimg }).from(member).where(eq(member.memberId, memberId));
        const shown = m.nickname || m.username;
        const masked = [...shown].length <= 1 ? `${shown}***` : `${[...shown][0]}***${[...shown].at(-1)}`;
        for (const l of lines) {
          const e = given.get(l.orderGoodsId)!;
          const [row] = await tx
            .insert(goodsEvaluate)
            .values({
              goodsId: l.goodsId,
              skuId: l.skuId,
              memberId,
              memberName: masked,
              memberHeadimg: m.headimg,
              content: e.content,
              images: e.images,
              hasImage: e.images.length > 0,
              scores: e.scores,
              explainType: e.scores >= 4 ? 1 : e.scores === 3 ? 2 : 3,
            })
            .returning({ id: goodsEvaluate.evaluateId });
          await tx.update(orderGoods).set({ evaluateStatus: 1, evaluateId: row.id }).where(eq(orderGoods.orderGoodsId, l.orderGoodsId));
        }
        await tx.update(orders).set({ evaluateStatus: 1 }).where(and(eq(orders.orderId, o.orderId), eq(orders.evaluateStatus, 0)));
        return lines.length;
      });
    },

    async evaluateAgain(memberId: number, input: { order_id: number; goods_evaluate: { order_goods_id: number; again_content: string; images: string[] }[] }) {
      for (const e of input.goods_evaluate) assertOwnImages(e.images, memberId);
      return db.transaction(async (tx) => {
        const [o] = await tx.select().from(orders).where(and(eq(orders.orderId, input.order_id), eq(orders.memberId, memberId))).for('update');
        if (!o) throw new BusinessError(ORDER_NOT_FOUND, ErrorCode.NOT_FOUND);
        if (o.orderStatus !== 'completed' || o.evaluateStatus === 0) throw new BusinessError('请先评价订单，再追加评价');
        if (o.evaluateStatus !== 1) throw new BusinessError('每个订单只能追加评价一次');
        const lines = await tx.select().from(orderGoods).where(eq(orderGoods.orderId, o.orderId));
        let n = 0;
        for (const e of input.goods_evaluate) {
          const l = lines.find((x) => x.orderGoodsId === e.order_goods_id);
          if (!l || !l.evaluateId) throw new BusinessError(GOODS_NOT_FOUND, ErrorCode.NOT_FOUND);
          // goods_evaluate keeps one image list: the follow-up's images are appended to it.
          await tx
            .update(goodsEvaluate)
            .set({
              againContent: e.again_content,
              images: sql`${goodsEvaluate.images} || ${JSON.stringify(e.images)}::jsonb`,
              hasImage: sql`${goodsEvaluate.hasImage} or ${e.images.length > 0}`,
            })
            .where(eq(goodsEvaluate.evaluateId, l.evaluateId));
          await tx.update(orderGoods).set({ evaluateStatus: 2 }).where(eq(orderGoods.orderGoodsId, l.orderGoodsId));
          n++;
        }
        await tx.update(orders).set({ evaluateStatus: 2 }).where(and(eq(orders.orderId, o.orderId), eq(orders.evaluateStatus, 1)));
        return n;
      });
    },

    // Complaints.
    async complain(memberId: number, input: { order_goods_id: number; complain_reason: (typeof COMPLAIN_REASONS)[number]; complain_content: string; images: string[] }) {
      assertOwnImages(input.images, memberId);
      const { g, o } = await line(db, memberId, input.order_goods_id);
      if (!o.payTime) throw new BusinessError('订单未支付，不能投诉');
      const [row] = await db
        .insert(orderComplain)
        .values({ orderId: o.orderId, orderGoodsId: g.orderGoodsId, memberId, complainReason: input.complain_reason, complainContent: input.complain_content, images: input.images })
        .onConflictDoNothing()
        .returning();
      if (!row) throw new BusinessError('该商品已投诉，请等待平台处理');
      return toComplain(row, g.skuName);
    },

    async complainDetail(memberId: number, orderGoodsId: number) {
      const { g } = await line(db, memberId, orderGoodsId);
      const [row] = await db.select().from(orderComplain).where(eq(orderComplain.orderGoodsId, orderGoodsId));
      return row ? toComplain(row, g.skuName) : null;
    },
  };
}

function toComplain(c: typeof orderComplain.$inferSelect, skuName: string) {
  return {
    complain_id: c.complainId,
    order_id: c.orderId,
    order_goods_id: c.orderGoodsId,
    sku_name: skuName,
    complain_reason: c.complainReason,
    complain_content: c.complainContent,
    images: c.images,
    status: c.status,
    status_name: c.status === 1 ? '平台已处理' : c.status === 2 ? '平台已驳回' : '等待平台处理',
    reply: c.reply,
    create_time: secs(c.createTime),
  };
}
export type AftersaleService = ReturnType<typeof createAftersaleService>;
/** Who decides a refund (see `review`). */
export type RefundDecider = 'shop' | 'admin' | 'arbitration';
