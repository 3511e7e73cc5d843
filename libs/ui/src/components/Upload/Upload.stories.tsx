import preview from '../../storybook/preview';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pictureFixture } from '../../fixtures/defaultImages';
import { Upload } from './Upload';

/** A fake upload: resolves to an inline picture after a short delay, never a network request. */
const fakeUpload = (file: File) =>
  new Promise<string>((resolve) =>
    setTimeout(() => resolve(pictureFixture('#f39c12', '#d35400', file.name.slice(0, 2))), 100),
  );

const photo = (name: string, bytes = 2048, type = 'image/jpeg') =>
  new File([new Uint8Array(bytes)], name, { type });

const meta = preview.meta({
  component: Upload,
  args: { label: '晒图', onUpload: fn(fakeUpload), onChange: fn() },
});

export const Default = meta.story();

export const UploadsAndRemoves = meta.story({
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText('晒图 上传图片'), [
      photo('脐橙.jpg'),
      photo('包装.png', 4096, 'image/png'),
    ]);
    await waitFor(() => expect(canvas.getAllByRole('img')).toHaveLength(2));
    await expect(args.onUpload).toHaveBeenCalledTimes(2);
    await userEvent.click(canvas.getByRole('button', { name: '删除第1张图片' }));
    await expect(canvas.getAllByRole('img')).toHaveLength(1);
    await expect(args.onChange).toHaveBeenLastCalledWith([expect.objectContaining({ name: '包装.png' })]);
  },
});

export const RejectsOtherFiles = meta.story({
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(canvas.getByLabelText('晒图 上传图片'), [
      new File(['%PDF-1.4'], '增值税发票.pdf', { type: 'application/pdf' }),
      photo('高清大图.jpg', 5 * 1024 * 1024 + 1),
    ]);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('“增值税发票.pdf”不是支持的图片格式');
    await expect(alert).toHaveTextContent('“高清大图.jpg”超过5MB，请压缩后再上传');
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
});

export const UploadFails = meta.story({
  args: { onUpload: fn((_file: File) => Promise.reject<string>(new Error('500'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText('晒图 上传图片'), photo('脐橙.jpg'));
    await expect(await canvas.findByText('“脐橙.jpg”上传失败，请重试')).toBeVisible();
  },
});

export const Uploading = meta.story({
  args: { onUpload: fn((_file: File) => new Promise<string>(() => undefined)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText('晒图 上传图片'), photo('脐橙.jpg'));
    await expect(canvas.getByRole('status')).toHaveTextContent('上传中 脐橙.jpg');
  },
});

export const Full = meta.story({
  args: {
    label: '付款凭证',
    maxCount: 2,
    defaultValue: [
      { id: 'a', url: pictureFixture('#2e86c1', '#1b4f72', '凭证'), name: '银行转账回单.jpg' },
      {
        id: 'b',
        url: pictureFixture('#28b463', '#186a3b', '凭证'),
        name: '中国农业银行保靖县支行转账凭证第二联.jpg',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByLabelText('付款凭证 上传图片')).toBeNull();
  },
});

export const Disabled = meta.story({
  args: {
    disabled: true,
    defaultValue: [{ id: 'a', url: pictureFixture('#f39c12', '#d35400', '晒图'), name: '收到的脐橙.jpg' }],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('晒图 上传图片')).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: /删除/ })).toBeNull();
  },
});
