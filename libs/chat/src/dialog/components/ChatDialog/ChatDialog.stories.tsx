import preview from '@mall/ui/storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import { conversation, sessions } from '../../fixtures';
import { ChatDialog, chatLoginHref } from './ChatDialog';

const meta = preview.meta({
  component: ChatDialog,
  args: {
    viewer: 'member' as const,
    title: '赣南脐橙果园直供店',
    shopLink: '/shop-3',
    sessions,
    activeKey: 3,
    onSelect: fn(),
    notice: { kind: 'online' as const, name: '赣南果园客服小芳' },
    messages: conversation,
    exhausted: false,
    onLoadOlder: fn(),
    canSend: true,
    sending: false,
    onSend: fn(async () => true),
    onSendImage: fn(),
    offers: [{ label: '发送商品', onSend: fn() }],
    onClose: fn(),
    inline: true,
  },
});

export const Online = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('chat-notice')).toHaveTextContent('客服 赣南果园客服小芳 在线');
    const box = canvas.getByRole('textbox');
    await userEvent.click(canvas.getByRole('button', { name: '发送' }));
    await expect(canvas.getByTestId('chat-error')).toHaveTextContent('不能发送空白内容');
    await userEvent.click(box);
    await userEvent.paste('好'.repeat(151));
    await userEvent.click(canvas.getByRole('button', { name: '发送' }));
    await expect(canvas.getByTestId('chat-error')).toHaveTextContent('一次最多发送150个字符');
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.clear(box);
    await userEvent.click(canvas.getByRole('button', { name: '表情' }));
    await userEvent.click(canvas.getByRole('button', { name: '[emjoy_05]' }));
    await userEvent.type(box, '谢谢');
    await userEvent.click(canvas.getByRole('button', { name: '发送' }));
    await expect(args.onSend).toHaveBeenCalledWith('[emjoy_05]谢谢');
  },
});
export const OfflineNotice = meta.story({ args: { notice: { kind: 'offline' } } });
export const HistoryExhausted = meta.story({ args: { exhausted: true, messages: conversation.slice(0, 2) } });
export const Sending = meta.story({ args: { sending: true } });
export const Reconnecting = meta.story({ args: { notice: { kind: 'reconnecting' } } });
export const NoSessionChosen = meta.story({
  args: { canSend: false, activeKey: undefined, title: '在线客服', shopLink: undefined, notice: undefined },
});
export const Visitor = meta.story({
  args: {
    canSend: false,
    sessions: [],
    activeKey: undefined,
    title: '在线客服',
    shopLink: undefined,
    notice: { kind: 'guest', loginHref: chatLoginHref('/sku-301') },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: '去登录' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fsku-301',
    );
  },
});
export const NobodyOnline = meta.story({
  args: { canSend: false, notice: { kind: 'away', onLeaveMessage: fn(), onLater: fn() } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '留言' }));
    await expect(args.notice?.kind === 'away' && args.notice.onLeaveMessage).toHaveBeenCalled();
  },
});
export const MoreSessions = meta.story({
  args: { viewer: 'servicer', activeKey: 11, hasMoreSessions: true, onMoreSessions: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '加载更多会话' }));
    await expect(args.onMoreSessions).toHaveBeenCalled();
  },
});
