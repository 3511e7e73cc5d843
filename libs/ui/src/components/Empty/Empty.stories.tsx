import type { Meta, StoryObj } from '@storybook/react-vite';
import { docs } from '../../storybook';
import { expect, within } from 'storybook/test';
import { t } from '@mall/i18n';
import { Empty } from './Empty';
import { Button } from '../Button/Button';

const meta = {
  title: 'UI/Empty',
  component: Empty,
  parameters: docs(
    'The empty state of a list, panel or page. Props: `text` (default 暂无数据), `icon` (default an ' +
      'empty box; null for none), `action` (a button or link), `size` sm|md. SPEC §8 empty texts: ' +
      '暂无推荐商品 (city site), 暂无数据 (rankings), and the empty cart text.',
  ),
} satisfies Meta<typeof Empty>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('暂无数据')).toBeVisible();
  },
};

export const NoRecommendedGoods: Story = { render: () => <Empty text={t('empty.noRecommend')} size="sm" /> };

export const EmptyCart: Story = {
  render: () => (
    <Empty text={t('cart.empty')} action={<Button variant="secondary">{t('cart.goShopping')}</Button>} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('您的购物车还是空的，赶紧去挑选商品吧')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '去逛逛' })).toBeEnabled();
  },
};

export const WithoutIcon: Story = { args: { icon: null, text: '暂无公告' } };

export const LongText: Story = {
  args: {
    text: '湖南湘西土家族苗族自治州保靖县黄金村暂时没有上架的有机黄金茶明前特级绿茶礼盒装商品，请稍后再来看看或者浏览其他地方特产',
  },
};
