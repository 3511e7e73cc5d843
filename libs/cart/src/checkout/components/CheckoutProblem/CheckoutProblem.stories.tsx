import preview from '@mall/ui/storybook/preview';
import { docs, playOn, withRouter } from '@mall/ui/storybook';
import { CheckoutProblem } from './CheckoutProblem';

const meta = preview.meta({
  title: 'cart/checkout/CheckoutProblem',
  component: CheckoutProblem,
  decorators: [withRouter()],
  parameters: docs(
    'The checkout page when there is nothing it can settle: the URL names no valid goods (没有要结算的商品), ' +
      'the order kind is not built (暂不支持), or mall-api refused the checkout (its message). Always links back ' +
      'to the cart. Props: `reason` (noGoods | unsupported | failed), `message`, `backTo` (default /cart).',
  ),
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
