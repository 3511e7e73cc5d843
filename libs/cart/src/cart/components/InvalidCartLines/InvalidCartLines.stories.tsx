import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, fn, userEvent, within } from 'storybook/test';
import { invalidLinesFixture, longNameLinesFixture } from '../../fixtures';
import { InvalidCartLines } from './InvalidCartLines';

const meta = {
  title: 'cart/InvalidCartLines',
  component: InvalidCartLines,
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'The 失效商品 section under the /cart lines. Props: `lines` (lines with `invalid: true` and ' +
          'their `invalidReason`: 商品已下架 / 商品已售罄), `onDelete(line)` and `onClear()` (清空失效商品); ' +
          'the page confirms both. The lines have no tick and no quantity and count for no total. ' +
          'States: two invalid lines, long names, none (renders nothing).',
      },
    },
  },
  args: { lines: invalidLinesFixture, onDelete: fn(), onClear: fn() },
} satisfies Meta<typeof InvalidCartLines>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InvalidLines: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '失效商品2件' })).toBeInTheDocument();
    await expect(canvas.queryByRole('checkbox')).toBeNull();
    await expect(canvas.getByText('商品已售罄')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '清空失效商品' }));
    await expect(args.onClear).toHaveBeenCalledOnce();
  },
};

export const LongNames: Story = {
  args: {
    lines: longNameLinesFixture.map((l, i) => ({
      ...l,
      cartId: 600 + i,
      invalid: true,
      invalidReason: i === 0 ? '商品已下架' : '商品已售罄',
    })),
  },
};

export const Empty: Story = {
  args: { lines: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByTestId('cart-invalid')).toBeNull();
  },
};
