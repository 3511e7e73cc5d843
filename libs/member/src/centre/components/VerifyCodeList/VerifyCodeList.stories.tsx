import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { verifyCodesFixture } from '../../fixtures';
import { VerifyCodeList } from './VerifyCodeList';

const meta = {
  title: 'member/centre/VerifyCodeList',
  component: VerifyCodeList,
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
          'The verification codes of /member/verification_list (pickup and virtual goods). Props: `codes`, ' +
          '`detailHref(id)`. States: codes, empty.',
      },
    },
  },
  args: { codes: verifyCodesFixture, detailHref: (id: number) => `/member/verification_detail?id=${id}` },
} satisfies Meta<typeof VerifyCodeList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Codes: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('已核销')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: '详情 ZT8842169350' })).toHaveAttribute('href', '/member/verification_detail?id=81');
  },
};
export const Empty: Story = { args: { codes: [] } };
