import type { PayInfoQuery, PayTicketsQuery } from '@mall/gateway-client';
import { image } from '../fixtures';

/** Fixture data of the payment components (stories and tests), shaped like the gateway's answers. */
type PayInfo = PayInfoQuery['payInfo'];
type Ticket = PayTicketsQuery['payTickets']['tickets'][number];

/** A transfer certificate's photo: larger and paler than a goods picture. */
const certificate = (label: string, hue: number) => image(label, hue, { size: 160, fontSize: 18, fill: '40%,92%', ink: '40%,30%' });

export const payOrdersFixture: PayInfo['orders'] = [
  { orderId: 3, orderNo: '202503101000123456', orderMoney: 26800, status: 'UNPAID', autoCloseTime: 1_900_000_000 },
  { orderId: 4, orderNo: '202503101000123457', orderMoney: 7990, status: 'UNPAID', autoCloseTime: 1_900_000_600 },
];

export const payMethodsFixture: PayInfo['methods'] = [
  { type: 'BALANCE', name: '余额支付', desc: '使用账户余额付款', isDemo: false, enabled: true },
  { type: 'OFFLINE', name: '线下转账', desc: '银行转账后上传凭证，平台审核后到账', isDemo: false, enabled: true },
  { type: 'DEMO', name: '演示支付（不扣款）', desc: '仅用于演示，不会产生真实扣款', isDemo: true, enabled: true },
];

export const offlineAccountFixture: PayInfo['offlineAccount'] = {
  bankName: '中国农业银行长沙芙蓉支行',
  accountName: '湖南消费帮扶电子商务有限公司',
  accountNo: '6228 4801 2345 6789 012',
  remark: '转账时请在附言中填写订单号',
};

export const payInfoFixture: PayInfo = {
  payMoney: 34790,
  balance: 128800,
  orders: payOrdersFixture,
  methods: payMethodsFixture,
  offlineAccount: offlineAccountFixture,
  vouchers: [],
};

/** Consumption vouchers of a unit that can pay part of the orders. */
export const payVouchersFixture: PayInfo['vouchers'] = [
  { voucherId: 11, voucherNo: 'V2025030800011', voucherName: '年货节消费券', remaining: 10000, validEnd: 1_767_225_600, usableMoney: 10000 },
  { voucherId: 12, voucherNo: 'V2025030800012', voucherName: '湘西州乡村振兴局机关工会冬季暖心消费券（限湘西特产馆使用）', remaining: 3000, validEnd: 1_767_225_600, usableMoney: 3000 },
  { voucherId: 13, voucherNo: 'V2025030800013', voucherName: '大额券', remaining: 50000, validEnd: 1_767_225_600, usableMoney: 34790 },
];

/** The balance is short of the amount: mall-api disables the balance method. */
export const insufficientMethodsFixture: PayInfo['methods'] = payMethodsFixture.map((m) =>
  m.type === 'BALANCE' ? { ...m, enabled: false } : m,
);

export const longNameAccountFixture: PayInfo['offlineAccount'] = {
  bankName: '中国农业银行股份有限公司湖南省湘西土家族苗族自治州保靖县迁陵镇黄金村乡村振兴服务点支行',
  accountName: '湘西土家族苗族自治州保靖县黄金村茶叶专业合作社消费帮扶农特产品电子商务运营有限责任公司',
  accountNo: '6228 4801 2345 6789 0123 4567 89',
  remark: '请务必在转账附言中填写全部订单号（多个订单以逗号分隔），否则平台将无法核对到账，审核时间会相应延长',
};

const ticket = (over: Partial<Ticket>): Ticket => ({
  paymentId: 1,
  payNo: 'T202503101200001',
  amount: 34790,
  status: 'REVIEWING',
  statusName: '待审核',
  orderIds: [3, 4],
  images: [certificate('回单1', 200), certificate('回单2', 120)],
  remark: '付款人：李秀英，3月10日农行转账',
  reviewRemark: '',
  createTime: 1_741_579_200,
  payTime: 0,
  ...over,
});

export const reviewingTicketFixture = ticket({});
export const refusedTicketFixture = ticket({
  paymentId: 2,
  payNo: 'T202503091200002',
  status: 'REFUSED',
  statusName: '审核未通过',
  reviewRemark: '转账金额与订单金额不符，请核对后重新上传',
  images: [certificate('截图', 10)],
  remark: '',
  createTime: 1_741_492_800,
});
export const paidTicketFixture = ticket({ paymentId: 3, payNo: 'T202503081200003', status: 'PAID', statusName: '已支付', payTime: 1_741_500_000 });
