// Seed of orders: pickup stores of a few shops, and the demo member's order history in every
// state — unpaid, offline transfer under review, paid (to ship; and a pickup order), shipped with
// logistics packages, completed awaiting evaluation, completed and evaluated, closed, and one with a
// refund in progress — with their payments, packages, refunds and logs. Deterministic (fixed PRNG
// seed, fixed dates, skus chosen by id); runs once per database (site_config key 'seed_order'). The
// stock is not touched: these are history. The unpaid orders close far in the future, so the demo
// member can pay them (balance 1,288 yuan from the base seed).
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from './client';
import { markSeeded, resetIdentity, seedOnce } from './seed-once';
import { createRng } from './prng';
import { goods, goodsEvaluate, goodsSku, member, shop } from './schema';
import { memberAddress } from './schema-account';
import * as o from './schema-order';

const MARKER = 'seed_order';
const DEMO_MEMBER_ID = 1;
const t = (iso: string) => new Date(`${iso}+08:00`);
const secs = (d: Date) => Math.floor(d.getTime() / 1000);

interface SeedOrderSpec {
  status: 'unpaid' | 'reviewing' | 'paid' | 'shipped' | 'completed' | 'closed';
  created: string;
  lines: number;
  delivery?: 'express' | 'pickup' | 'local_delivery';
  pay?: 'balance' | 'offline' | 'demo';
  evaluated?: 0 | 1 | 2;
  refund?: 'applied' | 'refunded';
  closeReason?: string;
}

const SPECS: SeedOrderSpec[] = [
  { status: 'unpaid', created: '2026-11-20T20:15:00', lines: 2 },
  { status: 'reviewing', created: '2026-11-19T10:02:00', lines: 1, pay: 'offline' },
  { status: 'paid', created: '2026-11-18T09:30:00', lines: 2, pay: 'balance' },
  { status: 'paid', created: '2026-11-17T16:45:00', lines: 1, pay: 'balance', delivery: 'pickup' },
  { status: 'shipped', created: '2026-11-12T11:20:00', lines: 3, pay: 'balance' },
  { status: 'shipped', created: '2026-11-10T08:05:00', lines: 1, pay: 'demo', refund: 'applied' },
  { status: 'completed', created: '2026-10-28T19:40:00', lines: 2, pay: 'balance', evaluated: 0 },
  { status: 'completed', created: '2026-10-02T12:00:00', lines: 1, pay: 'balance', evaluated: 2 },
  { status: 'completed', created: '2026-09-15T21:10:00', lines: 2, pay: 'offline', evaluated: 1, refund: 'refunded' },
  { status: 'closed', created: '2026-09-01T07:55:00', lines: 1, closeReason: '超时未支付，系统自动关闭' },
  { status: 'closed', created: '2026-08-20T13:30:00', lines: 2, closeReason: '会员取消订单' },
];

const EXPRESS = ['顺丰速运', '中通快递', '邮政 EMS', '京东物流'];
const TRACE_TEXTS = ['商家已发货', '快件已揽收', '快件已到达转运中心', '快件已发往目的地', '快件已到达派送网点', '快递员正在派送'];

