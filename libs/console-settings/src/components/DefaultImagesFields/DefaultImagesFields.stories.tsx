import preview from '@mall/ui/storybook/preview';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DEFAULT_IMAGE_KEYS, DefaultImagesFields, type DefaultImagesValue } from './DefaultImagesFields';

const tile = (fill: string) => `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200"><rect width="200" height="200" fill="${fill}"/></svg>`)}`;
const COLOURS = ['#fdecea', '#eaf2fd', '#eafaf0', '#fef5e7', '#f4ecf7', '#e8f8f5', '#fbeee6', '#eaeded'];
const UPLOADED = tile('#c62828');
const stored = Object.fromEntries(DEFAULT_IMAGE_KEYS.map((k, i) => [k, tile(COLOURS[i])])) as DefaultImagesValue;

const meta = preview.meta({
  component: DefaultImagesFields,
  args: { initial: stored, upload: fn(async () => UPLOADED) },
  render: (args) => (
    <form aria-label="默认图片">
      <DefaultImagesFields {...args} />
    </form>
  ),
});

/** The stored pictures: replacing the goods picture puts the new path in the form. */
export const Stored = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getAllByRole('button', { name: /删除/ })[0]);
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File([new Uint8Array([137, 80, 78, 71])], 'goods.png', { type: 'image/png' }));
    const form = canvas.getByRole('form', { name: '默认图片' }) as HTMLFormElement;
    await waitFor(() => expect(new FormData(form).get('goods')).toBe(UPLOADED));
  },
});

/** Nothing stored yet (a new site): every field offers its file button. */
export const Empty = meta.story({ args: { initial: { goods: '', head: '', shop: '', city: '', supply: '', store: '', category: '', brand: '' } } });

/** The rule refused two removed pictures: their messages show under them. */
export const Error = meta.story({ args: { errors: { goods: '请上传商品默认图', brand: '请上传品牌默认图' } } });

/** While a picture is being sent. */
export const Uploading = meta.story({
  args: { upload: fn(() => new Promise<string>(() => undefined)) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getAllByRole('button', { name: /删除/ })[1]);
    await userEvent.upload(canvasElement.querySelector('input[type="file"]') as HTMLInputElement, new File([new Uint8Array([137, 80, 78, 71])], 'head.png', { type: 'image/png' }));
  },
});
