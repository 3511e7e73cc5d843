import preview from '@mall/ui/storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import { shopFixture } from '../../fixtures';
import { ShopHeader } from './ShopHeader';

const meta = preview.meta({
  component: ShopHeader,
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
