import preview from '@mall/ui/storybook/preview';
import { docs } from '@mall/ui/storybook';
import { expect, fn, userEvent, within } from 'storybook/test';
import { shopFixture } from '../../fixtures';
import { ShopHeader } from './ShopHeader';

const meta = preview.meta({
  title: 'shop/shop/ShopHeader',
  component: ShopHeader,
  parameters: docs(
    'The shop layout\'s header (SPEC §2 /shop-{id}): avatar, name and short name, score, followers, goods count and follow / unfollow ' +
      '(/api/shopmember/add|delete). Props: `shop`, `onToggleFollow`, `pending`. States: not followed, followed, pending, a long Chinese name.',
  ),
  args: { shop: shopFixture, onToggleFollow: fn() },
});

export const NotFollowed = meta.story({
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '关注店铺' }));
    await expect(args.onToggleFollow).toHaveBeenCalled();
  },
});
export const Followed = meta.story({ args: { shop: { ...shopFixture, followed: true } } });
export const Pending = meta.story({ args: { pending: true } });
export const LongName = meta.story({ args: { shop: { ...shopFixture, name: '湘西土家族苗族自治州保靖县吕洞山镇黄金村黄金茶叶种植加工农民专业合作社联合社' } } });
