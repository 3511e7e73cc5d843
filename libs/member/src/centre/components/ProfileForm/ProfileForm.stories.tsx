import preview from '@mall/ui/storybook/preview';
import { playOn } from '@mall/ui/storybook';
import { expect, fn, userEvent } from 'storybook/test';
import { profileFixture } from '../../fixtures';
import { ProfileForm } from './ProfileForm';

const meta = preview.meta({
  component: ProfileForm,
  args: {
    profile: profileFixture,
    onSaveNickname: fn(),
    onUploadAvatar: fn(async () => '/upload/headimg/1.png'),
  },
});

export const Personal = meta.story({
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
});

export const Company = meta.story({
  args: {
    profile: {
      ...profileFixture,
      registerType: 'COMPANY',
      companyName: '湘西土家族苗族自治州花垣县十八洞村猕猴桃专业合作社',
    },
  },
});
export const Saving = meta.story({ args: { saving: true } });
export const ServerError = meta.story({ args: { error: '昵称包含敏感词，请修改' } });
