import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { CartEmpty } from './CartEmpty';

const meta = {
  title: 'cart/CartEmpty',
  component: CartEmpty,
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
          'The empty /cart page (SPEC §8): 您的购物车还是空的，赶紧去挑选商品吧 with 去逛逛 to the home ' +
          'page. Prop `loggedIn`: a visitor (the gateway answers visitors an empty cart) also gets ' +
          '登录, to /login?redirect=/cart. States: member with an empty cart, visitor.',
      },
    },
  },
  args: { loggedIn: true },
} satisfies Meta<typeof CartEmpty>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MemberEmpty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('您的购物车还是空的，赶紧去挑选商品吧')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: '去逛逛' })).toHaveAttribute('href', '/');
    await expect(canvas.queryByRole('link', { name: '登录' })).toBeNull();
  },
};

export const Visitor: Story = {
  args: { loggedIn: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: '登录' })).toHaveAttribute(
      'href',
      '/login?redirect=/cart',
    );
  },
};
