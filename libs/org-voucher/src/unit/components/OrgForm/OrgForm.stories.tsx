import preview from '@mall/ui/storybook/preview';
import { playOn } from '@mall/ui/storybook';
import { expect, fn, userEvent } from 'storybook/test';
import { longOrgFixture, orgFixture, orgTypesFixture } from '../../fixtures';
import { OrgForm } from './OrgForm';

const meta = preview.meta({
  component: OrgForm,
  args: { value: orgFixture, types: orgTypesFixture, onSubmit: fn() },
});

export const Editable = meta.story({
  play: playOn(async (c, { args }) => {
    const mobile = c.getByLabelText('联系电话');
    await userEvent.clear(mobile);
    await userEvent.type(mobile, '12345');
    await c.press('保存');
    await c.shows('手机号格式不正确（11 位，以 1 开头，第二位 3–9）');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(mobile);
    await userEvent.type(mobile, '13700000101');
    await c.press('保存');
    await expect(args.onSubmit).toHaveBeenCalledWith(orgFixture);
  }),
});
export const ReadOnlyForMembers = meta.story({ args: { readOnly: true } });
export const Saving = meta.story({ args: { pending: true } });
export const ServerError = meta.story({ args: { error: '只有本单位管理员可以进行此操作' } });
export const LongChineseNames = meta.story({ args: { value: longOrgFixture } });
export const Empty = meta.story({
  args: {
    value: { orgName: '', orgType: 0, creditCode: '', contactName: '', contactMobile: '', address: '' },
  },
});
