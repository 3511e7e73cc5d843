import preview from '@mall/ui/storybook/preview';
import { playOn, withRouter } from '@mall/ui/storybook';
import { expect } from 'storybook/test';
import { CartEmpty } from './CartEmpty';

const meta = preview.meta({
  component: CartEmpty,
  decorators: [withRouter()],
  args: { loggedIn: true },
});

export const MemberEmpty = meta.story({
  play: playOn(async (canvas) => {
    await canvas.shows('您的购物车还是空的，赶紧去挑选商品吧');
    await canvas.linksTo('去逛逛', '/');
    await expect(canvas.queryByRole('link', { name: '登录' })).toBeNull();
  }),
});

export const Visitor = meta.story({
  args: { loggedIn: false },
  play: playOn(async (canvas) => {
    await canvas.linksTo('登录', '/login?redirect=/cart');
  }),
});
