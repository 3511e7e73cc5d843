import type { Meta, StoryObj } from '@storybook/react-vite';
import { docs, playOn } from '@mall/ui/storybook';
import { expect, fn, userEvent } from 'storybook/test';
import { longOrgFixture, orgFixture, orgTypesFixture } from '../../fixtures';
import { OrgForm } from './OrgForm';

const meta = {
  title: 'org-voucher/unit/OrgForm',
  component: OrgForm,
  args: { value: orgFixture, types: orgTypesFixture, onSubmit: fn() },
  parameters: docs(
    '单位信息表单（/member/company）。props：value 单位信息，types 单位类型（typeList），readOnly 成员只读，pending 保存中，error 服务端拒绝原因，onSubmit 校验通过后提交。状态：可编辑、只读、保存中、服务端错误、超长中文名称、空白（新单位）。',
  ),
} satisfies Meta<typeof OrgForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Editable: Story = {
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
};
export const ReadOnlyForMembers: Story = { args: { readOnly: true } };
export const Saving: Story = { args: { pending: true } };
export const ServerError: Story = { args: { error: '只有本单位管理员可以进行此操作' } };
export const LongChineseNames: Story = { args: { value: longOrgFixture } };
export const Empty: Story = {
  args: {
    value: { orgName: '', orgType: 0, creditCode: '', contactName: '', contactMobile: '', address: '' },
  },
};
