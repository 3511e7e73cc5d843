import preview from '@mall/ui/storybook/preview';
import { expect, within } from 'storybook/test';
import {
  goodsMessage,
  imageMessage,
  longMessage,
  orderMessage,
  replyMessage,
  textMessage,
} from '../../fixtures';
import { MessageItem } from './MessageItem';

const meta = preview.meta({
  component: MessageItem,
  args: { message: textMessage, mine: true },
});

export const TextWithEmoji = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: '[emjoy_01]' })).toHaveAttribute(
      'src',
      '/upload/chat/emoji/emjoy_01.gif',
    );
  },
});
export const Reply = meta.story({ args: { message: replyMessage, mine: false } });
export const LongTextNeverHtml = meta.story({
  args: { message: longMessage },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('b')).toBeNull();
    await expect(within(canvasElement).getByText(/<b>不是粗体<\/b>/)).toBeInTheDocument();
  },
});
export const GoodsCard = meta.story({
  args: { message: goodsMessage },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('chat-goods-card')).toHaveAttribute('href', '/sku-12');
  },
});
export const OrderCard = meta.story({
  args: { message: orderMessage },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('chat-order-card')).toHaveAttribute(
      'href',
      '/member/order_detail?order_id=7',
    );
  },
});
export const Image = meta.story({ args: { message: imageMessage, mine: false } });
