import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { conversation, sessions } from '../../fixtures';
import { ChatDialog, type ChatDialogProps } from './ChatDialog';

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
});
