import preview from '@mall/ui/storybook/preview';
import { expect, within } from 'storybook/test';
import { ShopFigures, type ShopFiguresData } from './ShopFigures';

const day = (i: number) => `2026-11-${String(i + 1).padStart(2, '0')}`;
const figures: ShopFiguresData = {
  siteId: 1,
  salesByDay: Array.from({ length: 30 }, (_, i) => ({ day: day(i % 30), orders: (i * 7) % 5, paidFen: ((i * 7) % 5) * 6800 })),
  topGoods: [
    { goodsId: 11, name: '湘西保靖黄金茶 明前特级 250g 礼盒', num: 36, paidFen: 1_058_400 },
    { goodsId: 12, name: '十八洞村猕猴桃 5kg 家庭装', num: 21, paidFen: 142_800 },
    { goodsId: 13, name: '湘西腊肉 500g', num: 9, paidFen: 53_100 },
  ],
  paidOrders: 60,
  paidFen: 1_254_300,
  refundedOrders: 3,
  refundFen: 20_400,
  refundRatePermille: 50,
  orderCounts: [
    { status: 'unpaid', name: '待付款', count: 4 },
    { status: 'reviewing', name: '转账凭证审核中', count: 0 },
    { status: 'paid', name: '待发货', count: 7 },
    { status: 'shipped', name: '待收货', count: 12 },
    { status: 'completed', name: '已完成', count: 38 },
    { status: 'closed', name: '已关闭', count: 6 },
  ],
};

const meta = preview.meta({ component: ShopFigures, args: { figures } });

/** A busy shop's month: the tiles, and every chart's numbers as a table. */
export const Default = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('5.0%（3 单）')).toBeVisible();
    const top = canvas.getByRole('table', { name: /热销商品/ });
    await expect(within(top).getByRole('rowheader', { name: '湘西保靖黄金茶 明前特级 250g 礼盒' })).toBeInTheDocument();
    await expect(within(top).getByText('¥10584.00')).toBeInTheDocument();
  },
});

/** A new shop: no paid orders, every table its empty row. */
export const Empty = meta.story({
  args: {
    figures: { ...figures, salesByDay: [], topGoods: [], paidOrders: 0, paidFen: 0, refundedOrders: 0, refundFen: 0, refundRatePermille: 0, orderCounts: figures.orderCounts.map((c) => ({ ...c, count: 0 })) },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('0.0%（0 单）')).toBeVisible();
  },
});

/** Long goods names stay whole in the table. */
export const LongNames = meta.story({
  args: { figures: { ...figures, topGoods: [{ goodsId: 14, name: '湘西土家族苗族自治州保靖县葫芦镇黄金村高山云雾有机绿茶明前特级手工炒制礼盒装 500g', num: 2, paidFen: 39_800 }] } },
});