export async function seedOrderData(db: Db): Promise<Record<string, number>> {
  return seedOnce(db, { marker: MARKER }, async (tx) => {
    const rng = createRng(20_261_105);
    const counts: Record<string, number> = {};

    // Pickup stores for the first three shops.
    const shops = await tx.select({ siteId: shop.siteId, siteName: shop.siteName, province: shop.province }).from(shop).orderBy(asc(shop.siteId)).limit(3);
    const stores = shops.flatMap((s, i) =>
      ['旗舰体验店', '社区自提点'].map((kind, j) => ({
        storeId: i * 2 + j + 1,
        siteId: s.siteId,
        storeName: `${s.siteName}${kind}`,
        address: `${s.province}${j === 0 ? '人民路' : '建设街'} ${10 + i * 7 + j} 号`,
        telephone: `0731-8${String(832000 + i * 10 + j).padStart(7, '0')}`,
        openTime: j === 0 ? '每天 09:00-21:00' : '周一至周六 08:30-19:30',
        sort: j,
      })),
    );
    if (stores.length > 0) {
      await tx.insert(o.shopStore).values(stores);
      await resetIdentity(tx, o.shopStore, 'store_id');
    }
    counts.shop_store = stores.length;

    const [demo] = await tx.select({ id: member.memberId, nickname: member.nickname, headimg: member.headimg }).from(member).where(eq(member.memberId, DEMO_MEMBER_ID));
    const [addr] = await tx.select().from(memberAddress).where(and(eq(memberAddress.memberId, DEMO_MEMBER_ID), eq(memberAddress.isDefault, true)));
    if (!demo || !addr) {
      await markSeeded(tx, MARKER);
      return counts;
    }
    // Goods of the pickup shop and of any shop: on-shelf skus by id (deterministic).
    const skuRows = await tx
      .select({ skuId: goodsSku.skuId, goodsId: goodsSku.goodsId, specName: goodsSku.specName, skuImage: goodsSku.skuImage, price: goodsSku.discountPrice, goodsName: goods.goodsName, siteId: goods.siteId, siteName: shop.siteName })
      .from(goodsSku)
      .innerJoin(goods, eq(goods.goodsId, goodsSku.goodsId))
      .innerJoin(shop, eq(shop.siteId, goods.siteId))
      .where(and(eq(goods.isOnShelf, true), gt(goodsSku.stock, 0)))
      .orderBy(asc(goodsSku.skuId))
      .limit(400);

    const orderRows: (typeof o.orders.$inferInsert)[] = [];
    const goodsRows: (typeof o.orderGoods.$inferInsert)[] = [];
    const payments: (typeof o.orderPayment.$inferInsert)[] = [];
    const packages: (typeof o.orderPackage.$inferInsert)[] = [];
    const refunds: (typeof o.orderRefund.$inferInsert)[] = [];
    const evaluations: (typeof goodsEvaluate.$inferInsert)[] = [];
    const logs: (typeof o.orderLog.$inferInsert)[] = [];
    let orderGoodsId = 0;
    const [{ maxEval }] = await tx.select({ maxEval: sql<number>`coalesce(max(${goodsEvaluate.evaluateId}), 0)::int` }).from(goodsEvaluate);
    let evaluateId = Number(maxEval);

    SPECS.forEach((spec, index) => {
      const orderId = index + 1;
      const created = t(spec.created);
      const delivery = spec.delivery ?? 'express';
      // One shop per order: the pickup order uses the first store's shop.
      const siteId = delivery === 'pickup' ? stores[0].siteId : rng.pick(skuRows).siteId;
      const pool = skuRows.filter((s) => s.siteId === siteId);
      const chosen = rng.sample(pool.length >= spec.lines ? pool : skuRows, spec.lines);
      const lines = chosen.map((s) => ({ ...s, num: rng.int(1, 3) }));
      const goodsMoney = lines.reduce((sum, l) => sum + l.price * l.num, 0);
      const deliveryMoney = delivery === 'express' ? (goodsMoney >= 9900 ? 0 : 1000) : 0;
      const orderMoney = goodsMoney + deliveryMoney;
      const paid = spec.status !== 'unpaid' && spec.status !== 'closed' && spec.status !== 'reviewing';
      const payTime = new Date(created.getTime() + 5 * 60_000);
      const shipTime = new Date(created.getTime() + 26 * 3600_000);
      const doneTime = new Date(created.getTime() + 4 * 86_400_000);
      const paymentId = spec.pay ? payments.length + 1 : null;
      if (spec.pay) {
        payments.push({
          paymentId: paymentId!,
          payNo: `T${spec.created.replace(/\D/g, '')}${String(orderId).padStart(8, '0')}`,
          memberId: DEMO_MEMBER_ID,
          payKey: `seed-pay-${orderId}`,
          orderIds: [orderId],
          amount: orderMoney,
          payType: spec.pay,
          status: spec.status === 'reviewing' ? 'reviewing' : 'paid',
          tradeNo: spec.status === 'reviewing' ? '' : `${spec.pay.toUpperCase().slice(0, 3)}${orderId}`,
          images: spec.pay === 'offline' ? ['/upload/certificate/seed_certificate.png'] : [],
          remark: spec.pay === 'offline' ? '已通过网银转账，附言填写了订单号' : '',
          payTime: paid ? payTime : null,
          reviewTime: spec.pay === 'offline' && paid ? new Date(payTime.getTime() + 3600_000) : null,
          reviewRemark: spec.pay === 'offline' && paid ? '已核对到账' : '',
          createTime: payTime,
        });
      }
      orderRows.push({
        orderId,
        orderNo: `P${spec.created.replace(/\D/g, '')}${String(orderId).padStart(8, '0')}`,
        memberId: DEMO_MEMBER_ID,
        orderKind: 'normal',
        siteId,
        siteName: lines[0].siteName,
        orderStatus: spec.status,
        deliveryType: delivery,
        addressId: addr.id,
        name: addr.name,
        mobile: addr.mobile,
        fullAddress: delivery === 'pickup' ? stores[0].address : addr.fullAddress,
        storeId: delivery === 'pickup' ? stores[0].storeId : 0,
        goodsMoney,
        deliveryMoney,
        orderMoney,
        buyerMessage: index % 3 === 0 ? '请尽快发货，谢谢！' : '',
        orderKey: `seed-order-${orderId}`,
        paymentId,
        payType: paid && spec.pay ? spec.pay : '',
        payTime: paid ? payTime : null,
        deliveryTime: spec.status === 'shipped' || (spec.status === 'completed' && delivery !== 'pickup') ? shipTime : null,
        signTime: spec.status === 'completed' ? doneTime : null,
        finishTime: spec.status === 'completed' ? doneTime : null,
        closeTime: spec.status === 'closed' ? new Date(created.getTime() + 30 * 60_000) : null,
        closeReason: spec.closeReason ?? '',
        autoCloseTime: spec.status === 'unpaid' ? t('2030-12-31T23:59:59') : new Date(created.getTime() + 30 * 60_000),
        autoTakeDeliveryTime: spec.status === 'shipped' ? t('2030-12-31T23:59:59') : null,
        evaluateStatus: spec.evaluated ?? 0,
        pickupCode: delivery === 'pickup' ? String(rng.int(10_000_000, 99_999_999)) : '',
        createTime: created,
      });
      logs.push({ machine: 'order', entityId: orderId, orderId, event: 'create', fromStatus: '', toStatus: 'unpaid', operator: 'member', remark: 'normal', createTime: created });
      if (paid || spec.status === 'reviewing') logs.push({ machine: 'order', entityId: orderId, orderId, event: spec.pay === 'offline' ? 'submit_offline' : 'pay', fromStatus: 'unpaid', toStatus: spec.pay === 'offline' ? 'reviewing' : 'paid', operator: 'member', remark: '', createTime: payTime });
      if (paid && spec.pay === 'offline') logs.push({ machine: 'order', entityId: orderId, orderId, event: 'approve_offline', fromStatus: 'reviewing', toStatus: 'paid', operator: 'admin', remark: '已核对到账', createTime: new Date(payTime.getTime() + 3600_000) });
      if (spec.status === 'shipped' || (spec.status === 'completed' && delivery !== 'pickup')) logs.push({ machine: 'order', entityId: orderId, orderId, event: 'ship', fromStatus: 'paid', toStatus: 'shipped', operator: 'admin', remark: '', createTime: shipTime });
      if (spec.status === 'completed') logs.push({ machine: 'order', entityId: orderId, orderId, event: 'take_delivery', fromStatus: 'shipped', toStatus: 'completed', operator: 'member', remark: '', createTime: doneTime });
      if (spec.status === 'closed') logs.push({ machine: 'order', entityId: orderId, orderId, event: spec.closeReason?.startsWith('超时') ? 'auto_close' : 'close', fromStatus: 'unpaid', toStatus: 'closed', operator: spec.closeReason?.startsWith('超时') ? 'system' : 'member', remark: spec.closeReason ?? '', createTime: new Date(created.getTime() + 30 * 60_000) });

      const lineIds: number[] = [];
      lines.forEach((l, li) => {
        orderGoodsId++;
        lineIds.push(orderGoodsId);
        const money = l.price * l.num;
        const refund = li === 0 ? spec.refund : undefined;
        const refundMoney = refund ? Math.min(money, Math.max(100, Math.floor(money / 2))) : 0;
        let evalId: number | null = null;
        if (spec.evaluated) {
          evaluateId++;
          evalId = evaluateId;
          const scores = rng.pick([5, 5, 5, 4, 4, 3]);
          evaluations.push({
            evaluateId,
            goodsId: l.goodsId,
            skuId: l.skuId,
            memberId: DEMO_MEMBER_ID,
            memberName: '李***英',
            memberHeadimg: demo.headimg,
            content: rng.pick(['收到了，包装很严实，味道正宗！', '品质不错，支持家乡特产。', '物流很快，和描述一致，会回购。', '性价比高，家人都说好吃。']),
            images: [],
            hasImage: false,
            scores,
            explainType: scores >= 4 ? 1 : 2,
            againContent: spec.evaluated === 2 ? '吃了一周再来追评：依然很满意。' : '',
            createTime: new Date(doneTime.getTime() + 86_400_000),
          });
        }
        goodsRows.push({
          orderGoodsId,
          orderId,
          memberId: DEMO_MEMBER_ID,
          skuId: l.skuId,
          goodsId: l.goodsId,
          siteId: l.siteId,
          skuName: `${l.goodsName} ${l.specName}`.trim(),
          skuImage: l.skuImage,
          price: l.price,
          num: l.num,
          goodsMoney: money,
          realGoodsMoney: money,
          refundMoney: refund === 'refunded' ? refundMoney : 0,
          refundStatus: refund ?? '',
          refundId: refund ? refunds.length + 1 : 0,
          evaluateStatus: spec.evaluated ?? 0,
          evaluateId: evalId,
        });
        if (refund) {
          const refundId = refunds.length + 1;
          const applied = new Date((spec.status === 'completed' ? doneTime : shipTime).getTime() + 7200_000);
          refunds.push({
            refundId,
            refundNo: `R${spec.created.replace(/\D/g, '')}${String(refundId).padStart(8, '0')}`,
            orderId,
            orderGoodsId,
            memberId: DEMO_MEMBER_ID,
            refundType: 1,
            refundMoney,
            refundReason: refund === 'refunded' ? '商品破损/腐烂' : '少件/漏发',
            refundRemark: refund === 'refunded' ? '到货时有两个坏果' : '订单写 3 件只收到 2 件',
            status: refund,
            auditTime: refund === 'refunded' ? new Date(applied.getTime() + 86_400_000) : null,
            createTime: applied,
          });
          logs.push({ machine: 'refund', entityId: refundId, orderId, event: 'apply', fromStatus: '', toStatus: 'applied', operator: 'member', remark: '', createTime: applied });
          if (refund === 'refunded') logs.push({ machine: 'refund', entityId: refundId, orderId, event: 'agree', fromStatus: 'applied', toStatus: 'refunded', operator: 'admin', remark: '', createTime: new Date(applied.getTime() + 86_400_000) });
        }
      });
      if (spec.status === 'shipped' || (spec.status === 'completed' && delivery !== 'pickup')) {
        // Orders of three lines ship as two packages.
        const groups = lineIds.length >= 3 ? [lineIds.slice(0, 2), lineIds.slice(2)] : [lineIds];
        groups.forEach((ids, gi) => {
          const company = rng.pick(EXPRESS);
          const steps = spec.status === 'completed' ? TRACE_TEXTS.length : rng.int(2, TRACE_TEXTS.length - 1);
          packages.push({
            orderId,
            packageName: `包裹${gi + 1}`,
            expressCompany: company,
            deliveryNo: `SF${String(rng.int(100_000_000, 999_999_999))}${gi}`,
            orderGoodsIds: ids,
            traces: TRACE_TEXTS.slice(0, steps).map((text, k) => ({ time: secs(shipTime) + k * 9 * 3600, text: k === 0 ? `【${lines[0].siteName}】${text}，${company}` : text })),
            createTime: shipTime,
          });
        });
      }
    });

    await tx.insert(o.orderPayment).values(payments);
    await tx.insert(o.orders).values(orderRows);
    if (evaluations.length) await tx.insert(goodsEvaluate).values(evaluations);
    await tx.insert(o.orderGoods).values(goodsRows);
    await tx.insert(o.orderPackage).values(packages);
    await tx.insert(o.orderRefund).values(refunds);
    await tx.insert(o.orderLog).values(logs);
    for (const [table, column] of [
      [o.orderPayment, 'payment_id'],
      [o.orders, 'order_id'],
      [o.orderGoods, 'order_goods_id'],
      [o.orderRefund, 'refund_id'],
      [goodsEvaluate, 'evaluate_id'],
    ] as const) {
      await resetIdentity(tx, table, column);
    }
    Object.assign(counts, { orders: orderRows.length, order_goods: goodsRows.length, order_payment: payments.length, order_package: packages.length, order_refund: refunds.length, order_log: logs.length });
    await markSeeded(tx, MARKER);
    return counts;
  });
}
