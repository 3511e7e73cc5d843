import preview from '@mall/ui/storybook/preview';
import { docs } from '@mall/ui/storybook';
import { expect, within } from 'storybook/test';
import { goodsMessage, imageMessage, longMessage, orderMessage, replyMessage, textMessage } from '../../fixtures';
import { MessageItem } from './MessageItem';

const meta = preview.meta({
  title: 'chat/dialog/MessageItem',
  component: MessageItem,
  parameters: docs(
    'One chat message. Props: `message` (content_type 0 text, 1 goods card → /sku-{id}, 2 order card → ' +
      '/member/order_detail?order_id=…, 3 image), `mine` (the viewer sent it: right-aligned). Text is rendered as ' +
      'text — markup in a message shows as characters — and each [emjoy_NN] tag as its GIF. States: text, long text, ' +
      'reply, goods card, order card, image.',
  ),
  args: { message: textMessage, mine: true },
});

export const TextWithEmoji = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: '[emjoy_01]' })).toHaveAttribute('src', '/upload/chat/emoji/emjoy_01.gif');
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
    await expect(within(canvasElement).getByTestId('chat-order-card')).toHaveAttribute('href', '/member/order_detail?order_id=7');
  },
});
export const Image = meta.story({ args: { message: imageMessage, mine: false } });
