import { useState } from 'react';
import preview from '@mall/ui/storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ImageGallery, type ImageGalleryProps } from './ImageGallery';
import { placeholderImage } from '@mall/catalogue/fixtures';

/** Inline pictures (no network in stories): a tea-green tile with its number. */
const picture = (n: number) => placeholderImage(`黄金茶 图${n}`, 80 + n * 20);

const images = [picture(1), picture(2), picture(3)];

function Stateful(props: ImageGalleryProps) {
  const [value, setValue] = useState(props.images);
  return (
    <ImageGallery
      {...props}
      images={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = preview.meta({ component: ImageGallery, render: (args) => <Stateful {...args} />, args: { images, onChange: fn(), onUpload: fn(async () => picture(4)) } });

/** Three pictures: the third becomes the main picture, the first is removed. */
export const Default = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '设为主图 3' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([picture(3), picture(1), picture(2)]);
    await userEvent.click(canvas.getByRole('button', { name: '删除 2' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([picture(3), picture(2)]);
  },
});

/** No picture yet: only the upload field. */
export const Empty = meta.story({ args: { images: [] } });

/** A file that is not an image is refused before anything is sent. */
export const WrongFile = meta.story({
  args: { images: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText('商品图片：'), new File(['<html>'], 'x.html', { type: 'text/html' }), { applyAccept: false });
    await expect(await canvas.findByRole('alert')).toHaveTextContent('只能上传');
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
});

/** An upload in flight. */
export const Loading = meta.story({ args: { disabled: true } });

/** The editor's check: no picture. */
export const Error = meta.story({ args: { images: [], error: '请至少上传一张商品图片' } });

/** Ten pictures: the upload field is gone. */
export const Full = meta.story({ args: { images: Array.from({ length: 10 }, (_, i) => picture(i + 1)) } });
