import preview from '@mall/ui/storybook/preview';
import { playOn, withRouter } from '@mall/ui/storybook';
import { CheckoutProblem } from './CheckoutProblem';

const meta = preview.meta({
  component: CheckoutProblem,
  decorators: [withRouter()],
  args: { reason: 'noGoods' as const },
});

export const NoGoods = meta.story({
  play: playOn(async (canvas) => {
    await canvas.shows('没有要结算的商品');
    await canvas.linksTo('返回购物车', '/cart');
  }),
});
export const Unsupported = meta.story({ args: { reason: 'unsupported' } });
export const Refused = meta.story({
  args: {
    reason: 'failed',
    message: '湖南湘西保靖黄金茶明前特级绿茶礼盒装 250g×2 罐已下架，请返回购物车重新选择商品后再结算',
  },
});
