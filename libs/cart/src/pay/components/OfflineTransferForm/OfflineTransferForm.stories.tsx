import preview from '@mall/ui/storybook/preview';
import { playOn } from '@mall/ui/storybook';
import { expect, fn, userEvent } from 'storybook/test';
import { longNameAccountFixture, offlineAccountFixture } from '../../fixtures';
import { OfflineTransferForm } from './OfflineTransferForm';

// Stories never reach mall-api: the upload answers a data URL of the chosen file.
const fakeUpload = fn(
  (file: File) =>
    new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsDataURL(file);
    }),
);

const meta = preview.meta({
  component: OfflineTransferForm,
  args: { account: offlineAccountFixture, amount: 34790, onUpload: fakeUpload, onSubmit: fn() },
});

export const Empty = meta.story();

export const MissingCertificate = meta.story({
  play: playOn(async (canvas, { args }) => {
    await canvas.press('提交凭证');
    await expect(canvas.getByRole('alert')).toHaveTextContent('请上传转账凭证');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  }),
});

export const UploadAndSubmit = meta.story({
  play: playOn(async (canvas, { args }) => {
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'receipt.png', { type: 'image/png' });
    await userEvent.upload(canvas.getByLabelText(/转账凭证/), png);
    await expect(await canvas.findByRole('img', { name: 'receipt.png' })).toBeInTheDocument();
    await canvas.fill({ 备注: '李秀英转账' });
    await canvas.press('提交凭证');
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ remark: '李秀英转账' }));
  }),
});

export const LongNames = meta.story({ args: { account: longNameAccountFixture, amount: 1234567890 } });
export const Submitting = meta.story({ args: { submitting: true } });
export const ServerError = meta.story({ args: { error: '转账凭证必须是您本人上传的图片' } });
