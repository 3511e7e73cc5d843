// Realistic Chinese fixture data of the member order pages, for stories and tests (not for the app).
import type { OrderDetailQuery, OrderGoodsLineFragment, OrderListQuery, OrderPackagesQuery } from '@mall/gateway-client';

export type OrderSummaryItem = OrderListQuery['orders']['list'][number];
export type OrderDetailItem = NonNullable<OrderDetailQuery['order']>;
/** One goods line, as both the list and the detail select it (fragment OrderGoodsLine). */
export type OrderLine = OrderGoodsLineFragment;
export type OrderPackageItem = OrderPackagesQuery['orderPackages'][number];

const ts = (iso: string) => Math.floor(Date.parse(`${iso}+08:00`) / 1000);

function line(id: number, skuName: string, price: number, num: number, extra: Partial<OrderLine> = {}): OrderLine {
  const money = price * num;
  return {
    orderGoodsId: id,
    skuId: 100 + id,
    goodsId: 200 + id,
    skuName,
    skuImage: '',
    price,
    num,
    goodsMoney: money,
    realGoodsMoney: money,
    refundMoney: 0,
    refundStatus: null,
    refundStatusName: '',
    refundId: 0,
    evaluateStatus: 0,
    ...extra,
  };
}

const a = (action: string, title: string) => ({ action, title });

const base: Omit<OrderSummaryItem, 'orderId' | 'orderNo' | 'status' | 'statusName' | 'actions' | 'goods'> = {
  kind: 'NORMAL',
  siteId: 3,
  siteName: '湘西十八洞村特产店',
  deliveryType: 'EXPRESS',
  deliveryTypeName: '快递配送',
  orderMoney: 13980,
  goodsNum: 2,
  evaluateStatus: 0,
  createTime: ts('2025-04-02T10:15:00'),
};

export const unpaidOrder: OrderSummaryItem = {
  ...base,
  orderId: 11,
  orderNo: 'O20250402101500000011',
  status: 'UNPAID',
  statusName: '待付款',
  goods: [line(21, '十八洞村猕猴桃 5 斤装 单果 80-100g', 6990, 2)],
  actions: [a('pay', '去支付'), a('close', '取消订单')],
};

export const reviewingOrder: OrderSummaryItem = {
  ...base,
  orderId: 10,
  orderNo: 'O20250401090000000010',
  status: 'REVIEWING',
  statusName: '待审核',
  goods: [line(20, '湘西腊肉 500g 柴火烟熏', 6800, 1)],
  orderMoney: 6800,
  goodsNum: 1,
  actions: [a('paytickets', '查看转账凭证')],
};

export const paidOrder: OrderSummaryItem = {
  ...base,
  orderId: 9,
  orderNo: 'O20250331083000000009',
  status: 'PAID',
  statusName: '待发货',
  goods: [line(19, '五常稻花香大米 5kg 真空包装', 7990, 1)],
  orderMoney: 7990,
  goodsNum: 1,
  actions: [a('refund', '申请售后')],
};

export const shippedOrder: OrderSummaryItem = {
  ...base,
  orderId: 8,
  orderNo: 'O20250330120000000008',
  status: 'SHIPPED',
  statusName: '待收货',
  goods: [line(17, '赣南脐橙 10 斤装 果径 75-80mm', 5990, 1), line(18, '井冈山红米 2.5kg', 3990, 2)],
  orderMoney: 13970,
  goodsNum: 3,
  actions: [a('takedelivery', '确认收货'), a('extendtakedelivery', '延长收货'), a('package', '查看物流'), a('refund', '申请售后')],
};

/** Shipped and already extended once: no 延长收货 any more. */
export const extendedOrder: OrderSummaryItem = {
  ...shippedOrder,
  orderId: 7,
  orderNo: 'O20250329120000000007',
  actions: [a('takedelivery', '确认收货'), a('package', '查看物流'), a('refund', '申请售后')],
};

