import preview from '@mall/ui/storybook/preview';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ImageField } from './ImageField';

const picture = (fill: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 440"><rect width="1200" height="440" fill="${fill}"/></svg>`)}`;
const UPLOADED = picture('#2e7d32');
const PNG = new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'banner.png', { type: 'image/png' });

const meta = preview.meta({
  component: ImageField,
  args: {
    label: '广告图片',
    value: '',
    area: 'content' as const,
    hint: '首页轮播 1200 × 440 像素',
    onChange: fn(),
    upload: fn(async () => UPLOADED),
  },
});

/** No picture yet: choosing a file uploads it and hands its path to the form. */
export const Empty = meta.story({
  play: async ({ canvasElement, args }) => {
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, PNG);
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith(UPLOADED));
  },
});

/** A stored picture: 删除 empties the field. */
export const WithPicture = meta.story({
  args: { value: picture('#ef6c00') },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /删除/ }));
    await expect(args.onChange).toHaveBeenCalledWith('');
  },
});

/** While the file is being sent. */
export const Uploading = meta.story({
  args: { upload: fn(() => new Promise<string>(() => undefined)) },
  play: async ({ canvasElement }) => {
    await userEvent.upload(canvasElement.querySelector('input[type="file"]') as HTMLInputElement, PNG);
  },
});

/** The form refused the field: its message shows under it. */
export const Error = meta.story({ args: { error: '广告图片必须是本站上传的图片' } });

/** The longest labels and hints still fit. */
export const LongNames = meta.story({
  args: { label: '湘西土家族苗族自治州消费帮扶馆首页通栏广告图片', hint: '首页顶部通栏 1920 × 80 像素；超过三次被关闭后不再显示，请在广告位中设置背景色以免两侧留白', value: picture('#c62828') },
});
