import type { Meta, StoryObj } from '@storybook/react-vite';
import { docs, playOn } from '@mall/ui/storybook';
import { expect, fn, userEvent } from 'storybook/test';
import { profileFixture } from '../../fixtures';
import { ProfileForm } from './ProfileForm';

const meta = {
  title: 'member/centre/ProfileForm',
  component: ProfileForm,
  parameters: docs(
    '个人资料 (/member/info). Props: `profile` (memberDetail), `onSaveNickname(nickname)` (1-20 characters, ' +
      'trimmed), `onUploadAvatar(file)` (resolves to the new URL; the page posts to /api/upload/headimg), ' +
      '`saving`, `error`. States: personal member, company member, saving, server error, invalid nickname.',
  ),
  args: {
    profile: profileFixture,
    onSaveNickname: fn(),
    onUploadAvatar: fn(async () => '/upload/headimg/1.png'),
  },
} satisfies Meta<typeof ProfileForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Personal: Story = {
  play: playOn(async (canvas, { args }) => {
    const field = canvas.getByLabelText('昵称');
    await userEvent.clear(field);
    await canvas.press('保存');
    await canvas.shows('请输入昵称');
    await expect(args.onSaveNickname).not.toHaveBeenCalled();
    await userEvent.type(field, '十八洞村小李');
    await canvas.press('保存');
    await expect(args.onSaveNickname).toHaveBeenCalledWith('十八洞村小李');
  }),
};

export const Company: Story = {
  args: {
    profile: {
      ...profileFixture,
      registerType: 'COMPANY',
      companyName: '湘西土家族苗族自治州花垣县十八洞村猕猴桃专业合作社',
    },
  },
};
export const Saving: Story = { args: { saving: true } };
export const ServerError: Story = { args: { error: '昵称包含敏感词，请修改' } };