export const completedOrder: OrderSummaryItem = {
  ...base,
  orderId: 6,
  orderNo: 'O20250320150000000006',
  status: 'COMPLETED',
  statusName: '已完成（待评价）',
  goods: [
    line(15, '恩施富硒绿茶 250g 明前特级', 12800, 1, {
      refundStatus: 'REFUSED',
      refundStatusName: '已拒绝',
      refundId: 4,
    }),
  ],
  orderMoney: 12800,
  goodsNum: 1,
  actions: [a('package', '查看物流'), a('evaluate', '评价'), a('refund', '申请售后')],
};

export const evaluatedOrder: OrderSummaryItem = {
  ...completedOrder,
  orderId: 5,
  orderNo: 'O20250315150000000005',
  statusName: '已完成',
  evaluateStatus: 1,
  goods: [line(14, '云南普洱熟茶饼 357g', 9800, 1, { evaluateStatus: 1 })],
  orderMoney: 9800,
  actions: [a('package', '查看物流'), a('evaluate_again', '追评'), a('refund', '申请售后')],
};

export const closedOrder: OrderSummaryItem = {
  ...base,
  orderId: 4,
  orderNo: 'O20250310100000000004',
  status: 'CLOSED',
  statusName: '已关闭',
  goods: [line(13, '大别山野生葛根粉 500g', 4500, 1)],
  orderMoney: 4500,
  goodsNum: 1,
  actions: [],
};

/** A line with a refund in progress: 申请售后 is not offered for it, 查看退款 is. */
export const refundingOrder: OrderSummaryItem = {
  ...paidOrder,
  orderId: 3,
  orderNo: 'O20250305100000000003',
  goods: [
    line(12, '宁夏中宁枸杞 500g 特级', 8800, 1, { refundStatus: 'APPLIED', refundStatusName: '退款中', refundId: 7 }),
    line(11, '新疆若羌灰枣 1kg', 4600, 1),
  ],
  orderMoney: 13400,
  goodsNum: 2,
};

export const longNamesOrder: OrderSummaryItem = {
  ...unpaidOrder,
  orderId: 2,
  orderNo: 'O20250301100000000002',
  siteName: '新疆维吾尔自治区和田地区于田县阿热勒乡巴格其村农民专业合作社消费帮扶旗舰店',
  goods: [
    line(
      10,
      '新疆和田大枣 骏枣 特级 一级 二级 可选 2.5kg 礼盒装 原产地直发 核小肉厚 消费帮扶 832 平台认证 脱贫县特产 买二送一',
      12800,
      1,
    ),
  ],
  orderMoney: 12800,
  goodsNum: 1,
};

export const manyLinesOrder: OrderSummaryItem = {
  ...shippedOrder,
  orderId: 1,
  orderNo: 'O20250228100000000001',
  goods: [
    line(1, '赣南脐橙 10 斤装', 5990, 1),
    line(2, '五常稻花香大米 5kg', 7990, 2),
    line(3, '宁夏中宁枸杞 500g', 8800, 1),
    line(4, '湘西腊肉 500g', 6800, 3),
    line(5, '恩施富硒绿茶 250g', 12800, 1),
    line(6, '井冈山红米 2.5kg', 3990, 1),
  ],
  orderMoney: 71560,
  goodsNum: 9,
};

export const ordersFixture: OrderSummaryItem[] = [
  unpaidOrder,
  reviewingOrder,
  paidOrder,
  shippedOrder,
  completedOrder,
  evaluatedOrder,
  closedOrder,
];

export const orderCountsFixture: OrderListQuery['orders']['counts'] = {
  waitPay: 2,
  waitSend: 1,
  waitConfirm: 2,
  waitRate: 1,
  refunding: 1,
};

export type OrderPayPartsItem = OrderDetailItem['payParts'];
type TicketItem = OrderPayPartsItem['tickets'][number];

