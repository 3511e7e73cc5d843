// Chat service: who may see which session, storing a message with its per-session sequence
// BEFORE it is published, exact unread counts from read sequences, assignment to the least-busy online
// servicer of the shop, servicer login and the online switch. Delivery is the ChatBus's job
// (src/chat/bus.ts): `say` commits, then publishes; a receiver that misses the publication catches up
// with `dialogs` after_seq.
import { and, asc, count, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import {
  CHAT_RATE_LIMITED_MESSAGE,
  ErrorCode,
  ORDER_STATUS_NAMES,
  type ChatCard,
  type ChatMessage,
  type OrderStatus,
  type ParsedRequestOf,
  type ResponseOf,
} from '@mall/rest-contract';
import type { Db } from '../../db/client';
import { goods, goodsSku, member, shop } from '../../db/schema';
import * as c from '../../db/schema-chat';
import { orderGoods, orders } from '../../db/schema-order';
import { BusinessError, TOKEN_ERROR_MESSAGE } from '../../http/envelope';
import { fenToYuan } from '@mall/rest-contract/money';
import type { SessionMember } from '../../http/types';
import type { PresenceStore } from '../../chat/presence';
import type { LimitStore } from '../account/limit-store';
import { hashToken, newToken } from '../member/session';
import { DUMMY_HASH, verifyPassword } from '../member/password';

/** A caller of the chat: a member (by the member token) or a shop's servicer (by servicer_token). */
export type ChatActor = { role: 'member'; memberId: number } | { role: 'servicer'; servicerId: number; siteId: number; nickname: string };

/** What the bus carries between instances. */
export type ChatEvent =
  | { kind: 'message'; member_id: number; site_id: number; message: ChatMessage }
  | { kind: 'read'; member_id: number; site_id: number; session_id: number; reader: 'member' | 'servicer'; read_seq: number };

export interface ChatOptions {
  /** Per-member sends per window; false turns the limit off. Default 20 per 10 s. */
  sendLimit?: { max: number; windowMs: number } | false;
  /** A servicer counts as online while switched on and seen (socket connect or ping) this recently. */
  presenceMs?: number;
  /** The Redis pub/sub channel (default mall-api:chat); tests use their own. */
  channel?: string;
}

const SERVICER_TOKEN_DAYS = 7;
/** A switched-on servicer counts as online while seen (socket connect or ping) this recently (default). */
export const SERVICER_PRESENCE_MS = 70_000;
/** A password hash no password matches: console-linked servicers sign in at the console. */
export const UNUSABLE_PASSWORD = '!console';
export const CONSOLE_SERVICER_MESSAGE = '该客服账号请在商家控制台（/console/login）登录';
const DAY_MS = 86_400_000;
const TOKEN_PATTERN = /^[0-9a-f]{64}$/;
const notFound = () => new BusinessError('会话不存在或无权查看', ErrorCode.NOT_FOUND);
const tokenError = () => new BusinessError(TOKEN_ERROR_MESSAGE, ErrorCode.TOKEN_ERROR);
const secs = (d: Date) => Math.floor(d.getTime() / 1000);
const chinaDay = (d: Date) => new Date(d.getTime() + 8 * 3600_000).toISOString().slice(0, 10);

type MessageRow = typeof c.chatMessage.$inferSelect;
type SessionRow = typeof c.chatSession.$inferSelect;

export function createChatService(db: Db, deps: { limits: LimitStore; publish: (event: ChatEvent) => Promise<void>; presence?: PresenceStore; options?: ChatOptions }) {
  const sendLimit = deps.options?.sendLimit === undefined ? { max: 20, windowMs: 10_000 } : deps.options.sendLimit;
  const presenceMs = deps.options?.presenceMs ?? SERVICER_PRESENCE_MS;

  const onlineSql = () => sql<boolean>`(${c.chatServicer.online} and ${c.chatServicer.lastSeen} > now() - ${presenceMs} * interval '1 millisecond')`;

  async function servicerByToken(token: string | undefined) {
    if (!token || !TOKEN_PATTERN.test(token)) return null;
    const [row] = await db
      .select({ servicer: c.chatServicer })
      .from(c.chatServicerToken)
      .innerJoin(c.chatServicer, eq(c.chatServicer.servicerId, c.chatServicerToken.servicerId))
      .where(
        and(
          eq(c.chatServicerToken.tokenHash, hashToken(token)),
          eq(c.chatServicerToken.revoked, false),
          gt(c.chatServicerToken.expireTime, new Date()),
          eq(c.chatServicer.disabled, false),
        ),
      )
      .limit(1);
    return row?.servicer ?? null;
  }

  /** The actor of a call: servicer_token wins; otherwise the member session; neither answers TOKEN_ERROR. */
  async function actorOf(member: SessionMember | null, servicerToken: string | undefined): Promise<ChatActor> {
    if (servicerToken) {
      const s = await servicerByToken(servicerToken);
      if (!s) throw tokenError();
      return { role: 'servicer', servicerId: s.servicerId, siteId: s.siteId, nickname: s.nickname };
    }
    if (member) return { role: 'member', memberId: member.memberId };
    throw tokenError();
  }

  async function shopRow(siteId: number) {
    const [row] = await db.select().from(shop).where(eq(shop.siteId, siteId)).limit(1);
    if (!row) throw new BusinessError('店铺不存在', ErrorCode.NOT_FOUND);
    return row;
  }

  /** The session the actor names; a member only their own, a servicer only their shop's. */
  async function sessionFor(actor: ChatActor, ref: { site_id?: number; session_id?: number }, create = false): Promise<SessionRow> {
    if (actor.role === 'servicer') {
      if (!ref.session_id) throw new BusinessError('参数错误：请指定会话 session_id', ErrorCode.INVALID_INPUT);
      const [row] = await db.select().from(c.chatSession).where(and(eq(c.chatSession.sessionId, ref.session_id), eq(c.chatSession.siteId, actor.siteId)));
      if (!row) throw notFound();
      return row;
    }
    if (ref.session_id) {
      const [row] = await db.select().from(c.chatSession).where(and(eq(c.chatSession.sessionId, ref.session_id), eq(c.chatSession.memberId, actor.memberId)));
      if (!row) throw notFound();
      return row;
    }
    if (!ref.site_id) throw new BusinessError('参数错误：请指定店铺 site_id', ErrorCode.INVALID_INPUT);
    const [row] = await db.select().from(c.chatSession).where(and(eq(c.chatSession.memberId, actor.memberId), eq(c.chatSession.siteId, ref.site_id)));
    if (row) return row;
    if (!create) throw notFound();
    await shopRow(ref.site_id);
    await db.insert(c.chatSession).values({ memberId: actor.memberId, siteId: ref.site_id }).onConflictDoNothing();
    const [made] = await db.select().from(c.chatSession).where(and(eq(c.chatSession.memberId, actor.memberId), eq(c.chatSession.siteId, ref.site_id)));
    return made!;
  }

  /** The least-busy online servicer of a shop (fewest sessions active in the last hour), else the least-busy of all. */
  async function pickServicer(siteId: number): Promise<{ servicerId: number; nickname: string; online: boolean } | null> {
    const busy = db
      .select({ servicerId: c.chatSession.servicerId, n: count().as('n') })
      .from(c.chatSession)
      .where(and(eq(c.chatSession.siteId, siteId), sql`${c.chatSession.lastTime} > now() - interval '1 hour'`))
      .groupBy(c.chatSession.servicerId)
      .as('busy');
    const rows = await db
      .select({ servicerId: c.chatServicer.servicerId, nickname: c.chatServicer.nickname, online: onlineSql(), n: sql<number>`coalesce(${busy.n}, 0)::int` })
      .from(c.chatServicer)
      .leftJoin(busy, eq(busy.servicerId, c.chatServicer.servicerId))
      .where(and(eq(c.chatServicer.siteId, siteId), eq(c.chatServicer.disabled, false)))
      .orderBy(desc(onlineSql()), sql`coalesce(${busy.n}, 0)`, asc(c.chatServicer.servicerId));
    const first = rows[0];
    return first ? { servicerId: first.servicerId, nickname: first.nickname, online: !!first.online } : null;
  }

  async function unreadOf(session: SessionRow, reader: 'member' | 'servicer'): Promise<number> {
    const readSeq = reader === 'member' ? session.memberReadSeq : session.servicerReadSeq;
    if (readSeq >= session.lastSeq) return 0;
    const [row] = await db
      .select({ n: count() })
      .from(c.chatMessage)
      .where(and(eq(c.chatMessage.sessionId, session.sessionId), gt(c.chatMessage.seq, readSeq), eq(c.chatMessage.type, reader === 'member' ? 1 : 0)));
    return Number(row?.n ?? 0);
  }

  async function toMessages(rows: MessageRow[], session: Pick<SessionRow, 'siteId' | 'memberId'>): Promise<ChatMessage[]> {
    if (rows.length === 0) return [];
    const [m] = await db.select({ nickname: member.nickname, username: member.username }).from(member).where(eq(member.memberId, session.memberId));
    const servicerIds = [...new Set(rows.map((r) => r.servicerId).filter((x): x is number => !!x))];
    const servicers = servicerIds.length
      ? await db.select({ id: c.chatServicer.servicerId, nickname: c.chatServicer.nickname }).from(c.chatServicer).where(inArray(c.chatServicer.servicerId, servicerIds))
      : [];
    const names = new Map(servicers.map((s) => [s.id, s.nickname]));
    return rows.map((r) => ({
      id: r.messageId,
      session_id: r.sessionId,
      site_id: session.siteId,
      member_id: session.memberId,
      seq: r.seq,
      type: r.type,
      content_type: r.contentType,
      consumer_say: r.type === 0 ? r.content : '',
      servicer_say: r.type === 0 ? '' : r.content,
      goods_sku_id: r.goodsSkuId,
      order_id: r.orderId,
      card: (r.card as ChatCard | null) ?? null,
      nickname: r.type === 0 ? m?.nickname || m?.username || '' : (names.get(r.servicerId ?? 0) ?? '客服'),
      client_msg_id: r.clientMsgId,
      create_time: secs(r.createTime),
      create_day: chinaDay(r.createTime),
    }));
  }

  async function goodsCard(skuId: number, siteId?: number): Promise<ChatCard> {
    const [row] = await db
      .select({ skuId: goodsSku.skuId, goodsName: goods.goodsName, specName: goodsSku.specName, image: goodsSku.skuImage, price: goodsSku.discountPrice, siteId: goods.siteId })
      .from(goodsSku)
      .innerJoin(goods, eq(goods.goodsId, goodsSku.goodsId))
      .where(eq(goodsSku.skuId, skuId));
    if (!row || (siteId !== undefined && row.siteId !== siteId)) throw new BusinessError('商品不存在', ErrorCode.NOT_FOUND);
    return { sku_id: row.skuId, sku_name: `${row.goodsName} ${row.specName}`.trim(), sku_image: row.image, price: fenToYuan(row.price) };
  }

  async function orderCards(where: ReturnType<typeof and>, limit: number): Promise<ChatCard[]> {
    const rows = await db
      .select({ orderId: orders.orderId, orderNo: orders.orderNo, money: orders.orderMoney, status: orders.orderStatus })
      .from(orders)
      .where(where)
      .orderBy(desc(orders.orderId))
      .limit(limit);
    const lines = rows.length
      ? await db
          .select({ orderId: orderGoods.orderId, skuName: orderGoods.skuName, skuImage: orderGoods.skuImage, num: orderGoods.num })
          .from(orderGoods)
          .where(inArray(orderGoods.orderId, rows.map((r) => r.orderId)))
      : [];
    return rows.map((r) => {
      const mine = lines.filter((l) => l.orderId === r.orderId);
      return {
        order_id: r.orderId,
        order_no: r.orderNo,
        order_money: fenToYuan(r.money),
        order_status_name: ORDER_STATUS_NAMES[r.status as OrderStatus] ?? r.status,
        sku_name: mine[0]?.skuName ?? '',
        sku_image: mine[0]?.skuImage ?? '',
        goods_num: mine.reduce((a, l) => a + l.num, 0),
      };
    });
  }

  const service = {
    actorOf,
    servicerByToken,

    async say(actor: ChatActor, input: ParsedRequestOf<'/servicer/api/chat/say'>): Promise<ChatMessage> {
      // A refused message leaves no trace: the session is made only after every check passed.
      const existing = await sessionFor(actor, input).catch((error: unknown) => {
        if (actor.role === 'member' && !input.session_id && input.site_id && error instanceof BusinessError && error.code === ErrorCode.NOT_FOUND) return null;
        throw error;
      });
      if (!existing) await shopRow(input.site_id!);
      const owner = existing ?? { memberId: (actor as { memberId: number }).memberId, siteId: input.site_id! };
      if (actor.role === 'member' && sendLimit) {
        const hit = await deps.limits.hit(`chat:say:${actor.memberId}`, sendLimit.windowMs);
        if (hit.count > sendLimit.max) throw new BusinessError(`${CHAT_RATE_LIMITED_MESSAGE}（每 ${Math.round(sendLimit.windowMs / 1000)} 秒最多 ${sendLimit.max} 条）`, ErrorCode.RATE_LIMITED);
      }
      const type = actor.role === 'member' ? 0 : 1;
      let card: ChatCard | null = null;
      if (input.content_type === 1) card = await goodsCard(input.goods_sku_id!, actor.role === 'servicer' ? actor.siteId : undefined);
      if (input.content_type === 2) {
        [card] = await orderCards(and(eq(orders.orderId, input.order_id!), eq(orders.memberId, owner.memberId), eq(orders.siteId, owner.siteId)), 1);
        if (!card) throw new BusinessError('订单不存在', ErrorCode.NOT_FOUND);
      }
      const session = existing ?? (await sessionFor(actor, input, true));
      const content = input.content_type === 1 ? (card?.sku_name ?? '') : input.content_type === 2 ? (card?.order_no ?? '') : input.content;
      const clientMsgId = input.client_msg_id ?? '';
      const stored = await db.transaction(async (tx) => {
        // The session row lock orders the senders; a resend with the same client_msg_id stores nothing.
        const [locked] = await tx.select().from(c.chatSession).where(eq(c.chatSession.sessionId, session.sessionId)).for('update');
        if (clientMsgId) {
          const [dup] = await tx
            .select()
            .from(c.chatMessage)
            .where(and(eq(c.chatMessage.sessionId, session.sessionId), eq(c.chatMessage.type, type), eq(c.chatMessage.clientMsgId, clientMsgId)));
          if (dup) return { row: dup, fresh: false };
        }
        const seq = locked!.lastSeq + 1;
        const [row] = await tx
          .insert(c.chatMessage)
          .values({
            sessionId: session.sessionId,
            seq,
            type,
            contentType: input.content_type,
            content,
            goodsSkuId: input.goods_sku_id ?? 0,
            orderId: input.order_id ?? 0,
            card,
            servicerId: actor.role === 'servicer' ? actor.servicerId : null,
            clientMsgId,
          })
          .returning();
        await tx
          .update(c.chatSession)
          .set({
            lastSeq: seq,
            lastContent: content.slice(0, 600),
            lastContentType: input.content_type,
            lastTime: row!.createTime,
            // The sender has read everything up to their own message.
            ...(type === 0 ? { memberReadSeq: seq } : { servicerReadSeq: seq, servicerId: actor.role === 'servicer' ? actor.servicerId : locked!.servicerId }),
          })
          .where(eq(c.chatSession.sessionId, session.sessionId));
        return { row: row!, fresh: true };
      });
      const [message] = await toMessages([stored.row], session);
      // Stored first, published second: a lost publication is caught up by dialogs after_seq.
      await deps.publish({ kind: 'message', member_id: session.memberId, site_id: session.siteId, message: message! });
      return message!;
    },

    async dialogs(actor: ChatActor, input: ParsedRequestOf<'/servicer/api/chat/dialogs'>): Promise<ResponseOf<'/servicer/api/chat/dialogs'>> {
      const session = await sessionFor(actor, input);
      const where = eq(c.chatMessage.sessionId, session.sessionId);
      let rows: MessageRow[];
      let exhausted: boolean;
      if (input.after_seq !== undefined) {
        rows = await db.select().from(c.chatMessage).where(and(where, gt(c.chatMessage.seq, input.after_seq))).orderBy(asc(c.chatMessage.seq)).limit(input.page_size);
        exhausted = (rows.at(-1)?.seq ?? input.after_seq) >= session.lastSeq;
      } else {
        const before = input.before_seq > 0 ? input.before_seq : session.lastSeq + 1;
        rows = (await db.select().from(c.chatMessage).where(and(where, lt(c.chatMessage.seq, before))).orderBy(desc(c.chatMessage.seq)).limit(input.page_size)).reverse();
        exhausted = rows.length < input.page_size || rows[0]!.seq <= 1;
      }
      const [total] = await db.select({ n: count() }).from(c.chatMessage).where(where);
      const n = Number(total?.n ?? 0);
      return { list: await toMessages(rows, session), count: n, page_count: Math.ceil(n / input.page_size), exhausted, last_seq: session.lastSeq };
    },

    async setRead(actor: ChatActor, input: ParsedRequestOf<'/servicer/api/chat/setRead'>): Promise<ResponseOf<'/servicer/api/chat/setRead'>> {
      const session = await sessionFor(actor, input);
      const reader = actor.role;
      const column = reader === 'member' ? c.chatSession.memberReadSeq : c.chatSession.servicerReadSeq;
      const target = Math.min(input.seq ?? session.lastSeq, session.lastSeq);
      const [updated] = await db
        .update(c.chatSession)
        .set(reader === 'member' ? { memberReadSeq: sql`greatest(${column}, ${target})` } : { servicerReadSeq: sql`greatest(${column}, ${target})` })
        .where(eq(c.chatSession.sessionId, session.sessionId))
        .returning();
      const readSeq = reader === 'member' ? updated!.memberReadSeq : updated!.servicerReadSeq;
      await deps.publish({ kind: 'read', member_id: session.memberId, site_id: session.siteId, session_id: session.sessionId, reader, read_seq: readSeq });
      return { session_id: session.sessionId, read_seq: readSeq, unread: await unreadOf(updated!, reader) };
    },

    async bind(actor: ChatActor, input: ParsedRequestOf<'/servicer/api/chat/bind'>): Promise<ResponseOf<'/servicer/api/chat/bind'>> {
      if (actor.role !== 'member') throw new BusinessError('客服不能发起咨询', ErrorCode.BUSINESS);
      const s = await shopRow(input.site_id);
      let session = await sessionFor(actor, input, true);
      const current = session.servicerId
        ? (await db.select({ servicerId: c.chatServicer.servicerId, nickname: c.chatServicer.nickname, online: onlineSql() }).from(c.chatServicer).where(eq(c.chatServicer.servicerId, session.servicerId)))[0]
        : undefined;
      let chosen = current ? { ...current, online: !!current.online } : null;
      if (!chosen || !chosen.online) {
        const picked = await pickServicer(input.site_id);
        if (picked && (!chosen || picked.online)) chosen = picked;
      }
      if (chosen && chosen.servicerId !== session.servicerId) {
        [session] = await db.update(c.chatSession).set({ servicerId: chosen.servicerId }).where(eq(c.chatSession.sessionId, session.sessionId)).returning() as [SessionRow];
      }
      return {
        session_id: session.sessionId,
        site_id: s.siteId,
        shop_name: s.siteName,
        avatar: s.avatar,
        servicer_id: chosen?.servicerId ?? 0,
        servicer_nickname: chosen?.nickname ?? '',
        online: !!chosen?.online,
        last_seq: session.lastSeq,
        unread: await unreadOf(session, 'member'),
      };
    },

    async hasServicers(siteId: number): Promise<ResponseOf<'/servicer/api/chat/hasServicers'>> {
      const rows = await db
        .select({ online: onlineSql() })
        .from(c.chatServicer)
        .where(and(eq(c.chatServicer.siteId, siteId), eq(c.chatServicer.disabled, false)));
      return { has: rows.length > 0, online: rows.some((r) => !!r.online), count: rows.length };
    },

    async chatList(actor: ChatActor, input: ParsedRequestOf<'/servicer/api/chat/chatList'>): Promise<ResponseOf<'/servicer/api/chat/chatList'>> {
      const where = actor.role === 'member' ? eq(c.chatSession.memberId, actor.memberId) : eq(c.chatSession.siteId, actor.siteId);
      const [total] = await db.select({ n: count() }).from(c.chatSession).where(where);
      const n = Number(total?.n ?? 0);
      const readCol = actor.role === 'member' ? c.chatSession.memberReadSeq : c.chatSession.servicerReadSeq;
      const otherType = actor.role === 'member' ? 1 : 0;
      const rows = await db
        .select({
          s: c.chatSession,
          shopName: shop.siteName,
          avatar: shop.avatar,
          logo: shop.logo,
          nickname: member.nickname,
          username: member.username,
          headimg: member.headimg,
          unread: sql<number>`(select count(*)::int from chat_message m where m.session_id = ${c.chatSession.sessionId} and m.seq > ${readCol} and m.type = ${otherType})`,
          online: sql<boolean>`exists (select 1 from chat_servicer cs where cs.site_id = ${c.chatSession.siteId} and not cs.disabled and cs.online and cs.last_seen > now() - ${presenceMs} * interval '1 millisecond')`,
        })
        .from(c.chatSession)
        .innerJoin(shop, eq(shop.siteId, c.chatSession.siteId))
        .innerJoin(member, eq(member.memberId, c.chatSession.memberId))
        .where(where)
        .orderBy(desc(c.chatSession.lastTime), desc(c.chatSession.sessionId))
        .limit(input.page_size)
        .offset((input.page - 1) * input.page_size);
      // A member sees whether the shop's service is online; a servicer whether the buyer is (on any instance).
      const buyersOnline = actor.role === 'servicer' && deps.presence ? await deps.presence.online(rows.map((r) => r.s.memberId)) : null;
      return {
        count: n,
        page_count: Math.ceil(n / input.page_size),
        list: rows.map((r) => ({
          session_id: r.s.sessionId,
          shop_id: r.s.siteId,
          shop_name: r.shopName,
          avatar: r.avatar,
          logo: r.logo,
          member_id: r.s.memberId,
          nickname: r.nickname || r.username,
          member_headimg: r.headimg,
          online: buyersOnline ? buyersOnline.has(r.s.memberId) : !!r.online,
          add_time: secs(r.s.lastTime),
          content: r.s.lastContent,
          content_type: r.s.lastContentType,
          unread: Number(r.unread),
          servicer_id: r.s.servicerId ?? 0,
          last_seq: r.s.lastSeq,
        })),
      };
    },

    async bye(actor: ChatActor, input: ParsedRequestOf<'/servicer/api/chat/bye'>): Promise<boolean> {
      if (input.site_id || input.session_id) await sessionFor(actor, input);
      return true;
    },

    async buyerInfo(actor: ChatActor, sessionId: number): Promise<ResponseOf<'/servicer/api/chat/buyerInfo'>> {
      if (actor.role !== 'servicer') throw tokenError();
      const session = await sessionFor(actor, { session_id: sessionId });
      const [m] = await db.select().from(member).where(eq(member.memberId, session.memberId));
      const recent = await orderCards(and(eq(orders.memberId, session.memberId), eq(orders.siteId, session.siteId)), 5);
      const asked = await db
        .select({ card: c.chatMessage.card })
        .from(c.chatMessage)
        .where(and(eq(c.chatMessage.sessionId, session.sessionId), eq(c.chatMessage.contentType, 1), eq(c.chatMessage.type, 0)))
        .orderBy(desc(c.chatMessage.seq))
        .limit(20);
      const seen = new Set<number>();
      const goodsCards = asked.map((a) => a.card as ChatCard).filter((card) => card?.sku_id && !seen.has(card.sku_id) && seen.add(card.sku_id)).slice(0, 5);
      return { member_id: session.memberId, nickname: m?.nickname || m?.username || '', headimg: m?.headimg ?? '', orders: recent, goods: goodsCards };
    },

    async login(username: string, password: string, ok = true): Promise<ResponseOf<'/servicer/api/servicer/login'>> {
      const [s] = await db.select().from(c.chatServicer).where(eq(c.chatServicer.username, username));
      // One identity: a servicer linked to a console account signs in at the console only.
      if (s?.consoleAccountId != null) throw new BusinessError(CONSOLE_SERVICER_MESSAGE, ErrorCode.BUSINESS);
      const valid = await verifyPassword(password, s?.passwordHash ?? DUMMY_HASH);
      if (!s || !valid || !ok || s.disabled) throw new BusinessError('客服账号或密码错误', ErrorCode.BUSINESS);
      const token = newToken();
      await db.insert(c.chatServicerToken).values({ servicerId: s.servicerId, tokenHash: hashToken(token), expireTime: new Date(Date.now() + SERVICER_TOKEN_DAYS * DAY_MS) });
      return { ...(await service.info(s.servicerId)), servicer_token: token };
    },

    async logout(token: string | undefined): Promise<boolean> {
      if (!token || !TOKEN_PATTERN.test(token)) return false;
      const rows = await db.update(c.chatServicerToken).set({ revoked: true }).where(eq(c.chatServicerToken.tokenHash, hashToken(token))).returning({ id: c.chatServicerToken.id });
      return rows.length > 0;
    },

    async info(servicerId: number): Promise<ResponseOf<'/servicer/api/servicer/info'>> {
      const [row] = await db
        .select({ s: c.chatServicer, shopName: shop.siteName })
        .from(c.chatServicer)
        .innerJoin(shop, eq(shop.siteId, c.chatServicer.siteId))
        .where(eq(c.chatServicer.servicerId, servicerId));
      if (!row) throw tokenError();
      return { servicer_id: row.s.servicerId, site_id: row.s.siteId, shop_name: row.shopName, username: row.s.username, nickname: row.s.nickname, online: row.s.online };
    },

    async setOnline(servicerId: number, online: boolean) {
      await db.update(c.chatServicer).set({ online, lastSeen: new Date() }).where(eq(c.chatServicer.servicerId, servicerId));
      return service.info(servicerId);
    },

    /**
     * The servicer a console account answers chat as: its linked row, made on first use for an
     * account of the shop without one (a 店主 answering chat). Null when that row is disabled.
     */
    async servicerOfConsoleAccount(account: { accountId: number; shopId: number; username: string; realName: string }) {
      const linked = () => db.select().from(c.chatServicer).where(eq(c.chatServicer.consoleAccountId, account.accountId)).limit(1);
      let [row] = await linked();
      if (!row) {
        await db
          .insert(c.chatServicer)
          .values({ siteId: account.shopId, username: account.username, passwordHash: UNUSABLE_PASSWORD, nickname: account.realName || account.username, consoleAccountId: account.accountId })
          .onConflictDoNothing();
        [row] = await linked();
      }
      return row && !row.disabled && row.siteId === account.shopId ? row : null;
    },

    /** A token for one console socket (never sent to the browser); revoked when the socket closes. */
    async socketToken(servicerId: number, expires: Date): Promise<string> {
      const token = newToken();
      await db.insert(c.chatServicerToken).values({ servicerId, tokenHash: hashToken(token), expireTime: expires });
      return token;
    },

    /** A servicer's socket connected or pinged. */
    async touch(servicerId: number) {
      await db.update(c.chatServicer).set({ lastSeen: new Date() }).where(eq(c.chatServicer.servicerId, servicerId));
    },
  };
  return service;
}
export type ChatService = ReturnType<typeof createChatService>;
