import preview from '@mall/ui/storybook/preview';
import { withRouter } from '@mall/ui/storybook';
import { expect, within } from 'storybook/test';
import { BeingBuilt } from './BeingBuilt';

const meta = preview.meta({
  component: BeingBuilt,
  decorators: [withRouter()],
  args: { title: '商品详情', path: '/sku-:id' },
});

export const GoodsDetail = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('正在建设中')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/');
  },
});
export const MemberPage = meta.story({ args: { title: '订单详情（同城配送）', path: '/member/order_detail_local_delivery' } });
export const LongTitle = meta.story({ args: { title: '湖南湘西土家族苗族自治州保靖县黄金村有机黄金茶明前特级绿茶礼盒装250g 专题', path: undefined } });
