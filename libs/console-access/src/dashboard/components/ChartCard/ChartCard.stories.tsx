import preview from '@mall/ui/storybook/preview';
import { expect, within } from 'storybook/test';
import { formatPrice } from '@mall/ui';
import { ChartCard } from './ChartCard';

const yuan = (fen: number) => formatPrice(fen);

const meta = preview.meta({
  component: ChartCard,
  args: {
    title: '帮扶商品购买 · 按省份',
    categoryLabel: '名称',
    categories: ['湖南省', '贵州省', '云南省'],
    series: [
      { name: '订单数', values: [120, 86, 40] },
      { name: '金额（元）', values: [1280000, 650050, 99900], format: yuan },
    ],
  },
});

/** The numbers are a table for screen readers: every category is a row header with its values. */
export const ByProvince = meta.story({
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: /数据表/ });
    await expect(within(table).getByRole('rowheader', { name: '湖南省' })).toBeInTheDocument();
    await expect(within(table).getByText('¥12800.00')).toBeInTheDocument();
  },
});
export const Empty = meta.story({ args: { categories: [], series: [{ name: '订单数', values: [] }] } });
export const LongNames = meta.story({ args: { categories: ['湘西土家族苗族自治州乡村振兴局机关工会'], series: [{ name: '订单数', values: [3] }] } });
