import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { topicGoodsFixture, topicGoodsLongNameFixture, topicGoodsSoldOutFixture } from '../../fixtures';
import { TopicGoodsCard } from './TopicGoodsCard';

const meta = {
  title: 'promotions/TopicGoodsCard',
  component: TopicGoodsCard,
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
          'A goods on a topic page (/promotion/topic-{id}) at its topic price over the normal price (both from ' +
          'mall-api). Props: `goods` (the topic goods\' own id, name, image, prices, stock). It links to ' +
          '/promotion/topic-goods-{id}. States: in stock, sold out (已售罄 over the image), long names.',
      },
    },
  },
  args: { goods: topicGoodsFixture },
} satisfies Meta<typeof TopicGoodsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InStock: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: topicGoodsFixture.goodsName })).toHaveAttribute('href', '/promotion/topic-goods-401');
  },
};
export const SoldOut: Story = { args: { goods: topicGoodsSoldOutFixture } };
export const LongName: Story = { args: { goods: topicGoodsLongNameFixture } };
