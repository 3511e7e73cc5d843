import preview from '@mall/ui/storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ShopOrderDetail, type ShopOrderDetailData } from './ShopOrderDetail';
import { placeholderImage } from '@mall/catalogue/fixtures';

/** Inline pictures (no network in stories): a tea-green tile with its number. */
const picture = (n: number) => placeholderImage(`黄金茶 图${n}`, 80 + n * 20);

const order: ShopOrderDetailData = {
  orderId: 5201,
  orderNo: 'P20261127100100000123',
  siteId: 1,
  siteName: '湘西保靖黄金茶',
  orderStatus: 'paid',
  orderStatusName: '待发货',
  deliveryType: 'express',
  deliveryTypeName: '快递配送',
  buyer: '湘西茶农小王（demo）',
  name: '王小明',
  mobile: '13800138000',
  orderMoney: 20300,
  goodsNum: 2,
  goodsList: [{ orderGoodsId: 1, skuId: 801, goodsId: 88, skuName: '保靖黄金茶 明前特级 250克罐装', skuImage: picture(1), price: 9900, num: 2, goodsMoney: 19800, refundStatusName: '' }],
  createTime: 1_795_700_000,
  payTime: 1_795_700_300,
  canShip: true,
  fullAddress: '湖南省长沙市岳麓区麓山南路 932 号',
  buyerMessage: '请周末送达',
  goodsMoney: 19800,
  deliveryMoney: 500,
  promotionMoney: 0,
  couponMoney: 0,
  payTypeName: '余额支付',
  deliveryTime: 0,
  finishTime: 0,
  closeReason: '',
  storeName: '',
  verified: false,
  packages: [],
  notes: [{ noteId: 1, username: 'shop1clerk', content: '买家来电要求加急', createTime: 1_795_700_600 }],
  logs: [{ action: 'pay', operator: 'member', remark: '', createTime: 1_795_700_300 }],
  voucherMoney: 0,
  payments: [{ payNo: 'T20261127100500000456', payTypeName: '余额支付', statusName: '已支付', amount: 20300, createTime: 1_795_700_280, payTime: 1_795_700_300 }],
  refunds: [],
  audit: [],
};

const meta = preview.meta({
  component: ShopOrderDetail,
  args: { order, canWrite: true, onShip: fn(), onNote: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'One order, in the shop’s 订单管理 (/console/shop/orders: ships and writes notes with `canWrite`) and the platform’s (/console/orders: read only, with the console’s actions on the order). Props: `order` (the ShopOrderDetailFields fragment), `canWrite`, `onShip(company, deliveryNo)`, `onNote(content)`, `busy` while a call runs, `error` (mall-api’s message). States: to ship, shipped, read only, loading, error, long names, the platform’s view with a voucher part, refunds and audit rows.',
      },
    },
  },
});

/** A paid express order: the clerk ships it with a carrier and tracking number. */
export const ToShip = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '发货' }));
    await expect(args.onShip).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByRole('textbox', { name: '快递公司' }), '中国邮政');
    await userEvent.type(canvas.getByRole('textbox', { name: '快递单号' }), '9876543210123');
    await userEvent.click(canvas.getByRole('button', { name: '发货' }));
    await expect(args.onShip).toHaveBeenCalledWith('中国邮政', '9876543210123');
  },
});

/** Shipped: the package, no ship form. */
export const Shipped = meta.story({
  args: { order: { ...order, orderStatus: 'shipped', orderStatusName: '待收货', canShip: false, packages: [{ packageName: '包裹1', expressCompany: '中国邮政', deliveryNo: '9876543210123', createTime: 1_795_710_000 }] } },
});

/** Read only (客服): no ship form, no note field; no notes yet. */
export const ReadOnly = meta.story({ args: { canWrite: false, order: { ...order, notes: [] } } });

/** While shipping. */
export const Loading = meta.story({ args: { busy: true } });

/** mall-api refused. */
export const Error = meta.story({ args: { error: '订单当前状态为「待收货」，不能发货' } });

/** Long Chinese names and address. */
export const LongNames = meta.story({
  args: {
    order: {
      ...order,
      buyer: '湘西土家族苗族自治州保靖县葫芦镇黄金村茶叶专业合作社采购部（member0099）',
      fullAddress: '湖南省湘西土家族苗族自治州保靖县葫芦镇黄金村二组高山云雾茶园管理处旁边的小卖部代收',
      goodsList: [{ ...order.goodsList[0], skuName: '湘西土家族苗族自治州保靖县高山云雾明前特级黄金茶一芽一叶手工炒制礼盒装 500克' }],
    },
  },
});

/** The platform's view (财务): read only, paid partly by a voucher, a refund applied, the console's actions on the order. */
export const Platform = meta.story({
  args: {
    canWrite: false,
    order: {
      ...order,
      orderStatus: 'shipped',
      orderStatusName: '待收货',
      canShip: false,
      voucherMoney: 15000,
      payments: [{ payNo: 'T20261127100500000457', payTypeName: '线下转账', statusName: '已支付', amount: 5300, createTime: 1_795_700_280, payTime: 1_795_703_900 }],
      packages: [{ packageName: '包裹1', expressCompany: '中国邮政', deliveryNo: '9876543210123', createTime: 1_795_710_000 }],
      refunds: [{ refundNo: 'R20261128090000000011', skuName: '保靖黄金茶 明前特级 250克罐装', refundTypeName: '仅退款', refundMoney: 9900, refundReason: '包装破损', statusName: '待处理', createTime: 1_795_790_000 }],
      audit: [
        { username: 'shop1clerk', role: '店员', action: 'orders.note', outcome: 'ok', time: 1_795_700_600 },
        { username: 'shop1clerk', role: '店员', action: 'orders.ship', outcome: 'ok', time: 1_795_710_000 },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: '发货' })).toBeNull();
    await expect(canvas.queryByRole('textbox', { name: '备注内容' })).toBeNull();
    await expect(canvas.getByText('¥150.00')).toBeVisible();
    await expect(canvas.getByRole('region', { name: '退款与售后' })).toHaveTextContent('包装破损（待处理）');
    await expect(canvas.getByRole('region', { name: '控制台操作记录' })).toHaveTextContent('shop1clerk（店员） orders.ship');
  },
});
