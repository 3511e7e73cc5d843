import preview from '@mall/ui/storybook/preview';
import { playOn, withRouter } from '@mall/ui/storybook';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import {
  closedOrder,
  completedOrder,
  evaluatedOrder,
  extendedOrder,
  paidOrder,
  reviewingOrder,
  shippedOrder,
  unpaidOrder,
} from '../../fixtures';
import { OrderActions } from './OrderActions';

const meta = preview.meta({
  component: OrderActions,
  decorators: [withRouter()],
  args: { order: unpaidOrder, onAct: fn(async (): Promise<string | null> => null), showDetail: true },
});

export const Unpaid = meta.story({
  play: playOn(async (canvas, { args }) => {
    await canvas.linksTo('去付款', '/pay?order_ids=11');
    await expect(canvas.queryByRole('button', { name: '确认收货' })).toBeNull();
    await canvas.press('取消订单');
    const dialog = within(await screen.findByRole('dialog', { name: '取消订单' }));
    await userEvent.click(dialog.getByRole('button', { name: '确定取消' }));
    await expect(dialog.getByText('请选择取消原因')).toBeInTheDocument();
    await expect(args.onAct).not.toHaveBeenCalled();
    await userEvent.selectOptions(dialog.getByRole('combobox'), '卖家缺货');
    await userEvent.click(dialog.getByRole('button', { name: '确定取消' }));
    await expect(args.onAct).toHaveBeenCalledWith('close', 11, '卖家缺货');
  }),
});
export const Reviewing = meta.story({
  args: { order: reviewingOrder },
  play: playOn(async (canvas) => {
    await canvas.linksTo('查看转账凭证', '/member/paytickets?order_id=10');
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
  }),
});
export const Paid = meta.story({
  args: { order: paidOrder },
  play: playOn(async (canvas) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
  }),
});
export const Shipped = meta.story({
  args: { order: shippedOrder },
  play: playOn(async (canvas, { args }) => {
    await canvas.linksTo('查看物流', '/member/logistics?order_id=8');
    await canvas.press('确认收货');
    const dialog = within(await screen.findByRole('dialog', { name: '确认收货' }));
    await userEvent.click(dialog.getByRole('button', { name: '确认收货' }));
    await expect(args.onAct).toHaveBeenCalledWith('takedelivery', 8, undefined);
  }),
});
export const ShippedExtendedOnce = meta.story({
  args: { order: extendedOrder },
  play: playOn(async (canvas) => {
    await expect(canvas.queryByRole('button', { name: '延长收货' })).toBeNull();
  }),
});
export const Refused = meta.story({
  args: {
    order: shippedOrder,
    onAct: fn(async (): Promise<string | null> => '每个订单只能延长一次收货时间'),
  },
  play: playOn(async (canvas) => {
    await canvas.press('延长收货');
    const dialog = within(await screen.findByRole('dialog', { name: '延长收货' }));
    await userEvent.click(dialog.getByRole('button', { name: '确定延长' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('每个订单只能延长一次收货时间');
  }),
});
export const CompletedToReview = meta.story({
  args: { order: completedOrder },
  play: playOn(async (canvas) => {
    await canvas.linksTo('评价', '/evaluate?order_id=6');
  }),
});
export const CompletedFollowUp = meta.story({
  args: { order: evaluatedOrder },
  play: playOn(async (canvas) => {
    await expect(canvas.getByRole('link', { name: '追评' })).toBeInTheDocument();
  }),
});
export const Closed = meta.story({
  args: { order: closedOrder },
  play: playOn(async (canvas) => {
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
    await expect(canvas.getByRole('link', { name: '订单详情' })).toBeInTheDocument();
  }),
});
