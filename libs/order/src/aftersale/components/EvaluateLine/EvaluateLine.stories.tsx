import preview from '@mall/ui/storybook/preview';
import { playOn } from '@mall/ui/storybook';
import { expect, fn, userEvent } from 'storybook/test';
import {
  evaluatedFixture,
  evaluationDoneFixture,
  evaluationFixture,
  evaluationLongNameFixture,
  photoFixture,
} from '../../fixtures';
import { EvaluateLine } from './EvaluateLine';

const meta = preview.meta({
  component: EvaluateLine,
  args: {
    line: evaluationFixture.goods[0],
    mode: 'first' as const,
    value: { scores: 0, content: '', images: [] },
    onChange: fn(),
    onUpload: fn(async () => photoFixture(60)),
  },
});

export const First = meta.story({
  play: playOn(async (canvas, { args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: '好' }));
    await expect(args.onChange).toHaveBeenCalledWith({ scores: 4 });
    await canvas.fill({ 评价内容: '好' });
    await expect(args.onChange).toHaveBeenCalledWith({ content: '好' });
  }),
});
export const WithErrors = meta.story({
  args: { errors: { scores: '请为商品打分', content: '请填写评价内容' } },
});
export const LongName = meta.story({
  args: {
    line: evaluationLongNameFixture.goods[0],
    value: { scores: 5, content: '茶香浓郁，回甘明显。', images: [] },
  },
});
export const FollowUp = meta.story({ args: { line: evaluatedFixture.goods[0], mode: 'again' } });
export const PhotosAtLimit = meta.story({
  args: {
    value: { scores: 5, content: '很好', images: [0, 50, 100, 150, 200, 250].map((h) => photoFixture(h)) },
  },
});
export const ReadOnly = meta.story({
  args: { line: evaluationDoneFixture.goods[0], mode: 'view' },
  play: playOn(async (canvas) => {
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await canvas.shows('吃了一个月了，品质稳定，已经推荐给同事。');
  }),
});
