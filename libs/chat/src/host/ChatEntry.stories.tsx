import preview from '@mall/ui/storybook/preview';
import type { ReactNode } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CHAT_OPEN_EVENT } from '../open';
import { ChatConfigProvider, type ChatServicerConfig } from './ChatConfig';
import { ChatEntry } from './ChatEntry';

const withConfig = (config: ChatServicerConfig) => (Story: () => ReactNode) => (
  <ChatConfigProvider config={config}>
    <p>
      湘西州保靖县黄金村茶叶农民专业合作社 <Story />
    </p>
  </ChatConfigProvider>
);

/**
 * 联系客服 as the site's customer-service setting (/api/config/servicer, given to the page by
 * ChatConfigProvider) decides: the built-in dialog, a third-party service in a new tab, or nothing.
 */
const meta = preview.meta({
  component: ChatEntry,
  args: { siteId: 7, skuId: 301, variant: 'link' as const, children: '联系客服' },
});

export const BuiltInChat = meta.story({
  decorators: [withConfig({ open: true, type: 'self', thirdUrl: '' })],
  play: async ({ canvasElement }) => {
    const opened = fn();
    window.addEventListener(CHAT_OPEN_EVENT, opened, { once: true });
    await userEvent.click(within(canvasElement).getByRole('button', { name: '联系客服' }));
    await expect(opened).toHaveBeenCalledTimes(1);
  },
});

export const ThirdParty = meta.story({
  decorators: [withConfig({ open: true, type: 'third', thirdUrl: 'https://kefu.example.cn/chat?ent=2' })],
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: '联系客服' });
    await expect(link).toHaveAttribute('href', 'https://kefu.example.cn/chat?ent=2');
    await expect(link).toHaveAttribute('target', '_blank');
  },
});

export const ChatOff = meta.story({
  decorators: [withConfig({ open: false, type: 'self', thirdUrl: '' })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/黄金村茶叶/)).toBeInTheDocument();
    await expect(canvas.queryByText('联系客服')).toBeNull();
  },
});
