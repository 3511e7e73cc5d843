import preview from '@mall/ui/storybook/preview';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ChatMessage, ChatSession } from '@mall/rest-contract';
import type { ConnectionEvents } from '../../../lib/connection';
import { conversation, goodsMessage, orderMessage, sessions } from '../../../dialog/fixtures';
import { ServicerWorkbench, type ServicerLink } from './ServicerWorkbench';

type Answer = { code: number; message: string; data: unknown };

/** A stand-in for the console socket: answers the workbench's calls from fixtures, as a shop's servicer. */
function fakeLink(options: { sessions?: ChatSession[]; pageCount?: number; role?: 'servicer' | 'guest'; refuseSay?: string } = {}) {
  const list = options.sessions ?? sessions.map((s, i) => ({ ...s, nickname: ['山里红', '武陵山区扶贫采购办公室的李大姐（单位团购）', '阿勇'][i] ?? s.nickname }));
  const said: Record<string, unknown>[] = [];
  const make = (events: ConnectionEvents): ServicerLink => {
    let online = true;
    const answers: Record<string, (body: Record<string, unknown>) => Answer> = {
      '/servicer/api/servicer/info': () => ({ code: 0, message: '', data: { servicer_id: 7, site_id: 3, shop_name: '赣南脐橙果园直供店', nickname: '赣南果园客服小芳', online } }),
      '/servicer/api/servicer/online': (b) => {
        online = b.online === 1;
        return answers['/servicer/api/servicer/info']!(b);
      },
      '/servicer/api/chat/chatList': () => ({ code: 0, message: '', data: { list, count: list.length, page_count: options.pageCount ?? 1 } }),
      '/servicer/api/chat/dialogs': () => ({ code: 0, message: '', data: { list: conversation, count: conversation.length, page_count: 1, exhausted: true, last_seq: conversation.at(-1)!.seq } }),
      '/servicer/api/chat/buyerInfo': () => ({ code: 0, message: '', data: { member_id: 2, nickname: '山里红', headimg: '', orders: [orderMessage.card], goods: [goodsMessage.card] } }),
      '/servicer/api/chat/setRead': () => ({ code: 0, message: '', data: { session_id: 11, read_seq: 6, unread: 0 } }),
      '/servicer/api/chat/say': (b) => {
        said.push(b);
        if (options.refuseSay) return { code: -1, message: options.refuseSay, data: null };
        const last = conversation.at(-1)!;
        const message: ChatMessage = { ...last, id: 100 + said.length, seq: last.seq + said.length, type: 1, content_type: 0, consumer_say: '', servicer_say: String(b.content ?? ''), nickname: '赣南果园客服小芳' };
        return { code: 0, message: '', data: message };
      },
    };
    return {
      connect: () => setTimeout(() => events.onInit(options.role ?? 'servicer', 7, false), 0),
      close: () => undefined,
      call: async <T,>(path: string, body: Record<string, unknown> = {}) => (answers[path]?.(body) ?? { code: -404, message: path, data: null }) as { code: number; message: string; data: T },
    };
  };
  return { make, said };
}

const meta = preview.meta({
  component: ServicerWorkbench,
  args: { connect: fakeLink().make, uploadImage: fn(async () => '/upload/chat/a.png'), onSignedOut: fn() },
});

export const Queue = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('赣南脐橙果园直供店 · 赣南果园客服小芳')).toBeVisible();
    await expect(canvas.getByTestId('servicer-state')).toHaveTextContent('在线');
    await expect(canvas.getAllByTestId('chat-session')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: '下线' }));
    await expect(canvas.getByTestId('servicer-state')).toHaveTextContent('离线');
  },
});

const replying = fakeLink();
export const Replying = meta.story({
  args: { connect: replying.make },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click((await canvas.findAllByTestId('chat-session'))[0]!);
    await expect(await canvas.findByRole('button', { name: '发送订单' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox'), '您好，今天就发货{Enter}');
    await waitFor(() => expect(replying.said).toContainEqual(expect.objectContaining({ session_id: 11, content_type: 0, content: '您好，今天就发货' })));
  },
});

export const Empty = meta.story({ args: { connect: fakeLink({ sessions: [] }).make } });

export const MoreSessions = meta.story({
  args: { connect: fakeLink({ pageCount: 3 }).make },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: '加载更多会话' })).toBeVisible();
  },
});

export const SendRefused = meta.story({
  args: { connect: fakeLink({ refuseSay: '会话不存在或无权查看' }).make },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click((await canvas.findAllByTestId('chat-session'))[0]!);
    await userEvent.type(await canvas.findByRole('textbox'), '在吗{Enter}');
    await expect(await canvas.findByTestId('chat-error')).toHaveTextContent('会话不存在或无权查看');
  },
});

export const SignedOut = meta.story({
  args: { connect: fakeLink({ role: 'guest' }).make, onSignedOut: fn() },
  play: async ({ args }) => {
    await waitFor(() => expect(args.onSignedOut).toHaveBeenCalled());
  },
});
