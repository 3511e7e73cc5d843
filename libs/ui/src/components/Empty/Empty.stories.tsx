import preview from '../../storybook/preview';
import { expect, within } from 'storybook/test';
import { m } from '@mall/i18n';
import { Empty } from './Empty';
import { Button } from '../Button/Button';

const meta = preview.meta({
  component: Empty,
});

export const Default = meta.story({
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('暂无数据')).toBeVisible();
  },
});

export const NoRecommendedGoods = meta.story({
  render: () => <Empty text={m['empty.noRecommend']()} size="sm" />,
});

export const EmptyCart = meta.story({
  render: () => (
    <Empty text={m['cart.empty']()} action={<Button variant="secondary">{m['cart.goShopping']()}</Button>} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('您的购物车还是空的，赶紧去挑选商品吧')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '去逛逛' })).toBeEnabled();
  },
});

export const WithoutIcon = meta.story({ args: { icon: null, text: '暂无公告' } });

export const LongText = meta.story({
  args: {
    text: '湖南湘西土家族苗族自治州保靖县黄金村暂时没有上架的有机黄金茶明前特级绿茶礼盒装商品，请稍后再来看看或者浏览其他地方特产',
  },
});
