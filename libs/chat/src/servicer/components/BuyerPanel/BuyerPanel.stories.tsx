import preview from '@mall/ui/storybook/preview';
import { withWidth } from '@mall/ui/storybook';
import { expect, fn, userEvent, within } from 'storybook/test';
import { goodsMessage, orderMessage } from '../../../dialog/fixtures';
import { BuyerPanel } from './BuyerPanel';

const meta = preview.meta({
  component: BuyerPanel,
  args: {
    nickname: '山里红',
    orders: [orderMessage.card!],
    goods: [goodsMessage.card!],
    onSendOrder: fn(),
    onSendGoods: fn(),
  },
  decorators: [withWidth('16rem')],
});

export const WithOrdersAndGoods = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '发送订单' }));
    await expect(args.onSendOrder).toHaveBeenCalledWith(7);
    await userEvent.click(canvas.getByRole('button', { name: '发送商品' }));
    await expect(args.onSendGoods).toHaveBeenCalledWith(12);
  },
});
export const Empty = meta.story({ args: { orders: [], goods: [] } });
