// The chat calls of SPEC §7: REST handlers (through restPlugin) and the same handlers for
// the websocket's `call` frames, so a call behaves identically on either road.
import { describeIssues, ErrorCode, chatEndpoints, type ServicerConfig } from '@mall/rest-contract';
import { BusinessError, INTERNAL_MESSAGE, SUCCESS_MESSAGE } from '../../http/envelope';
import type { Ctx, Handlers, SessionMember } from '../../http/types';
import type { ChatService } from './service';

type ChatPath = keyof typeof chatEndpoints;
export type ChatHandlers = Pick<Handlers, ChatPath>;

export function chatRoutes(service: ChatService, servicerConfig: () => Promise<ServicerConfig>): ChatHandlers {
  const actor = (ctx: { member: SessionMember | null; input: { servicer_token?: string } }) => service.actorOf(ctx.member, ctx.input.servicer_token);
  const servicerOf = async (token: string | undefined) => {
    const actorNow = await service.actorOf(null, token ?? '');
    if (actorNow.role !== 'servicer') throw new BusinessError('登录已失效，请重新登录', ErrorCode.TOKEN_ERROR);
    return actorNow;
  };
  return {
    '/servicer/api/chat/say': async (ctx) => service.say(await actor(ctx), ctx.input),
    '/servicer/api/chat/setRead': async (ctx) => service.setRead(await actor(ctx), ctx.input),
    '/servicer/api/chat/bind': async (ctx) => service.bind(await service.actorOf(ctx.member, undefined), ctx.input),
    '/servicer/api/chat/dialogs': async (ctx) => service.dialogs(await actor(ctx), ctx.input),
    '/servicer/api/chat/hasServicers': async (ctx) => service.hasServicers(ctx.input.site_id),
    '/servicer/api/chat/chatList': async (ctx) => service.chatList(await actor(ctx), ctx.input),
    '/servicer/api/chat/bye': async (ctx) => service.bye(await actor(ctx), ctx.input),
    '/servicer/api/chat/buyerInfo': async (ctx) => service.buyerInfo(await servicerOf(ctx.input.servicer_token), ctx.input.session_id),
    '/servicer/api/servicer/login': async (ctx) => service.login(ctx.input.username, ctx.input.password),
    '/servicer/api/servicer/info': async (ctx) => service.info((await servicerOf(ctx.input.servicer_token)).servicerId),
    '/servicer/api/servicer/online': async (ctx) => service.setOnline((await servicerOf(ctx.input.servicer_token)).servicerId, ctx.input.online === 1),
    '/servicer/api/servicer/logout': async (ctx) => service.logout(ctx.input.servicer_token),
    '/api/customService/geturl': async () => {
      const config = await servicerConfig();
      if (!config.open) return { type: 'none' as const, url: '' };
      return config.type === 'third' && config.third_url ? { type: 'third' as const, url: config.third_url } : { type: 'self' as const, url: '' };
    },
  };
}

export type CallAnswer = { code: number; message: string; data: unknown };
export type ChatCalls = Record<ChatPath, (body: Record<string, unknown>, member: SessionMember | null) => Promise<CallAnswer>>;

/** The chat handlers for the websocket: the endpoint's schema validates the body, errors become answers. */
export function chatCalls(handlers: ChatHandlers): ChatCalls {
  const calls = {} as ChatCalls;
  for (const path of Object.keys(chatEndpoints) as ChatPath[]) {
    calls[path] = async (body, member) => {
      const parsed = chatEndpoints[path].request.safeParse(body);
      if (!parsed.success) return { code: ErrorCode.INVALID_INPUT, message: describeIssues(parsed.error), data: null };
      try {
        const handler = handlers[path] as (ctx: Ctx<ChatPath>) => Promise<unknown>;
        const data = await handler({ input: parsed.data as never, common: {} as never, member, request: undefined as never });
        return { code: ErrorCode.SUCCESS, message: SUCCESS_MESSAGE, data };
      } catch (error) {
        if (error instanceof BusinessError) return { code: error.code, message: error.message, data: null };
        throw Object.assign(new Error(INTERNAL_MESSAGE), { cause: error });
      }
    };
  }
  return calls;
}
