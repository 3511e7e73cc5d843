// Console sign-in: password and image captcha, then TOTP (or its enrolment) for platform accounts;
// lockout after CONSOLE_LOCKOUT_FAILURES wrong passwords or codes in a row. Every attempt, succeeded
// or refused, is an audit row.
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { generateSecret, generateURI, verify as verifyTotp } from 'otplib';
import QRCode from 'qrcode';
import {
  CONSOLE_LOCKOUT_FAILURES,
  CONSOLE_LOCKOUT_MS,
  ConsoleErrorCode,
  ROLE_DEFINITIONS,
  isConsoleRole,
  type consoleAuthEndpoints,
} from '@mall/rest-contract';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { consoleAccount, consoleChallenge, consoleRecoveryCode } from '../../db/schema-console';
import { BusinessError, unixSeconds } from '../../http/envelope';
import { DUMMY_HASH, verifyPassword } from '../member/password';
import type { CaptchaStore } from '../captcha/service';
import { writeAudit } from './audit';
import { dropOldSessions, randomToken, sha256Hex, startConsoleSession } from './session';

type LoginInput = z.output<(typeof consoleAuthEndpoints)['/admin/api/auth/login']['request']>;
type LoginStep = z.output<(typeof consoleAuthEndpoints)['/admin/api/auth/login']['response']>;
type TotpInput = z.output<(typeof consoleAuthEndpoints)['/admin/api/auth/totp']['request']>;
type SessionAnswer = z.output<(typeof consoleAuthEndpoints)['/admin/api/auth/totp']['response']>;

const CHALLENGE_TTL_MS = 5 * 60_000;
export const TOTP_ISSUER = '消费帮扶商城控制台';
const RECOVERY_CODES = 10;
const WRONG_CREDENTIALS = '账号或密码错误';

type Account = typeof consoleAccount.$inferSelect;

const lockedMessage = (until: Date, now: Date) => `登录失败次数过多，账号已锁定，请 ${Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000))} 分钟后再试`;

/**
 * The 30-second step of a TOTP code of the current step or one step either side (clock drift); null
 * when the code matches none of them.
 */
export async function totpStep(secret: string, code: string, now = new Date()): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  try {
    const result = await verifyTotp({ secret, token: code, epochTolerance: 30, epoch: Math.floor(now.getTime() / 1000) });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    return null;
  }
}

/**
 * Records `step` as the account's last accepted TOTP step, only if it is later than the one stored:
 * a code is accepted once, and two sign-ins racing with the same code cannot both win.
 */
async function claimTotpStep(tx: Tx, accountId: number, step: number): Promise<boolean> {
  const claimed = await tx
    .update(consoleAccount)
    .set({ totpLastStep: step })
    .where(and(eq(consoleAccount.accountId, accountId), or(isNull(consoleAccount.totpLastStep), lt(consoleAccount.totpLastStep, step))))
    .returning({ id: consoleAccount.accountId });
  return claimed.length > 0;
}

const TOTP_REPLAYED = '该动态验证码已使用过，请等待验证器显示下一个验证码';

const normaliseRecovery = (code: string) => code.trim().toLowerCase().replace(/[^0-9a-z]/g, '');
const recoveryHash = (accountId: number, code: string) => sha256Hex(`${accountId}:${normaliseRecovery(code)}`);

/** Ten fresh recovery codes for an account (the old ones are dropped); the plain codes are shown once. */
export async function issueRecoveryCodes(tx: Db | Tx, accountId: number): Promise<string[]> {
  await tx.delete(consoleRecoveryCode).where(eq(consoleRecoveryCode.accountId, accountId));
  const codes = Array.from({ length: RECOVERY_CODES }, () => randomBytes(6).toString('hex').replace(/(.{4})(.{4})(.{4})/, '$1-$2-$3'));
  await tx.insert(consoleRecoveryCode).values(codes.map((code) => ({ accountId, codeHash: recoveryHash(accountId, code) })));
  return codes;
}

