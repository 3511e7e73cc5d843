import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { groupbuyFixture, groupbuyFullFixture, groupbuyLongNameFixture } from '../../fixtures';
import { GroupbuyCard } from './GroupbuyCard';

const meta = {
  title: 'promotions/GroupbuyCard',
  component: GroupbuyCard,
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
          'One running group-buy in /promotion/groupbuy. Props: `groupbuy` (name, image, group price and normal ' +
          'price, 起团件数 minNum, the activity stock and 已团 N 件). The group price holds from minNum units per ' +
          'order; mall-api prices and refuses below it. States: open, full (stock 0: 已团满, no join link), long ' +
          'names (two lines). Loading and error belong to the page (its loader); an empty list shows the page\'s Empty.',
      },
    },
  },
  args: { groupbuy: groupbuyFixture },
} satisfies Meta<typeof GroupbuyCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: '立即参团' })).toBeVisible();
    await expect(within(canvasElement).getByText('3 件起团')).toBeVisible();
  },
};
export const Full: Story = {
  args: { groupbuy: groupbuyFullFixture },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link', { name: '立即参团' })).toBeNull();
  },
};
export const LongName: Story = { args: { groupbuy: groupbuyLongNameFixture } };
