import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHAT_OPEN_EVENT } from '../open';
import { ChatConfigProvider, type ChatServicerConfig } from './ChatConfig';
import { ChatEntry } from './ChatEntry';

const customServiceUrl = vi.fn(async (...args: [known: string, siteId?: number]): Promise<string | null> => args[0]);
vi.mock('../lib/customServiceUrl', () => ({
  customServiceUrl: (known: string, siteId?: number) => customServiceUrl(known, siteId),
}));

const entry = (config: ChatServicerConfig) =>
  render(
    <ChatConfigProvider config={config}>
      <p>
        定西马铃薯杂粮专业合作社
        <ChatEntry siteId={7} skuId={301}>
          联系客服
        </ChatEntry>
      </p>
    </ChatConfigProvider>,
  );

afterEach(() => vi.restoreAllMocks());

describe('ChatEntry follows the site customer-service setting', () => {
  it('built-in chat: opens the dialog with the shop and the goods', async () => {
    const opened = vi.fn();
    window.addEventListener(CHAT_OPEN_EVENT, (e) => opened((e as CustomEvent).detail));
    entry({ open: true, type: 'self', thirdUrl: '' });
    await userEvent.click(screen.getByRole('button', { name: '联系客服' }));
    expect(opened).toHaveBeenCalledWith({ siteId: 7, skuId: 301 });
  });

  it('chat switched off: no entry at all', () => {
    entry({ open: false, type: 'self', thirdUrl: '' });
    expect(screen.queryByText('联系客服')).toBeNull();
    expect(screen.getByText('定西马铃薯杂粮专业合作社')).toBeInTheDocument();
  });

  it('third-party type without an address: no entry (nowhere to send the shopper)', () => {
    entry({ open: true, type: 'third', thirdUrl: '' });
    expect(screen.queryByText('联系客服')).toBeNull();
  });

  it('third party: a new-tab link, sent to the address geturl answers at the click', async () => {
    const tab = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    customServiceUrl.mockResolvedValueOnce('https://kefu.example.cn/chat?ent=2');
    entry({ open: true, type: 'third', thirdUrl: 'https://kefu.example.cn/chat' });
    const link = screen.getByRole('link', { name: '联系客服' });
    expect(link).toHaveAttribute('href', 'https://kefu.example.cn/chat');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await userEvent.click(link);
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    await vi.waitFor(() => expect(tab.location.href).toBe('https://kefu.example.cn/chat?ent=2'));
    expect(customServiceUrl).toHaveBeenLastCalledWith('https://kefu.example.cn/chat', 7);
  });

  it('third party switched off since the page loaded: the blank tab closes again', async () => {
    const tab = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    customServiceUrl.mockResolvedValueOnce(null);
    entry({ open: true, type: 'third', thirdUrl: 'https://kefu.example.cn/chat' });
    await userEvent.click(screen.getByRole('link', { name: '联系客服' }));
    await vi.waitFor(() => expect(tab.close).toHaveBeenCalled());
    expect(tab.location.href).toBe('');
  });
});
