import preview from '@mall/ui/storybook/preview';
import { playOn } from '@mall/ui/storybook';
import { expect, fn, userEvent } from 'storybook/test';
import { reportFixture } from '../../fixtures';
import { MemberImport } from './MemberImport';

const meta = preview.meta({
  component: MemberImport,
  args: { templateHref: '/api/upload/org/template', exportHref: '/api/upload/org/export', onImport: fn() },
});

export const Idle = meta.story({
  play: playOn(async (c, { args }) => {
    await userEvent.upload(c.getByLabelText('选择 .xlsx 文件'), new File(['x'], '成员.xlsx'));
    await c.press('开始导入');
    await expect(args.onImport).toHaveBeenCalled();
  }),
});
export const Uploading = meta.story({ args: { progress: 42 } });
export const Checking = meta.story({ args: { progress: 100 } });
export const PartlyImported = meta.story({ args: { report: reportFixture } });
export const RolledBack = meta.story({
  args: { report: { ...reportFixture, imported: 0, created: 0, rolledBack: true } },
});
export const FileRefused = meta.story({
  args: { error: '文件含有宏（VBA），为安全起见已拒绝，请另存为普通 .xlsx 后上传' },
});
