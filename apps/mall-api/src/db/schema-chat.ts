// Customer-service chat: servicers (a shop's 客服, signed in through the console account they are
// linked to; unlinked rows keep the chat's own login for tools and tests), sessions
// (member × shop) and messages with a per-session sequence. A message row is written (and the
// session's last_seq bumped in the same transaction) before anything is sent on a socket; read
// positions are sequences, so unread counts are exact counts of the other side's messages after them.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { member, shop } from './schema';
import { consoleAccount } from './schema-console';
import { createTime, id, ownedBy, ts } from './columns';


export const chatServicer = pgTable(
  'chat_servicer',
  {
    servicerId: id('servicer_id'),
    siteId: ownedBy('site_id', () => shop.siteId),
    username: varchar('username', { length: 64 }).notNull(),
    /** scrypt, as member.password_hash. */
    passwordHash: varchar('password_hash', { length: 255 }).notNull(),
    nickname: varchar('nickname', { length: 64 }).notNull(),
    /** The servicer's own online/offline switch. */
    online: boolean('online').notNull().default(false),
    /** Last socket activity (connect or ping); online counts only while this is recent. */
    lastSeen: ts('last_seen'),
    /** The console account (role 客服 or 店主) this servicer is: its console session is the chat's sign-in. */
    consoleAccountId: integer('console_account_id').references(() => consoleAccount.accountId, { onDelete: 'set null' }),
    /** Disabled with its console account: never assigned, never counted, never signed in. */
    disabled: boolean('disabled').notNull().default(false),
    createTime: createTime(),
  },
  (t) => [
    uniqueIndex('chat_servicer_username_uq').on(t.username),
    index('chat_servicer_site_idx').on(t.siteId),
    uniqueIndex('chat_servicer_console_account_uq').on(t.consoleAccountId).where(sql`${t.consoleAccountId} is not null`),
  ],
);

export const chatServicerToken = pgTable(
  'chat_servicer_token',
  {
    id: id('id'),
    servicerId: ownedBy('servicer_id', () => chatServicer.servicerId),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expireTime: ts('expire_time').notNull(),
    revoked: boolean('revoked').notNull().default(false),
  },
  (t) => [uniqueIndex('chat_servicer_token_hash_uq').on(t.tokenHash)],
);

export const chatSession = pgTable(
  'chat_session',
  {
    sessionId: id('session_id'),
    memberId: ownedBy('member_id', () => member.memberId),
    siteId: ownedBy('site_id', () => shop.siteId),
    servicerId: integer('servicer_id').references(() => chatServicer.servicerId, { onDelete: 'set null' }),
    /** Sequence of the newest message; the next message takes last_seq + 1 under the row lock. */
    lastSeq: integer('last_seq').notNull().default(0),
    memberReadSeq: integer('member_read_seq').notNull().default(0),
    servicerReadSeq: integer('servicer_read_seq').notNull().default(0),
    lastContent: varchar('last_content', { length: 600 }).notNull().default(''),
    lastContentType: smallint('last_content_type').notNull().default(0),
    lastTime: ts('last_time').notNull().defaultNow(),
    createTime: createTime(),
  },
  (t) => [
    uniqueIndex('chat_session_member_site_uq').on(t.memberId, t.siteId),
    index('chat_session_site_time_idx').on(t.siteId, t.lastTime),
    index('chat_session_member_time_idx').on(t.memberId, t.lastTime),
    check('chat_session_read_ck', sql`${t.memberReadSeq} <= ${t.lastSeq} and ${t.servicerReadSeq} <= ${t.lastSeq}`),
  ],
);

export const chatMessage = pgTable(
  'chat_message',
  {
    messageId: id('message_id'),
    sessionId: ownedBy('session_id', () => chatSession.sessionId),
    seq: integer('seq').notNull(),
    /** 0 buyer, 1 servicer. */
    type: smallint('type').notNull(),
    /** 0 text, 1 goods, 2 order, 3 image. */
    contentType: smallint('content_type').notNull(),
    content: text('content').notNull().default(''),
    goodsSkuId: integer('goods_sku_id').notNull().default(0),
    orderId: integer('order_id').notNull().default(0),
    /** Goods or order card as it was when sent. */
    card: jsonb('card'),
    servicerId: integer('servicer_id'),
    clientMsgId: varchar('client_msg_id', { length: 64 }).notNull().default(''),
    createTime: createTime(),
  },
  (t) => [
    uniqueIndex('chat_message_session_seq_uq').on(t.sessionId, t.seq),
    uniqueIndex('chat_message_client_uq').on(t.sessionId, t.type, t.clientMsgId).where(sql`${t.clientMsgId} <> ''`),
  ],
);
