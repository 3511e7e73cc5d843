// Drizzle tables of the console: accounts (not members), roles as data, sessions, sign-in challenges,
// TOTP recovery codes and the append-only audit log (ARCHITECTURE §4).
import { sql } from 'drizzle-orm';
import { bigint, boolean, customType, index, integer, jsonb, pgTable, primaryKey, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { shop, website } from './schema';
import { createTime, id, ownedBy, ts } from './columns';

/** Roles, seeded from ROLE_DEFINITIONS of @mall/rest-contract; scope platform or shop. */
export const consoleRole = pgTable('console_role', {
  role: varchar('role', { length: 32 }).primaryKey(),
  name: varchar('name', { length: 32 }).notNull(),
  scope: varchar('scope', { length: 16 }).notNull(),
  totpRequired: boolean('totp_required').notNull().default(true),
});

/** Role → allowed action; the table mall-api checks on every console call. */
export const consoleRoleAction = pgTable(
  'console_role_action',
  {
    role: varchar('role', { length: 32 })
      .notNull()
      .references(() => consoleRole.role, { onDelete: 'cascade' }),
    action: varchar('action', { length: 64 }).notNull(),
  },
  (t) => [primaryKey({ name: 'console_role_action_pk', columns: [t.role, t.action] })],
);

export const consoleAccount = pgTable(
  'console_account',
  {
    accountId: id('account_id'),
    username: varchar('username', { length: 32 }).notNull(),
    realName: varchar('real_name', { length: 32 }).notNull().default(''),
    /** scrypt$N$r$p$salt$hash (modules/member/password.ts). */
    passwordHash: varchar('password_hash', { length: 255 }).notNull(),
    role: varchar('role', { length: 32 })
      .notNull()
      .references(() => consoleRole.role),
    /** Null for platform accounts; the shop a shop account belongs to. */
    shopId: integer('shop_id').references(() => shop.siteId, { onDelete: 'cascade' }),
    /** Null except for site roles; the branch site a site account may edit (and nothing else). */
    siteId: integer('site_id').references(() => website.siteId, { onDelete: 'cascade' }),
    disabled: boolean('disabled').notNull().default(false),
    /** Base32 TOTP secret once enrolled; null until then (or after a reset). */
    totpSecret: varchar('totp_secret', { length: 64 }),
    /** The 30-second step of the last TOTP code accepted: a code of this step or an earlier one is refused (no replay). */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    failedCount: smallint('failed_count').notNull().default(0),
    lockedUntil: ts('locked_until'),
    lastLoginTime: ts('last_login_time'),
    createTime: createTime(),
  },
  (t) => [uniqueIndex('console_account_username_uq').on(sql`lower(${t.username})`), index('console_account_shop_idx').on(t.shopId), index('console_account_site_idx').on(t.siteId)],
);

/** Sessions: only the sha256 of the token and of its CSRF token are stored. */
export const consoleSession = pgTable(
  'console_session',
  {
    id: id('id'),
    accountId: ownedBy('account_id', () => consoleAccount.accountId),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    csrfHash: varchar('csrf_hash', { length: 64 }).notNull(),
    /** Absolute end (12 h after sign-in). */
    expireTime: ts('expire_time').notNull(),
    /** Idle timeout counts from here (30 min). */
    lastSeen: ts('last_seen').notNull().defaultNow(),
    revoked: boolean('revoked').notNull().default(false),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    createTime: createTime(),
  },
  (t) => [uniqueIndex('console_session_token_uq').on(t.tokenHash), index('console_session_account_idx').on(t.accountId)],
);

/**
 * The ticket between the password step and the TOTP step (5 minutes, one use). `pendingSecret` holds
 * the secret being enrolled until its first code proves the authenticator has it.
 */
export const consoleChallenge = pgTable('console_challenge', {
  challengeHash: varchar('challenge_hash', { length: 64 }).primaryKey(),
  accountId: ownedBy('account_id', () => consoleAccount.accountId),
  pendingSecret: varchar('pending_secret', { length: 64 }),
  expireTime: ts('expire_time').notNull(),
  used: boolean('used').notNull().default(false),
  createTime: createTime(),
});

/** TOTP recovery codes: a salted scrypt-free sha256 each (random 50-bit codes), one use each. */
export const consoleRecoveryCode = pgTable(
  'console_recovery_code',
  {
    id: id('id'),
    accountId: ownedBy('account_id', () => consoleAccount.accountId),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    usedTime: ts('used_time'),
  },
  (t) => [index('console_recovery_code_account_idx').on(t.accountId)],
);

/**
 * Who did what in the console, and every sign-in. Append-only: triggers of migration 0017 refuse
 * UPDATE and DELETE, and no code path issues either. account_id is kept as a plain number (no
 * foreign key) so a row outlives anything it names.
 */
export const consoleAudit = pgTable(
  'console_audit',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    time: ts('time').notNull().defaultNow(),
    accountId: integer('account_id'),
    username: varchar('username', { length: 64 }).notNull(),
    role: varchar('role', { length: 32 }).notNull().default(''),
    action: varchar('action', { length: 64 }).notNull(),
    targetType: varchar('target_type', { length: 32 }).notNull().default(''),
    targetId: varchar('target_id', { length: 64 }).notNull().default(''),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    /** ok | refused */
    outcome: varchar('outcome', { length: 16 }).notNull().default('ok'),
  },
  (t) => [
    index('console_audit_time_idx').on(t.time.desc(), t.id.desc()),
    index('console_audit_account_idx').on(t.username, t.time.desc()),
    index('console_audit_action_idx').on(t.action, t.time.desc()),
    index('console_audit_target_idx').on(t.targetType, t.targetId, t.time.desc()),
  ],
);

const bytes = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * A spreadsheet export, made by a job of the queue: the row holds the request (who, which export,
 * its filters) and then the file, so any instance can answer the download. Rows older than a week
 * are removed by the next export.
 */
export const consoleExport = pgTable(
  'console_export',
  {
    id: id('export_id'),
    accountId: integer('account_id').notNull(),
    username: varchar('username', { length: 64 }).notNull(),
    role: varchar('role', { length: 32 }).notNull(),
    shopId: integer('shop_id'),
    name: varchar('name', { length: 32 }).notNull(),
    filters: jsonb('filters').$type<Record<string, unknown>>().notNull(),
    /** queued | done | failed */
    state: varchar('state', { length: 16 }).notNull().default('queued'),
    title: varchar('title', { length: 64 }).notNull().default(''),
    rows: integer('rows'),
    file: bytes('file'),
    error: varchar('error', { length: 200 }),
    createTime: createTime(),
    finishTime: ts('finish_time'),
  },
  (t) => [index('console_export_account_idx').on(t.accountId, t.createTime.desc())],
);
