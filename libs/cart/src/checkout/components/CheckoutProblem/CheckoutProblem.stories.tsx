import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { CheckoutProblem } from './CheckoutProblem';

const meta = {
  title: 'cart/checkout/CheckoutProblem',
  component: CheckoutProblem,
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
          'The checkout page when there is nothing it can settle: the URL names no valid goods (没有要结算的商品), ' +
          'the order kind is not built (暂不支持), or mall-api refused the checkout (its message). Always links back ' +
          'to the cart. Props: `reason` (noGoods | unsupported | failed), `message`, `backTo` (default /cart).',
      },
    },
  },
  args: { reason: 'noGoods' },
} satisfies Meta<typeof CheckoutProblem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoGoods: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('没有要结算的商品')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: '返回购物车' })).toHaveAttribute('href', '/cart');
  },
};
export const Unsupported: Story = { args: { reason: 'unsupported' } };
export const Refused: Story = {
  args: { reason: 'failed', message: '湖南湘西保靖黄金茶明前特级绿茶礼盒装 250g×2 罐已下架，请返回购物车重新选择商品后再结算' },
};
