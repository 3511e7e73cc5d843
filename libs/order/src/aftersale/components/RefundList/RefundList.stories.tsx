import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { refundsFixture } from '../../fixtures';
import { RefundList } from './RefundList';

const meta = {
  title: 'member/aftersale/RefundList',
  component: RefundList,
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
          'The 退款/售后 list of /member/activist. Props: `refunds` (refunds(status).list: goods image and name, ' +
          'order and refund numbers, amount, type, status, applied time) and `detailHref(refundId)`. The status ' +
          'is coloured: 退款中 waiting, 已退款 green, 已拒绝 red, 已撤销 grey. States: mixed statuses with a long ' +
          'name, empty.',
      },
    },
  },
  args: { refunds: refundsFixture, detailHref: (id: number) => `/member/refund_detail?refund_id=${id}` },
} satisfies Meta<typeof RefundList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mixed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: '查看详情：湘西腊肉 500g 农家柴火烟熏' })).toHaveAttribute(
      'href',
      '/member/refund_detail?refund_id=12',
    );
    await expect(canvas.getByText('已拒绝')).toBeInTheDocument();
  },
};
export const Empty: Story = { args: { refunds: [] } };