/** An order not paid yet: no part paid by anything. */
export const unpaidPayParts: OrderPayPartsItem = { voucherMoney: 0, vouchers: [], balanceMoney: 0, onlineMoney: 0, offlineMoney: 0, offlineStatus: null, tickets: [] };

const ticket = (paymentId: number, extra: Partial<TicketItem>): TicketItem => ({
  paymentId,
  payNo: `T2025040109${String(paymentId).padStart(6, '0')}`,
  amount: 4800,
  status: 'REVIEWING',
  statusName: '待审核',
  images: ['/upload/default/goods.png'],
  remark: '湘西州机关工会对公账户转账，附言已填订单号',
  reviewRemark: '',
  createTime: ts('2025-04-01T09:30:00'),
  ...extra,
});
const unionVoucher = { voucherNo: 'V20250301000123', voucherName: '湘西州机关工会消费帮扶券', money: 2000 };

/** A voucher that paid the whole order. */
export const voucherOnlyPayParts: OrderPayPartsItem = { ...unpaidPayParts, voucherMoney: 6800, vouchers: [{ ...unionVoucher, money: 6800 }], balanceMoney: 0 };
/** A voucher part held while the transfer for the rest is reviewed. */
export const voucherTransferPayParts: OrderPayPartsItem = {
  ...unpaidPayParts,
  voucherMoney: 2000,
  vouchers: [unionVoucher],
  offlineMoney: 4800,
  offlineStatus: 'REVIEWING',
  tickets: [ticket(31, {})],
};
/** A refused transfer: the voucher part went back; the order waits for payment again. */
export const refusedTransferPayParts: OrderPayPartsItem = {
  ...unpaidPayParts,
  offlineStatus: 'REFUSED',
  tickets: [ticket(30, { status: 'REFUSED', statusName: '已驳回', reviewRemark: '未查到该笔转账的到账记录，请核对收款账号后重新上传' })],
};
/** Two vouchers with long names, the balance for the rest. */
export const longNamesPayParts: OrderPayPartsItem = {
  ...unpaidPayParts,
  voucherMoney: 5000,
  vouchers: [
    { voucherNo: 'V20250301000456', voucherName: '湘西土家族苗族自治州总工会二〇二五年春节职工消费帮扶专项福利券（限帮扶产品）', money: 3000 },
    { voucherNo: 'V20250301000789', voucherName: '怀化市乡村振兴局驻村工作队消费帮扶慰问券', money: 2000 },
  ],
  balanceMoney: 8980,
};

const detailBase = {
  name: '李秀英',
  mobile: '138****8000',
  fullAddress: '湖南省长沙市岳麓区麓山南路 932 号 中南大学新校区 12 栋 302 室',
  buyerMessage: '请工作日送货，谢谢',
  goodsMoney: 13980,
  deliveryMoney: 1000,
  promotionMoney: 500,
  couponMoney: 500,
  invoiceMoney: 0,
  invoice: null,
  payType: '',
  payTypeName: '',
  payTime: 0,
  deliveryTime: 0,
  signTime: 0,
  finishTime: 0,
  closeTime: 0,
  closeReason: '',
  autoCloseTime: 0,
  autoTakeDeliveryTime: 0,
  extendedTakeDelivery: false,
  store: null,
  pickupCode: '',
  verifyCode: '',
  packageCount: 0,
  payParts: unpaidPayParts,
} satisfies Partial<OrderDetailItem>;

export function detailOf(summary: OrderSummaryItem, extra: Partial<OrderDetailItem> = {}): OrderDetailItem {
  return { ...summary, ...detailBase, ...extra };
}

