import { useState } from 'react';
import preview from '@mall/ui/storybook/preview';
import { withRouter } from '@mall/ui/storybook';
import { expect, fn, userEvent, within } from 'storybook/test';
import { shopFixture, shopsFixture } from '../../fixtures';
import { ShopCard } from './ShopCard';

const meta = preview.meta({
  component: ShopCard,
  decorators: [withRouter({ width: 240 })],
  args: { shop: shopFixture, followed: false, onToggleFollow: fn() },
});

export const NotFollowed = meta.story({
  render: function Render(args) {
    const [followed, setFollowed] = useState(args.followed);
    return <ShopCard {...args} followed={followed} onToggleFollow={() => setFollowed((f) => !f)} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '进入店铺' })).toHaveAttribute('href', '/shop-21');
    await userEvent.click(canvas.getByRole('button', { name: '关注店铺' }));
    await expect(canvas.getByRole('button', { name: '已关注' })).toHaveAttribute('aria-pressed', 'true');
  },
});

export const Followed = meta.story({ args: { followed: true } });

export const LongNameNoAvatar = meta.story({ args: { shop: shopsFixture[2] } });

export const CountsUnknown = meta.story({ args: { shop: { ...shopFixture, goodsNum: undefined, fansNum: undefined } } });
