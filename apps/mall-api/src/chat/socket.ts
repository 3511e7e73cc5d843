// GET /ws: the chat websocket (storefront-server forwards the browser's /ws here with its cookies).
// Who: a servicer by `servicer_token` (query) or the mall_servicer_token cookie; else a member by the
// mall_token cookie (or `token` in the query, for tools); else a guest who may only call
// hasServicers and the servicer login. Frames are JSON (ChatClientFrame / ChatServerFrame of
// @mall/rest-contract): `ping` → `pong`; `call` runs any chat call by its path with the socket's
// identity and answers `result`; the server pushes `message` and `read` events from the bus.
import type { FastifyInstance } from 'fastify';
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

export const SERVICER_COOKIE = 'mall_servicer_token';
const GUEST_PATHS = new Set(['/servicer/api/chat/hasServicers', '/servicer/api/servicer/login', '/api/customService/geturl']);
const MAX_FRAME = 64 * 1024;

type Identity = { role: 'member'; memberId: number; token: string } | { role: 'servicer'; servicerId: number; siteId: number; token: string } | { role: 'guest' };

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

  app.get('/ws', { websocket: true }, async (socket, request) => {
    // Frames that arrive while the identity is looked up wait for it.
    const early: Buffer[] = [];
    const onEarly = (data: Buffer) => early.push(data);
    socket.on('message', onEarly);
    const query = request.query as Record<string, string | undefined>;
    let identity: Identity = { role: 'guest' };
    const servicerToken = query.servicer_token || cookieValue(request.headers.cookie, SERVICER_COOKIE);
    const servicer = servicerToken ? await deps.service.servicerByToken(servicerToken) : null;
    if (servicer) identity = { role: 'servicer', servicerId: servicer.servicerId, siteId: servicer.siteId, token: servicerToken! };
    else {
      const token = tokenFromCookie(request.headers.cookie) || query.token;
      const session = await findSession(deps.db, token);
      if (session) identity = { role: 'member', memberId: session.memberId, token: token! };
    }
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
  });
}