async function useRecoveryCode(tx: Tx, accountId: number, code: string, now: Date): Promise<boolean> {
  const used = await tx
    .update(consoleRecoveryCode)
    .set({ usedTime: now })
    .where(and(eq(consoleRecoveryCode.accountId, accountId), eq(consoleRecoveryCode.codeHash, recoveryHash(accountId, code)), isNull(consoleRecoveryCode.usedTime)))
    .returning({ id: consoleRecoveryCode.id });
  return used.length > 0;
}

export function createConsoleAuth(db: Db, captchas: CaptchaStore) {
  const audit = (tx: Db | Tx, account: Pick<Account, 'accountId' | 'username' | 'role'> | { accountId: null; username: string; role: string }, ip: string, action: string, outcome: 'ok' | 'refused', reason?: string) =>
    writeAudit(tx, { accountId: account.accountId, username: account.username, role: account.role, ip }, { action, targetType: 'console_account', targetId: account.accountId ?? '', after: reason ? { reason } : null }, outcome);

  /** Counts a wrong password or code; the CONSOLE_LOCKOUT_FAILURES-th locks the account. Answers the message to show. */
  async function countFailure(tx: Db | Tx, account: Account, now: Date): Promise<string> {
    const failures = account.failedCount + 1;
    if (failures >= CONSOLE_LOCKOUT_FAILURES) {
      const until = new Date(now.getTime() + CONSOLE_LOCKOUT_MS);
      await tx.update(consoleAccount).set({ failedCount: 0, lockedUntil: until }).where(eq(consoleAccount.accountId, account.accountId));
      return lockedMessage(until, now);
    }
    await tx.update(consoleAccount).set({ failedCount: failures }).where(eq(consoleAccount.accountId, account.accountId));
    return '';
  }

  async function accountByName(username: string): Promise<Account | undefined> {
    const [row] = await db.select().from(consoleAccount).where(sql`lower(${consoleAccount.username}) = ${username.toLowerCase()}`).limit(1);
    return row;
  }

  async function finish(tx: Db | Tx, account: Account, ip: string, now: Date, recoveryCodes: string[] | null): Promise<SessionAnswer> {
    await dropOldSessions(tx);
    const session = await startConsoleSession(tx, account.accountId, ip, now);
    await tx.update(consoleAccount).set({ failedCount: 0, lockedUntil: null, lastLoginTime: now }).where(eq(consoleAccount.accountId, account.accountId));
    await audit(tx, account, ip, 'auth.login', 'ok');
    return { token: session.token, csrf_token: session.csrfToken, expires: unixSeconds(session.expires), recovery_codes: recoveryCodes };
  }

  /** Refusal that is recorded: the audit row is written outside any rolled-back transaction. */
  async function refuse(account: Account | null, username: string, ip: string, message: string, code: number = ConsoleErrorCode.LOCKED, action = 'auth.login'): Promise<never> {
    await audit(db, account ?? { accountId: null, username, role: '' }, ip, action, 'refused', message);
    throw new BusinessError(message, code);
  }

  return {
    async login(input: LoginInput, ip: string, now = new Date()): Promise<LoginStep> {
      if (!(await captchas.consume(input.captcha_id, input.captcha_code))) {
        return refuse(null, input.username, ip, '验证码错误或已过期，请刷新后重试', -2);
      }
      const account = await accountByName(input.username);
      if (!account) {
        await verifyPassword(input.password, DUMMY_HASH);
        return refuse(null, input.username, ip, WRONG_CREDENTIALS, -2);
      }
      if (account.lockedUntil && account.lockedUntil > now) return refuse(account, input.username, ip, lockedMessage(account.lockedUntil, now));
      if (!(await verifyPassword(input.password, account.passwordHash))) {
        const locked = await countFailure(db, account, now);
        return refuse(account, input.username, ip, locked || WRONG_CREDENTIALS, locked ? ConsoleErrorCode.LOCKED : -2);
      }
      if (account.disabled) return refuse(account, input.username, ip, '该账号已停用，请联系超级管理员', -2);
      const role = isConsoleRole(account.role) ? ROLE_DEFINITIONS[account.role] : null;
      const needsTotp = account.totpSecret !== null || (role?.totpRequired ?? true);
      if (!needsTotp) {
        const session = await db.transaction((tx) => finish(tx, account, ip, now, null));
        return { step: 'done', challenge: null, otpauth_url: null, qr_data_url: null, session };
      }
      const challenge = randomToken();
      const pendingSecret = account.totpSecret ? null : generateSecret();
      await db.insert(consoleChallenge).values({
        challengeHash: sha256Hex(challenge),
        accountId: account.accountId,
        pendingSecret,
        expireTime: new Date(now.getTime() + CHALLENGE_TTL_MS),
      });
      await db.update(consoleAccount).set({ failedCount: 0 }).where(eq(consoleAccount.accountId, account.accountId));
      if (!pendingSecret) return { step: 'totp', challenge, otpauth_url: null, qr_data_url: null, session: null };
      const otpauthUrl = generateURI({ issuer: TOTP_ISSUER, label: account.username, secret: pendingSecret });
      return { step: 'enrol', challenge, otpauth_url: otpauthUrl, qr_data_url: await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 200 }), session: null };
    },

    async totp(input: TotpInput, ip: string, now = new Date()): Promise<SessionAnswer> {
      const [ticket] = await db
        .select()
        .from(consoleChallenge)
        .where(and(eq(consoleChallenge.challengeHash, sha256Hex(input.challenge)), eq(consoleChallenge.used, false), gt(consoleChallenge.expireTime, now)))
        .limit(1);
      if (!ticket) throw new BusinessError('登录已超时，请重新输入账号和密码', -2);
      const [account] = await db.select().from(consoleAccount).where(eq(consoleAccount.accountId, ticket.accountId)).limit(1);
      if (!account || account.disabled) return refuse(account ?? null, '', ip, '该账号已停用，请联系超级管理员', -2, 'auth.totp');
      if (account.lockedUntil && account.lockedUntil > now) return refuse(account, account.username, ip, lockedMessage(account.lockedUntil, now), ConsoleErrorCode.LOCKED, 'auth.totp');
      const enrolling = ticket.pendingSecret !== null;
      const secret = ticket.pendingSecret ?? account.totpSecret;
      let replayed = false;
      const result = await db.transaction(async (tx) => {
        const step = secret === null ? null : await totpStep(secret, input.code, now);
        let accepted = false;
        if (step !== null) {
          accepted = await claimTotpStep(tx, account.accountId, step);
          replayed = !accepted;
        } else if (!enrolling) accepted = await useRecoveryCode(tx, account.accountId, input.code, now);
        if (!accepted) return null;
        const [ticketUsed] = await tx
          .update(consoleChallenge)
          .set({ used: true })
          .where(and(eq(consoleChallenge.challengeHash, ticket.challengeHash), eq(consoleChallenge.used, false)))
          .returning({ id: consoleChallenge.challengeHash });
        // Two answers to one ticket at once: only the first signs in.
        if (!ticketUsed) throw new BusinessError('登录已超时，请重新输入账号和密码', -2);
        let codes: string[] | null = null;
        if (enrolling) {
          await tx.update(consoleAccount).set({ totpSecret: ticket.pendingSecret }).where(eq(consoleAccount.accountId, account.accountId));
          codes = await issueRecoveryCodes(tx, account.accountId);
        }
        return finish(tx, account, ip, now, codes);
      });
      if (result) return result;
      const locked = await countFailure(db, account, now);
      return refuse(account, account.username, ip, locked || (replayed ? TOTP_REPLAYED : '动态验证码或恢复码不正确'), locked ? ConsoleErrorCode.LOCKED : -2, 'auth.totp');
    },
  };
}
export type ConsoleAuth = ReturnType<typeof createConsoleAuth>;
