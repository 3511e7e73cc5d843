// Realistic Chinese fixture data of the after-sales pages, for stories and tests (not for the app).
import type { ComplaintFull, Evaluation, EvaluationLine, RefundDataFull, RefundFull, RefundRow } from './lib/types';

const ts = (iso: string) => Math.floor(Date.parse(`${iso}+08:00`) / 1000);

/** An inline picture (no network in stories and tests). */
export function photoFixture(hue: number, label = ''): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200"><rect width="200" height="200" fill="hsl(${hue},60%,80%)"/>` +
    `<circle cx="100" cy="90" r="50" fill="hsl(${hue},55%,60%)"/>` +
    `${label ? `<text x="100" y="180" font-size="24" text-anchor="middle" fill="#333">${label}</text>` : ''}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const LONG_SKU_NAME =
  '湖南湘西土家族苗族自治州保靖县黄金村古茶园明前特级保靖黄金茶绿茶礼盒装 250g×2 罐 产地直供 扶贫助农 消费帮扶 832 平台认证';

const line = (orderGoodsId: number, skuName: string, price: number, num: number, hue: number): EvaluationLine => ({
  goods: { orderGoodsId, skuId: 100 + orderGoodsId, skuName, skuImage: photoFixture(hue), price, num },
  content: '',
  images: [],
  scores: 0,
  againContent: '',
});

/** A completed order of two lines, not yet evaluated. */
export const evaluationFixture: Evaluation = {
  orderId: 3,
  orderNo: 'O20261118093015428731',
  evaluateStatus: 0,
  canEvaluate: true,
  canEvaluateAgain: false,
  goods: [line(31, '五常稻花香大米 5kg 真空包装', 7990, 1, 30), line(32, '赣南脐橙 10 斤装 果径 75-80mm', 5990, 2, 35)],
};

/** The same order after its first evaluation: a follow-up is possible. */
export const evaluatedFixture: Evaluation = {
  ...evaluationFixture,
  evaluateStatus: 1,
  canEvaluate: false,
  canEvaluateAgain: true,
  goods: [
    { ...evaluationFixture.goods[0], content: '米粒饱满，煮出来很香，家里老人孩子都爱吃，会回购。', images: [photoFixture(40, '晒图')], scores: 5 },
    { ...evaluationFixture.goods[1], content: '橙子很甜，个头均匀，就是有两个稍微磕碰了。', images: [], scores: 4 },
  ],
};

/** Evaluated and followed up: read-only. */
export const evaluationDoneFixture: Evaluation = {
  ...evaluatedFixture,
  evaluateStatus: 2,
  canEvaluateAgain: false,
  goods: [
    { ...evaluatedFixture.goods[0], againContent: '吃了一个月了，品质稳定，已经推荐给同事。' },
    { ...evaluatedFixture.goods[1], againContent: '' },
  ],
};

export const evaluationLongNameFixture: Evaluation = {
  ...evaluationFixture,
  goods: [line(41, LONG_SKU_NAME, 26800, 1, 100)],
};

export const refundsFixture: RefundRow[] = [
  {
    refundId: 12,
    refundNo: 'R20261120143022118',
    orderId: 5,
    orderNo: 'O20261117101233561290',
    orderGoodsId: 51,
    skuName: '湘西腊肉 500g 农家柴火烟熏',
    skuImage: photoFixture(10),
    num: 2,
    refundTypeName: '仅退款',
    refundMoney: 5990,
    status: 'APPLIED',
    createTime: ts('2026-11-20T14:30:22'),
  },
  {
    refundId: 9,
    refundNo: 'R20261115091207733',
    orderId: 4,
    orderNo: 'O20261112180522117403',
    orderGoodsId: 42,
    skuName: '宁夏中宁枸杞 特级 500g',
    skuImage: photoFixture(0),
    num: 1,
    refundTypeName: '退货退款',
    refundMoney: 4500,
    status: 'REFUNDED',
    createTime: ts('2026-11-15T09:12:07'),
  },
  {
    refundId: 7,
    refundNo: 'R20261110200145902',
    orderId: 2,
    orderNo: 'O20261108122045880126',
    orderGoodsId: 21,
    skuName: LONG_SKU_NAME,
    skuImage: photoFixture(100),
    num: 1,
    refundTypeName: '仅退款',
    refundMoney: 26800,
    status: 'REFUSED',
    createTime: ts('2026-11-10T20:01:45'),
  },
];

/** A shipped line: both refund types, 119.80 paid. */
export const refundDataFixture: RefundDataFull = {
  goods: {
    orderGoodsId: 32,
    skuId: 132,
    skuName: '赣南脐橙 10 斤装 果径 75-80mm',
    skuImage: photoFixture(35),
    price: 5990,
    num: 2,
    realGoodsMoney: 11980,
    refundMoney: 0,
    refundStatus: null,
    refundId: 0,
  },
  orderStatus: 'SHIPPED',
  maxRefundMoney: 11980,
  refundTypes: [
    { type: 1, name: '仅退款' },
    { type: 2, name: '退货退款' },
  ],
  reasons: ['未按约定时间发货', '商品破损/腐烂', '商品与描述不符', '少件/漏发', '质量问题', '不想要了', '其他'],
  canApply: true,
  reasonCannot: '',
};

/** A line with an application in progress: cannot apply again. */
export const refundDataAppliedFixture: RefundDataFull = {
  ...refundDataFixture,
  goods: { ...refundDataFixture.goods, refundStatus: 'APPLIED', refundId: 12 },
  canApply: false,
  reasonCannot: '该商品已有退款申请在处理中',
};

/** The list's first refund (R20261120143022118) as its detail page loads it. */
export const refundAppliedFixture: RefundFull = {
  ...refundsFixture[0],
  refundType: 1,
  reason: '商品破损/腐烂',
  remark: '收到时包装破了一个口子，有一块腊肉发霉。',
  images: [photoFixture(15, '凭证'), photoFixture(20, '凭证')],
  refuseReason: '',
  auditTime: 0,
  refundTo: '',
  canCancel: true,
  canComplain: false,
  canArbitrate: false,
  escalateReason: '',
  arbitrateRemark: '',
};

export const refundRefundedFixture: RefundFull = {
  ...refundAppliedFixture,
  status: 'REFUNDED',
  auditTime: ts('2026-11-21T10:05:00'),
  refundTo: '账户余额',
  canCancel: false,
};

export const refundRefusedFixture: RefundFull = {
  ...refundAppliedFixture,
  skuName: LONG_SKU_NAME,
  status: 'REFUSED',
  auditTime: ts('2026-11-21T10:05:00'),
  refuseReason: '商品已签收超过 7 天，且图片无法证明质量问题，暂不支持退款。',
  canCancel: false,
  canComplain: true,
  canArbitrate: true,
};

/** Sent to the platform's arbitration after the shop refused. */
export const refundArbitratingFixture: RefundFull = {
  ...refundRefusedFixture,
  status: 'ARBITRATING',
  canComplain: false,
  canArbitrate: false,
  escalateReason: '到货时茶叶已受潮结块，有开箱照片为证，商家以超期为由拒绝不合理。',
};

/** The platform let the shop's refusal stand. */
export const refundArbitratedFixture: RefundFull = {
  ...refundArbitratingFixture,
  status: 'ARBITRATED',
  arbitrateRemark: '经核实，签收已超过 15 天且照片无法证明到货时受潮，维持商家决定。',
};

export const refundCancelledFixture: RefundFull = { ...refundAppliedFixture, status: 'CANCELLED', images: [], remark: '', canCancel: false };

export const complaintFixture: ComplaintFull = {
  complainId: 3,
  orderId: 2,
  orderGoodsId: 21,
  skuName: LONG_SKU_NAME,
  reason: '商家拒绝合理退款',
  content: '茶叶到货后有明显受潮结块，商家以签收超过 7 天为由拒绝退款，请平台核实处理。',
  images: [photoFixture(120, '受潮')],
  status: 0,
  statusName: '待平台处理',
  reply: '',
  createTime: ts('2026-11-21T11:20:00'),
};

export const complaintHandledFixture: ComplaintFull = {
  ...complaintFixture,
  status: 1,
  statusName: '已处理',
  reply: '经核实，商品存在质量问题，已责令商家为您办理全额退款。',
};
