import type { Meta, StoryObj } from '@storybook/react-vite';
import { docs } from '@mall/ui/storybook';
import { expect, fn, userEvent, within } from 'storybook/test';
import { shopFixture } from '../../fixtures';
import { ShopHeader } from './ShopHeader';

const meta = {
  title: 'shop/shop/ShopHeader',
  component: ShopHeader,
  parameters: docs(
    'The shop layout\'s header (SPEC §2 /shop-{id}): avatar, name and short name, score, followers, goods count and follow / unfollow ' +
      '(/api/shopmember/add|delete). Props: `shop`, `onToggleFollow`, `pending`. States: not followed, followed, pending, a long Chinese name.',
  ),
  args: { shop: shopFixture, onToggleFollow: fn() },
} satisfies Meta<typeof ShopHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotFollowed: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '关注店铺' }));
    await expect(args.onToggleFollow).toHaveBeenCalled();
  },
};
export const Followed: Story = { args: { shop: { ...shopFixture, followed: true } } };
export const Pending: Story = { args: { pending: true } };
export const LongName: Story = { args: { shop: { ...shopFixture, name: '湘西土家族苗族自治州保靖县吕洞山镇黄金村黄金茶叶种植加工农民专业合作社联合社' } } };
