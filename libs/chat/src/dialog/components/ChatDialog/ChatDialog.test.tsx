import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { conversation, sessions } from '../../fixtures';
import { ChatDialog, chatLoginHref, type ChatDialogProps } from './ChatDialog';

const props = (over: Partial<ChatDialogProps> = {}): ChatDialogProps => ({
  viewer: 'member',
  title: '赣南脐橙果园直供店',
  sessions,
  onSelect: vi.fn(),
  messages: conversation,
  exhausted: false,
  onLoadOlder: vi.fn(),
  canSend: true,
  sending: false,
  onSend: vi.fn(async () => true),
  onSendImage: vi.fn(),
  ...over,
});

describe('ChatDialog', () => {
  it('refuses blank and over-long text, counting an emoji tag as one', async () => {
    const p = props();
    render(<ChatDialog {...p} />);
    const box = screen.getByRole('textbox');
    await userEvent.click(screen.getByRole('button', { name: '发送' }));
    expect(screen.getByTestId('chat-error')).toHaveTextContent('不能发送空白内容');
    await userEvent.click(box);
    await userEvent.paste('好'.repeat(150) + '[emjoy_05]');
    await userEvent.click(screen.getByRole('button', { name: '发送' }));
    expect(screen.getByTestId('chat-error')).toHaveTextContent('一次最多发送150个字符');
    expect(p.onSend).not.toHaveBeenCalled();
    await userEvent.clear(box);
    await userEvent.paste('好'.repeat(149) + '[emjoy_05]');
    expect(screen.getByText('150/150')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '发送' }));
    expect(p.onSend).toHaveBeenCalledWith('好'.repeat(149) + '[emjoy_05]');
    expect(box).toHaveValue('');
  });

  it('holds a second send while the first is in flight (send lock)', async () => {
    let release: (ok: boolean) => void = () => undefined;
    const onSend = vi.fn(() => new Promise<boolean>((r) => (release = r)));
    render(<ChatDialog {...props({ onSend })} />);
    await userEvent.type(screen.getByRole('textbox'), '在吗');
    await userEvent.click(screen.getByRole('button', { name: '发送' }));
    await userEvent.click(screen.getByRole('button', { name: '发送' }));
    await userEvent.keyboard('{Enter}');
    expect(onSend).toHaveBeenCalledTimes(1);
    release(true);
  });

  it('renders message text as text, and says when history is exhausted', () => {
    render(<ChatDialog {...props({ exhausted: true })} />);
    expect(document.querySelector('[data-testid="chat-messages"] b')).toBeNull();
    expect(screen.getByText(/<b>不是粗体<\/b>/)).toBeInTheDocument();
    expect(screen.getByText('没有更多消息了')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '查看更多消息' })).toBeNull();
  });

  it('shows the offline notice', () => {
    render(<ChatDialog {...props({ notice: { kind: 'offline' } })} />);
    expect(screen.getByTestId('chat-notice')).toHaveTextContent('客服当前不在线');
  });

  it('gives a visitor a login link that comes back to the page they were on', () => {
    render(
      <ChatDialog
        {...props({
          canSend: false,
          sessions: [],
          notice: { kind: 'guest', loginHref: chatLoginHref('/sku-301?from=search') },
        })}
      />,
    );
    expect(screen.getByTestId('chat-notice')).toHaveTextContent('登录后才能联系客服');
    expect(screen.getByRole('link', { name: '去登录' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fsku-301%3Ffrom%3Dsearch',
    );
  });

  it('with nobody of the shop online, lets the shopper leave a message or come back later', async () => {
    const onLeaveMessage = vi.fn();
    const onLater = vi.fn();
    render(<ChatDialog {...props({ canSend: false, notice: { kind: 'away', onLeaveMessage, onLater } })} />);
    expect(screen.getByTestId('chat-notice')).toHaveTextContent('本店客服暂时都不在线');
    await userEvent.click(screen.getByRole('button', { name: '留言' }));
    expect(onLeaveMessage).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: '稍后再来' }));
    expect(onLater).toHaveBeenCalledTimes(1);
  });

  it('offers the next page of sessions when there are more than the list shows', async () => {
    const onMoreSessions = vi.fn();
    const { rerender } = render(
      <ChatDialog {...props({ viewer: 'servicer', onMoreSessions, hasMoreSessions: true })} />,
    );
    await userEvent.click(screen.getByRole('button', { name: '加载更多会话' }));
    expect(onMoreSessions).toHaveBeenCalledTimes(1);
    rerender(<ChatDialog {...props({ viewer: 'servicer', onMoreSessions, hasMoreSessions: false })} />);
    expect(screen.queryByRole('button', { name: '加载更多会话' })).toBeNull();
  });

  it('shows the default head image for a buyer without one, and the default goods image for a broken chat picture', () => {
    const { container } = render(
      <ChatDialog
        {...props({ viewer: 'servicer', sessions: sessions.map((s) => ({ ...s, member_headimg: '' })) })}
      />,
    );
    const avatars = container.querySelectorAll('[data-testid="chat-session"] img');
    expect(avatars.length).toBe(sessions.length);
    avatars.forEach((img) => expect(img).toHaveAttribute('data-fallback', 'head'));
    const picture = screen.getByAltText('聊天图片');
    expect(picture).not.toHaveAttribute('data-fallback');
    fireEvent.error(picture);
    expect(picture).toHaveAttribute('data-fallback', 'goods');
  });
});
