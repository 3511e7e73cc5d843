// GET /ws: the chat websocket (storefront-server forwards the browser's /ws here with its cookies).
// Who: a servicer by the mall_servicer_token cookie; else a member by the mall_token cookie; else a
// guest who may only call hasServicers and the servicer login. Tokens are never read from the URL
// (access logs keep URLs): a client that holds its token in the page (the servicer's tab) connects to
// `/ws?auth=frame` and sends `{"type":"auth","servicer_token"|"token":…}` first; `init` follows it. Frames are JSON (ChatClientFrame / ChatServerFrame of
// @mall/rest-contract): `ping` → `pong`; `call` runs any chat call by its path with the socket's
// identity and answers `result`; the server pushes `message` and `read` events from the bus.
// GET /admin/ws: the same socket for a shop's 客服 signed in to the console (storefront-server forwards
// /console/ws with the `mall_console` cookie only): the first frame carries the console's CSRF token
// (`{"type":"auth","console_csrf":…}`), the account must hold chat.serve, and it answers as its shop's
// servicer (servicerOfConsoleAccount) through a token that never leaves mall-api and is revoked when the
// socket closes; every call checks the console session again, so logout or disabling ends the chat.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import websocket from '@fastify/websocket';
import type { WebSocket } from 'ws';
import { ErrorCode, type ChatServerFrame } from '@mall/rest-contract';
import type { Db } from '../db/client';
import { findSession } from '../modules/member/session';
import { cookieValue, tokenFromCookie } from '../http/cookies';
import type { ChatCalls } from '../modules/chat/routes';
import type { ChatEvent, ChatService } from '../modules/chat/service';
import type { ChatBus } from './bus';
import type { PresenceStore } from './presence';
import { cleanInput } from '../http/input-text';
import { consoleTokenOf, CONSOLE_TOKEN_MESSAGE } from '../modules/console/register';
import { csrfMatches, findConsoleSession, type ConsoleActor } from '../modules/console/session';
import { writeAudit } from '../modules/console/audit';

export const SERVICER_COOKIE = 'mall_servicer_token';
const GUEST_PATHS = new Set(['/servicer/api/chat/hasServicers', '/servicer/api/servicer/login', '/api/customService/geturl']);
const MAX_FRAME = 64 * 1024;
/** How long `/ws?auth=frame` waits for the credentials frame before going on as a guest. */
const AUTH_FRAME_TIMEOUT_MS = 5000;

/** The first frame that arrives (or undefined at the timeout or close), taken off `early`. */
function firstFrame(early: Buffer[], socket: WebSocket, timeoutMs: number): Promise<Buffer | undefined> {
  if (early.length > 0) return Promise.resolve(early.shift());
  return new Promise((resolveP) => {
    // Registered after the `early` collector, so that frame is already in `early` when this runs.
    const done = () => {
      clearTimeout(timer);
      socket.off('message', done);
      socket.off('close', done);
      resolveP(early.shift());
    };
    const timer = setTimeout(done, timeoutMs);
    socket.on('message', done);
    socket.on('close', done);
  });
}

/** The tokens of an auth frame (strings only; anything else in it is ignored), or null when it is not one. */
function authTokens(data: Buffer | undefined): { servicerToken?: string; token?: string; consoleCsrf?: string } | null {
  if (!data) return null;
  try {
    const frame = JSON.parse(data.toString('utf8')) as { type?: unknown; servicer_token?: unknown; token?: unknown; console_csrf?: unknown };
    if (frame.type !== 'auth') return null;
    const text = (v: unknown) => (typeof v === 'string' && v.length > 0 && v.length <= 256 ? v : undefined);
    return { servicerToken: text(frame.servicer_token), token: text(frame.token), consoleCsrf: text(frame.console_csrf) };
  } catch {
    return null;
  }
}

type Identity = { role: 'member'; memberId: number; token: string } | { role: 'servicer'; servicerId: number; siteId: number; token: string } | { role: 'guest' };

/** Why a console socket is refused (the audit row's reason); null when the account may serve chat. */
export function consoleChatRefusal(actor: Pick<ConsoleActor, 'shopId' | 'actions'>): string | null {
  if (actor.shopId === null) return 'platform_account';
  if (!actor.actions.has('chat.serve')) return 'no_chat_serve';
  return null;
}

