import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { verifiedCodeFixture, verifyCodeFixture } from '../../fixtures';
import { VerifyCodeDetail } from './VerifyCodeDetail';

const meta = {
  title: 'member/centre/VerifyCodeDetail',
  component: VerifyCodeDetail,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'One verification code (/member/verification_detail): code, state, order, shop, pickup store, ' +
          'times (有效期至 or 长期有效), verifier once verified, and the goods. Props: `code`. States: pickup ' +
          'waiting, virtual goods verified.',
      },
    },
  },
  args: { code: verifyCodeFixture },
} satisfies Meta<typeof VerifyCodeDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PickupWaiting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('待核销')).toBeInTheDocument();
    await expect(canvas.getByText('长期有效')).toBeInTheDocument();
    await expect(canvas.getByText('岳麓山农产品麓山南路自提点')).toBeInTheDocument();
  },
};
export const VirtualVerified: Story = {
  args: { code: verifiedCodeFixture },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('王建国')).toBeInTheDocument();
    await expect(canvas.queryByText('自提门店')).toBeNull();
  },
};
