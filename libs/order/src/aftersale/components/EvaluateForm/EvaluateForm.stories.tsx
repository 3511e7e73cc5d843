import preview from '@mall/ui/storybook/preview';
import { playOn } from '@mall/ui/storybook';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  evaluatedFixture,
  evaluationDoneFixture,
  evaluationFixture,
  evaluationLongNameFixture,
  photoFixture,
} from '../../fixtures';
import { EvaluateForm } from './EvaluateForm';

const meta = preview.meta({
  component: EvaluateForm,
  args: { evaluation: evaluationFixture, onUpload: fn(async () => photoFixture(60)), onSubmit: fn() },
});

export const First = meta.story({
  play: playOn(async (canvas, { args }) => {
    const [rice, orange] = canvas.getAllByRole('radiogroup');
    await userEvent.click(within(rice).getByRole('radio', { name: '非常好' }));
    await userEvent.click(within(orange).getByRole('radio', { name: '好' }));
    const [riceText, orangeText] = canvas.getAllByLabelText('评价内容');
    await userEvent.type(riceText, '米很香');
    await userEvent.type(orangeText, '橙子很甜');
    await canvas.press('发表评价');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      kind: 'first',
      goods: [
        { orderGoodsId: 31, scores: 5, content: '米很香', images: [] },
        { orderGoodsId: 32, scores: 4, content: '橙子很甜', images: [] },
      ],
    });
  }),
});

export const RefusedBeforeSending = meta.story({
  play: playOn(async (canvas, { args }) => {
    await canvas.press('发表评价');
    await expect(canvas.getAllByText('请为商品打分')).toHaveLength(2);
    await expect(canvas.getAllByText('请填写评价内容')).toHaveLength(2);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  }),
});

export const LongName = meta.story({ args: { evaluation: evaluationLongNameFixture } });

export const FollowUp = meta.story({
  args: { evaluation: evaluatedFixture },
  play: playOn(async (canvas, { args }) => {
    await canvas.press('发表追评');
    await canvas.shows('请至少为一件商品填写追评');
    await userEvent.type(canvas.getAllByLabelText('追评内容')[1], '放了一周还很新鲜');
    await canvas.press('发表追评');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      kind: 'again',
      goods: [{ orderGoodsId: 32, content: '放了一周还很新鲜', images: [] }],
    });
  }),
});

export const ServerError = meta.story({ args: { error: '订单当前状态为「待收货」，完成后才能评价' } });
export const ReadOnly = meta.story({ args: { evaluation: evaluationDoneFixture } });
export const NotCompletedYet = meta.story({
  args: { evaluation: { ...evaluationFixture, canEvaluate: false } },
  play: playOn(async (canvas) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('订单完成（确认收货）后才能评价');
  }),
});
export const NoGoods = meta.story({ args: { evaluation: { ...evaluationFixture, goods: [] } } });