export async function registerChatSocket(app: FastifyInstance, deps: { db: Db; service: ChatService; bus: ChatBus; presence: PresenceStore; calls: ChatCalls }) {
  await app.register(websocket, { options: { maxPayload: MAX_FRAME } });
  const members = new Map<number, Set<WebSocket>>();
  const shops = new Map<number, Set<WebSocket>>();
  const add = (map: Map<number, Set<WebSocket>>, key: number, ws: WebSocket) => (map.get(key) ?? map.set(key, new Set()).get(key)!).add(ws);
  const remove = (map: Map<number, Set<WebSocket>>, key: number, ws: WebSocket) => {
    const set = map.get(key);
    set?.delete(ws);
    if (set && set.size === 0) map.delete(key);
  };
  const send = (ws: WebSocket, frame: ChatServerFrame) => {
    if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(frame));
  };

  deps.bus.subscribe((event: ChatEvent) => {
    const frame: ChatServerFrame =
      event.kind === 'message' ? { type: 'message', message: event.message } : { type: 'read', session_id: event.session_id, reader: event.reader, read_seq: event.read_seq };
    for (const ws of members.get(event.member_id) ?? []) send(ws, frame);
    for (const ws of shops.get(event.site_id) ?? []) send(ws, frame);
  });

  app.addHook('onClose', async () => {
    for (const set of [...members.values(), ...shops.values()]) for (const ws of set) ws.terminate();
    await deps.bus.close();
    await deps.presence.close();
  });

  /**
   * Serves one socket once its identity is known. `stillAllowed` (console sockets) is asked before each
   * call; false ends the socket after a TOKEN_ERROR answer. `onClose` runs when the socket closes.
   */
  const serve = async (
    socket: WebSocket,
    request: FastifyRequest,
    early: Buffer[],
    onEarly: (data: Buffer) => void,
    identity: Identity,
    console_?: { stillAllowed: () => Promise<boolean>; onClose: () => Promise<unknown> },
  ) => {
    if (identity.role === 'member') {
      add(members, identity.memberId, socket);
      await deps.presence.mark(identity.memberId);
    }
    if (identity.role === 'servicer') {
      add(shops, identity.siteId, socket);
      await deps.service.touch(identity.servicerId);
    }
    let lastTouch = Date.now();
    socket.on('close', () => {
      if (identity.role === 'member') {
        remove(members, identity.memberId, socket);
        if (!members.has(identity.memberId)) void deps.presence.clear(identity.memberId);
      }
      if (identity.role === 'servicer') remove(shops, identity.siteId, socket);
      if (console_) void console_.onClose().catch((error: unknown) => request.log.error({ err: error }, 'console chat socket close failed'));
    });

    const handle = async (data: Buffer) => {
      let frame: { type?: unknown; id?: unknown; path?: unknown; body?: unknown };
      try {
        frame = JSON.parse(data.toString('utf8')) as typeof frame;
      } catch {
        return send(socket, { type: 'result', id: 0, code: ErrorCode.INVALID_INPUT, message: '参数错误：消息不是合法的 JSON', data: null });
      }
      if (frame.type === 'ping') {
        if (identity.role === 'servicer' && Date.now() - lastTouch > 10_000) {
          lastTouch = Date.now();
          await deps.service.touch(identity.servicerId).catch(() => undefined);
        }
        // The buyer's presence mark expires unless its pings refresh it.
        if (identity.role === 'member' && Date.now() - lastTouch > 10_000) {
          lastTouch = Date.now();
          await deps.presence.mark(identity.memberId);
        }
        return send(socket, { type: 'pong' });
      }
      const id = typeof frame.id === 'number' && Number.isSafeInteger(frame.id) ? frame.id : 0;
      if (console_ && !(await console_.stillAllowed())) {
        send(socket, { type: 'result', id, code: ErrorCode.TOKEN_ERROR, message: CONSOLE_TOKEN_MESSAGE, data: null });
        return socket.close(4401, 'console session ended');
      }
      if (frame.type !== 'call' || typeof frame.path !== 'string') return send(socket, { type: 'result', id, code: ErrorCode.INVALID_INPUT, message: '参数错误：未知的消息类型', data: null });
      const call = deps.calls[frame.path as keyof ChatCalls];
      if (!call) return send(socket, { type: 'result', id, code: ErrorCode.NOT_FOUND, message: `接口不存在：${frame.path}`, data: null });
      if (identity.role === 'guest' && !GUEST_PATHS.has(frame.path)) return send(socket, { type: 'result', id, code: ErrorCode.TOKEN_ERROR, message: '登录已失效，请重新登录', data: null });
      const body = typeof frame.body === 'object' && frame.body !== null && !Array.isArray(frame.body) ? { ...(frame.body as Record<string, unknown>) } : {};
      const text = cleanInput(body);
      if (!text.ok) return send(socket, { type: 'result', id, code: ErrorCode.INVALID_INPUT, message: text.message, data: null });
      if (identity.role === 'servicer') body.servicer_token = identity.token;
      else delete body.servicer_token;
      const member = identity.role === 'member' ? { memberId: identity.memberId, tokenId: 0 } : null;
      const answer = await call(body, member);
      send(socket, { type: 'result', id, ...answer });
    };
    const run = (data: Buffer) =>
      void handle(data).catch((error: unknown) => {
        request.log.error({ err: error }, 'chat socket frame failed');
        send(socket, { type: 'result', id: 0, code: ErrorCode.INTERNAL, message: '服务器繁忙，请稍后再试', data: null });
      });
    socket.off('message', onEarly);
    socket.on('message', run);
    send(socket, { type: 'init', role: identity.role, id: identity.role === 'member' ? identity.memberId : identity.role === 'servicer' ? identity.servicerId : 0 });
    for (const data of early) run(data);
  };

  app.get('/ws', { websocket: true }, async (socket, request) => {
    // Frames that arrive while the identity is looked up wait for it.
    const early: Buffer[] = [];
    const onEarly = (data: Buffer) => early.push(data);
    socket.on('message', onEarly);
    const query = request.query as Record<string, string | undefined>;
    let identity: Identity = { role: 'guest' };
    let servicerToken = cookieValue(request.headers.cookie, SERVICER_COOKIE);
    let memberToken = tokenFromCookie(request.headers.cookie);
    if (query.auth === 'frame') {
      const first = await firstFrame(early, socket, AUTH_FRAME_TIMEOUT_MS);
      const auth = authTokens(first);
      if (auth) {
        servicerToken = auth.servicerToken ?? servicerToken;
        memberToken = auth.token ?? memberToken;
      } else if (first) early.unshift(first);
    }
    const servicer = servicerToken ? await deps.service.servicerByToken(servicerToken) : null;
    if (servicer) identity = { role: 'servicer', servicerId: servicer.servicerId, siteId: servicer.siteId, token: servicerToken! };
    else {
      const session = await findSession(deps.db, memberToken);
      if (session) identity = { role: 'member', memberId: session.memberId, token: memberToken! };
    }
    await serve(socket, request, early, onEarly, identity);
  });

  app.get('/admin/ws', { websocket: true }, async (socket, request) => {
    const early: Buffer[] = [];
    const onEarly = (data: Buffer) => early.push(data);
    socket.on('message', onEarly);
    const consoleToken = consoleTokenOf(request);
    const auth = authTokens(await firstFrame(early, socket, AUTH_FRAME_TIMEOUT_MS));
    const session = await findConsoleSession(deps.db, consoleToken);
    const refuse = async (reason: string, actor?: ConsoleActor) => {
      if (actor) await writeAudit(deps.db, { accountId: actor.accountId, username: actor.username, role: actor.role, ip: request.ip }, { action: 'chat.connect', targetType: 'shop', targetId: actor.shopId ?? '', after: { reason } }, 'refused');
      send(socket, { type: 'init', role: 'guest', id: 0 });
      socket.close(4401, 'console session refused');
    };
    if (!session.ok) return refuse('no_session');
    const { actor } = session;
    if (!csrfMatches(auth?.consoleCsrf, session.csrfHash)) return refuse('csrf', actor);
    const reason = consoleChatRefusal(actor);
    if (reason) return refuse(reason, actor);
    const servicer = await deps.service.servicerOfConsoleAccount({ accountId: actor.accountId, shopId: actor.shopId!, username: actor.username, realName: actor.realName });
    if (!servicer) return refuse('servicer_disabled', actor);
    const token = await deps.service.socketToken(servicer.servicerId, actor.sessionExpires);
    await writeAudit(deps.db, { accountId: actor.accountId, username: actor.username, role: actor.role, ip: request.ip }, { action: 'chat.connect', targetType: 'chat_servicer', targetId: servicer.servicerId });
    await serve(socket, request, early, onEarly, { role: 'servicer', servicerId: servicer.servicerId, siteId: servicer.siteId, token }, {
      stillAllowed: async () => {
        const now = await findConsoleSession(deps.db, consoleToken);
        return now.ok && now.actor.accountId === actor.accountId && consoleChatRefusal(now.actor) === null;
      },
      onClose: () => deps.service.logout(token),
    });
  });
}
