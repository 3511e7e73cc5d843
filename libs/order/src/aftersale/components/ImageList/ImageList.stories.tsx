import preview from '@mall/ui/storybook/preview';
import { playOn } from '@mall/ui/storybook';
import { expect } from 'storybook/test';
import { photoFixture } from '../../fixtures';
import { ImageList } from './ImageList';

const meta = preview.meta({
  component: ImageList,
  args: { images: [photoFixture(15, '凭证'), photoFixture(20, '凭证')], alt: (i: number) => `凭证图片${i}` },
});

export const Some = meta.story({
  play: playOn(async (canvas) => {
    await expect(canvas.getByRole('img', { name: '凭证图片2' })).toBeInTheDocument();
  }),
});
export const AtLimit = meta.story({
  args: { images: [0, 50, 100, 150, 200, 250].map((h) => photoFixture(h)) },
});
export const EmptyWithText = meta.story({ args: { images: [], empty: '未晒图' } });
