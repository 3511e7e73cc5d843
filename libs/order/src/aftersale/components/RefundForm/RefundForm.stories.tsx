import preview from '@mall/ui/storybook/preview';
import { playOn, withRouter } from '@mall/ui/storybook';
import { expect, fn, userEvent } from 'storybook/test';
import { LONG_SKU_NAME, photoFixture, refundDataFixture } from '../../fixtures';
import { RefundForm } from './RefundForm';

const meta = preview.meta({
  component: RefundForm,
  decorators: [withRouter()],
  args: { data: refundDataFixture, onUpload: fn(async () => photoFixture(60)), onSubmit: fn() },
});

export const Shipped = meta.story({
  play: playOn(async (canvas, { args }) => {
    await canvas.tick('退货退款');
    await canvas.choose('退款原因', '质量问题');
    await userEvent.clear(canvas.getByLabelText('退款金额（元）'));
    await canvas.fill({ '退款金额（元）': '59.9', 退款说明: '有三个橙子坏了' });
    await canvas.press('提交申请');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      orderGoodsId: 32,
      refundType: 2,
      reason: '质量问题',
      amount: '59.90',
      remark: '有三个橙子坏了',
      images: [],
    });
  }),
});

export const AmountAboveMaxRefused = meta.story({
  play: playOn(async (canvas, { args }) => {
    await canvas.choose('退款原因', '不想要了');
    await userEvent.clear(canvas.getByLabelText('退款金额（元）'));
    await canvas.fill({ '退款金额（元）': '119.81' });
    await canvas.press('提交申请');
    await canvas.shows('退款金额不能超过 119.80 元');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  }),
});

export const MissingReasonAndBadAmount = meta.story({
  play: playOn(async (canvas, { args }) => {
    await userEvent.clear(canvas.getByLabelText('退款金额（元）'));
    await canvas.fill({ '退款金额（元）': '1.234' });
    await canvas.press('提交申请');
    await canvas.shows('请选择退款原因');
    await canvas.shows('请输入正确的退款金额，最多两位小数');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  }),
});

export const PaidNotShipped = meta.story({
  args: { data: { ...refundDataFixture, orderStatus: 'PAID', refundTypes: [{ type: 1, name: '仅退款' }] } },
});
export const ServerError = meta.story({ args: { error: '该商品已有退款申请在处理中' } });
export const LongName = meta.story({
  args: { data: { ...refundDataFixture, goods: { ...refundDataFixture.goods, skuName: LONG_SKU_NAME } } },
});