export const unpaidDetail = detailOf(unpaidOrder, { autoCloseTime: ts('2099-01-01T00:00:00') });
export const shippedDetail = detailOf(shippedOrder, {
  payType: 'balance',
  payTypeName: '余额支付',
  payTime: ts('2025-03-30T12:05:00'),
  deliveryTime: ts('2025-03-31T09:00:00'),
  autoTakeDeliveryTime: ts('2025-04-10T09:00:00'),
  packageCount: 1,
  invoice: { invoiceTitle: '长沙市岳麓区消费帮扶协会', invoiceType: 1, taxNumber: '91430104MA4L0XXXX1' },
  invoiceMoney: 0,
  payParts: { ...unpaidPayParts, balanceMoney: shippedOrder.orderMoney },
});
export const reviewingDetail = detailOf(reviewingOrder, { payType: 'offline', payTypeName: '线下转账', payParts: voucherTransferPayParts });
export const closedDetail = detailOf(closedOrder, {
  closeTime: ts('2025-03-10T10:30:00'),
  closeReason: '我不想买了',
});
export const completedDetail = detailOf(completedOrder, {
  payType: 'demo',
  payTypeName: '演示支付（不扣款）',
  payTime: ts('2025-03-20T15:02:00'),
  deliveryTime: ts('2025-03-21T09:00:00'),
  signTime: ts('2025-03-24T18:00:00'),
  finishTime: ts('2025-03-24T18:00:00'),
  packageCount: 1,
});
export const pickupDetail = detailOf(
  { ...paidOrder, orderId: 12, deliveryType: 'PICKUP', deliveryTypeName: '门店自提', statusName: '待提货' },
  {
    payType: 'balance',
    payTypeName: '余额支付',
    payTime: ts('2025-04-03T10:00:00'),
    deliveryMoney: 0,
    store: {
      storeId: 1,
      storeName: '十八洞村特产店（五一广场店）',
      address: '湖南省长沙市芙蓉区五一大道 368 号',
      telephone: '0731-88886666',
      openTime: '09:00-21:00',
    },
    pickupCode: '83920416',
  },
);
export const localDetail = detailOf(
  { ...shippedOrder, orderId: 13, deliveryType: 'LOCAL_DELIVERY', deliveryTypeName: '同城配送', actions: [a('takedelivery', '确认收货'), a('extendtakedelivery', '延长收货'), a('refund', '申请售后')] },
  { payType: 'balance', payTypeName: '余额支付', payTime: ts('2025-04-03T10:00:00'), deliveryTime: ts('2025-04-03T11:00:00') },
);
export const virtualDetail = detailOf(
  { ...paidOrder, orderId: 14, deliveryType: 'VIRTUAL', deliveryTypeName: '虚拟商品', statusName: '待核销', goods: [line(30, '张家界国家森林公园门票 成人票', 22500, 1)] },
  { payType: 'balance', payTypeName: '余额支付', payTime: ts('2025-04-03T10:00:00'), deliveryMoney: 0, verifyCode: 'VX7Q-2M9K-P4TD' },
);

export const packagesFixture: OrderPackageItem[] = [
  {
    packageId: 1,
    packageName: '包裹1',
    expressCompany: '顺丰速运',
    deliveryNo: 'SF1234567890123',
    goods: [
      { orderGoodsId: 17, skuName: '赣南脐橙 10 斤装 果径 75-80mm', skuImage: '', num: 1 },
      { orderGoodsId: 18, skuName: '井冈山红米 2.5kg', skuImage: '', num: 2 },
    ],
    traces: [
      { time: ts('2025-03-31T09:00:00'), text: '【湘西十八洞村特产店】商家已发货，顺丰速运 SF1234567890123' },
      { time: ts('2025-03-31T18:20:00'), text: '快件已到达【长沙转运中心】' },
      { time: ts('2025-04-01T08:10:00'), text: '快递员【王师傅 13900001111】正在派送中' },
    ],
  },
  {
    packageId: 2,
    packageName: '包裹2',
    expressCompany: '中国邮政',
    deliveryNo: '9876543210987',
    goods: [{ orderGoodsId: 19, skuName: '五常稻花香大米 5kg 真空包装', skuImage: '', num: 1 }],
    traces: [],
  },
];
