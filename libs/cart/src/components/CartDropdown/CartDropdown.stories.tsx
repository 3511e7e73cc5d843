import preview from '@mall/ui/storybook/preview';
import { playOn, withRouter } from '@mall/ui/storybook';
import { expect } from 'storybook/test';
import { cartItemsFixture } from '../../fixtures';
import { CartDropdown } from './CartDropdown';

const meta = preview.meta({
  component: CartDropdown,
  decorators: [withRouter()],
  args: { items: cartItemsFixture.slice(0, 3) },
});

export const FewItems = meta.story({
  play: playOn(async (canvas) => {
    const list = canvas.getByTestId('cart-dropdown-list');
    await expect(list).toHaveAttribute('data-scrolls', 'false');
  }),
});

export const ManyItemsScroll = meta.story({
  args: { items: cartItemsFixture },
  play: playOn(async (canvas) => {
    const list = canvas.getByTestId('cart-dropdown-list');
    await expect(list).toHaveAttribute('data-scrolls', 'true');
    // In a real browser the list is clipped and scrolls.
    await expect(list.scrollHeight).toBeGreaterThan(list.clientHeight);
  }),
});

export const Empty = meta.story({
  args: { items: [] },
  play: playOn(async (canvas) => {
    await canvas.shows('您的购物车还是空的，赶紧去挑选商品吧');
  }),
});

export const ServerTotal = meta.story({ args: { items: cartItemsFixture.slice(0, 2), total: 42780 } });
