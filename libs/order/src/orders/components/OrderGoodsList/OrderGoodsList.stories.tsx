import preview from '@mall/ui/storybook/preview';
import { playOn, withRouter } from '@mall/ui/storybook';
import { expect } from 'storybook/test';
import { completedOrder, longNamesOrder, manyLinesOrder, refundingOrder, unpaidOrder } from '../../fixtures';
import { OrderGoodsList } from './OrderGoodsList';

const meta = preview.meta({
  component: OrderGoodsList,
  decorators: [withRouter()],
  args: { order: unpaidOrder, showSubtotal: false },
});

export const Unpaid = meta.story({
  play: playOn(async (canvas) => {
    await expect(canvas.queryByText('申请售后')).toBeNull();
  }),
});
export const RefundInProgress = meta.story({
  args: { order: refundingOrder, showSubtotal: true },
  play: playOn(async (canvas) => {
    await expect(canvas.getAllByText('申请售后')).toHaveLength(1);
    await expect(canvas.getByRole('link', { name: '退款中' })).toBeInTheDocument();
  }),
});
export const RefundRefused = meta.story({ args: { order: completedOrder } });
export const LongNames = meta.story({ args: { order: longNamesOrder } });
export const ManyLines = meta.story({ args: { order: manyLinesOrder, showSubtotal: true } });
