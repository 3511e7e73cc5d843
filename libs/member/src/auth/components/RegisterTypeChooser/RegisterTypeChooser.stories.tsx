import type { Meta, StoryObj } from '@storybook/react-vite';
import { docs, withRouter } from '@mall/ui/storybook';
import { expect, within } from 'storybook/test';
import { RegisterTypeChooser } from './RegisterTypeChooser';

const meta = {
  title: 'member/auth/RegisterTypeChooser',
  component: RegisterTypeChooser,
  decorators: [withRouter()],
  parameters: docs(
    '/register: choose 个人用户 (/registerPersonal) or 单位用户 (/registerCompany). Props: `types` (the ' +
      'register types the site accepts, from registerConfig), `search` (the redirect query, kept on every ' +
      'link). States: both types, personal only.',
  ),
  args: { types: ['PERSONAL', 'COMPANY'], search: '?redirect=%2Fmember%2Findex' },
} satisfies Meta<typeof RegisterTypeChooser>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BothTypes: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /单位用户/ })).toHaveAttribute(
      'href',
      '/registerCompany?redirect=%2Fmember%2Findex',
    );
  },
};
export const PersonalOnly: Story = { args: { types: ['PERSONAL'] } };
