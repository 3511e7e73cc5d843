import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { seckillGoodsFixture, seckillLongNameFixture, seckillSoldOutFixture } from '../../fixtures';
import { SeckillGoodsCard } from './SeckillGoodsCard';

const meta = {
  title: 'promotions/SeckillGoodsCard',
  component: SeckillGoodsCard,
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <MemoryRouter>
        <div style={{ width: 240 }}>
          <Story />
        </div>
      </MemoryRouter>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'One goods of a seckill slot (/promotion/seckill). Props: `goods` (name, image, seckill price, normal ' +
          'price, slot stock and 已抢 N%, limit) and `state` of its slot (RUNNING sells; UPCOMING shows 未开始; ' +
          'ENDED 已结束). Prices come from mall-api. States: running, sold out, upcoming, long names.',
      },
    },
  },
  args: { goods: seckillGoodsFixture, state: 'RUNNING' },
} satisfies Meta<typeof SeckillGoodsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Running: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: '马上抢' })).toBeVisible();
  },
};
export const SoldOut: Story = {
  args: { goods: seckillSoldOutFixture },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link', { name: '马上抢' })).toBeNull();
  },
};
export const Upcoming: Story = { args: { state: 'UPCOMING' } };
export const LongName: Story = { args: { goods: seckillLongNameFixture } };
