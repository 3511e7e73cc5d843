import preview from '@mall/ui/storybook/preview';
import { playOn } from '@mall/ui/storybook';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { photoFixture } from '../../fixtures';
import { OrderImagesField } from './OrderImagesField';

const png = () => new File([new Uint8Array([137, 80, 78, 71])], '晒图.png', { type: 'image/png' });

const meta = preview.meta({
  component: OrderImagesField,
  args: {
    label: '晒图',
    onUpload: fn(async () => photoFixture(60, '新图')),
    onChange: fn(),
  },
});

export const Empty = meta.story({
  play: playOn(async (canvas, { args }) => {
    await userEvent.upload(canvas.getByLabelText(/晒图/), png());
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith([photoFixture(60, '新图')]));
  }),
});

export const AtImageLimit = meta.story({
  args: { defaultValue: [0, 50, 100, 150, 200, 250].map((h) => photoFixture(h)) },
  play: playOn(async (canvas) => {
    await expect(canvas.queryByText('上传图片')).toBeNull();
    await expect(canvas.getAllByRole('img')).toHaveLength(6);
  }),
});

export const UploadFails = meta.story({
  args: { onUpload: fn(async () => Promise.reject(new Error('图片不能超过 5MB'))) },
  play: playOn(async (canvas, { args }) => {
    await userEvent.upload(canvas.getByLabelText(/晒图/), png());
    await expect(await canvas.findByRole('alert')).toHaveTextContent('晒图.png');
    await expect(args.onChange).not.toHaveBeenCalled();
  }),
});

export const Disabled = meta.story({ args: { disabled: true, defaultValue: [photoFixture(30)] } });
