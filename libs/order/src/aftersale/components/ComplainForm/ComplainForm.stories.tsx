import preview from '@mall/ui/storybook/preview';
import { playOn, refusesFilled } from '@mall/ui/storybook';
import { expect, fn } from 'storybook/test';
import { photoFixture } from '../../fixtures';
import { ComplainForm } from './ComplainForm';

const meta = preview.meta({
  component: ComplainForm,
  args: { orderGoodsId: 21, onUpload: fn(async () => photoFixture(60)), onSubmit: fn() },
});

export const Empty = meta.story({
  play: playOn(async (canvas, { args }) => {
    await canvas.choose('投诉原因', '商家拒绝合理退款');
    await canvas.fill({ 投诉内容: '茶叶受潮结块，商家拒绝退款' });
    await canvas.press('提交投诉');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      orderGoodsId: 21,
      reason: '商家拒绝合理退款',
      content: '茶叶受潮结块，商家拒绝退款',
      images: [],
    });
  }),
});

export const RefusedBeforeSending = meta.story({
  play: refusesFilled({ 投诉内容: '太差了' }, '提交投诉', ['请选择投诉原因', '投诉内容至少 5 个字']),
});

export const ServerError = meta.story({ args: { error: '该商品已投诉，请等待平台处理' } });
