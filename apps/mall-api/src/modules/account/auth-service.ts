// Register, SMS login, find password and the security settings (password, mobile); the password
// login and logout are login-service.ts.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, or } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ErrorCode,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PASSWORD_RULE_TEXT,
  PHONE_PATTERN,
  REGISTER_TYPES,
  SMS_RESEND_SECONDS,
  type Agreement,
  type LoginResult,
  type RegisterConfig,
  type SmsSent,
  type registerRequest,
} from '@mall/rest-contract';
import type { Db } from '../../db/client';
import { member, memberLevel } from '../../db/schema';
import { agreement, memberProfile, passwordResetKey } from '../../db/schema-account';
import { BusinessError } from '../../http/envelope';
import type { CaptchaStore } from '../captcha/service';
import { WRONG_CAPTCHA } from './login-service';
import { hashPassword, verifyPassword } from '../member/password';
import { revokeMemberSessions, startSession } from '../member/session';
import type { SessionCache } from '../member/session-cache';
import type { AccountGuard } from './guard';
import type { SmsCodes, SmsPurpose, SmsSender } from './sms';

export const AGREEMENT_KEYS = {
  '/api/register/aggrement': 'register',
  '/api/register/aggrementCompany': 'company',
  '/api/register/aggrementPrivacy': 'privacy',
  '/api/register/aggrementSafegus': 'safeguard',
} as const;

export const MOBILE_TAKEN = '该手机号已注册，请直接登录';
export const MOBILE_UNKNOWN = '该手机号未注册';
export const USERNAME_TAKEN = '用户名已被使用';
export const RESET_KEY_INVALID = '重置凭证无效或已过期，请重新验证手机号';
const RESET_TTL_MS = 5 * 60_000;

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
type RegisterInput = z.output<typeof registerRequest>;

async function memberByMobile(db: Db, mobile: string) {
  const [row] = await db
    .select({ memberId: member.memberId, status: member.status, passwordHash: member.passwordHash })
    .from(member)
    .where(eq(member.mobile, mobile))
    .limit(1);
  return row ?? null;
}

/** Postgres unique violation (23505) of the named index. */
const isUniqueViolation = (error: unknown, index: string) => {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const c = e.cause ?? e;
  return c.code === '23505' && (!c.constraint || c.constraint === index);
};

export function createAuthService(db: Db, deps: { captchas: CaptchaStore; codes: SmsCodes; sender: SmsSender; guard: AccountGuard; sessions?: SessionCache }) {
  const { captchas, codes, sender, guard } = deps;

  /** Captcha first, then the purpose's rule, then the limits; then a code is stored and sent. */
  async function sendCode(purpose: SmsPurpose, input: { mobile: string; captcha_id: string; captcha_code: string }, ip: string, currentMemberId?: number): Promise<SmsSent> {
    if (!(await captchas.consume(input.captcha_id, input.captcha_code))) throw new BusinessError(WRONG_CAPTCHA);
    const existing = await memberByMobile(db, input.mobile);
    if ((purpose === 'register' || purpose === 'modifymobile') && existing) {
      throw new BusinessError(purpose === 'modifymobile' && existing.memberId === currentMemberId ? '新手机号与当前手机号相同' : MOBILE_TAKEN);
    }
    if ((purpose === 'login' || purpose === 'findpassword') && (!existing || existing.status !== 1)) throw new BusinessError(MOBILE_UNKNOWN);
    await guard.smsSend(input.mobile, ip);
    const code = await codes.issue(input.mobile, purpose);
    await sender.send(input.mobile, purpose, code);
    return { expire_seconds: Math.round(codes.ttlMs / 1000), resend_seconds: SMS_RESEND_SECONDS };
  }

  async function requireCode(mobile: string, purpose: SmsPurpose, code: string) {
    const check = await codes.verify(mobile, purpose, code);
    if (!check.ok) throw new BusinessError(check.message);
  }

  return {
    async agreement(key: string): Promise<Agreement> {
      const [row] = await db.select({ title: agreement.title, content: agreement.content }).from(agreement).where(eq(agreement.key, key));
      if (!row) throw new BusinessError('协议不存在', ErrorCode.NOT_FOUND);
      return row;
    },

    config(): RegisterConfig {
      return {
        register_types: [...REGISTER_TYPES],
        mobile_required: true,
        sms_required: true,
        username_optional: true,
        agreement_required: true,
        password_min: PASSWORD_MIN,
        password_max: PASSWORD_MAX,
        password_rule: PASSWORD_RULE_TEXT,
        phone_pattern: PHONE_PATTERN.source,
        sms_resend_seconds: SMS_RESEND_SECONDS,
      };
    },

    sendCode,

    async checkMobile(mobile: string, ip: string) {
      await guard.checkMobile(ip);
      return { registered: (await memberByMobile(db, mobile)) !== null };
    },

    async register(input: RegisterInput): Promise<LoginResult> {
      if (await memberByMobile(db, input.mobile)) throw new BusinessError(MOBILE_TAKEN);
      const username = input.username || input.mobile;
      const [taken] = await db
        .select({ id: member.memberId })
        .from(member)
        .where(or(eq(member.username, username), eq(member.mobile, username)))
        .limit(1);
      if (taken) throw new BusinessError(USERNAME_TAKEN);
      // The code is spent only when the rest is acceptable, so a taken username does not cost a new SMS.
      await requireCode(input.mobile, 'register', input.code);
      const passwordHash = await hashPassword(input.password, randomBytes(16));
      const [level] = await db.select({ id: memberLevel.levelId }).from(memberLevel).orderBy(memberLevel.growth).limit(1);
      let memberId: number;
      try {
        memberId = await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(member)
            .values({ username, mobile: input.mobile, passwordHash, nickname: input.register_type === 'company' ? input.company_name : `用户${input.mobile.slice(-4)}`, levelId: level?.id ?? null })
            .returning({ id: member.memberId });
          await tx.insert(memberProfile).values(
            input.register_type === 'company'
              ? {
                  memberId: row.id,
                  registerType: 'company',
                  companyName: input.company_name,
                  creditCode: input.credit_code,
                  contactName: input.contact_name,
                  contactMobile: input.contact_mobile || input.mobile,
                  companyAddress: input.company_address,
                }
              : { memberId: row.id, registerType: 'personal' },
          );
          return row.id;
        });
      } catch (error) {
        // Two registrations racing for one mobile or username: the unique indexes decide.
        if (isUniqueViolation(error, 'member_mobile_uq')) throw new BusinessError(MOBILE_TAKEN);
        if (isUniqueViolation(error, 'member_username_uq')) throw new BusinessError(USERNAME_TAKEN);
        throw error;
      }
      return startSession(db, memberId, input.auto_login);
    },

    async mobileLogin(input: { mobile: string; code: string; auto_login: number }, ip: string): Promise<LoginResult> {
      const account = await memberByMobile(db, input.mobile);
      const key = account ? `m:${account.memberId}` : `u:${input.mobile}`;
      await guard.login.before(key, ip);
      const check = await codes.verify(input.mobile, 'login', input.code);
      if (!check.ok || !account || account.status !== 1) return guard.login.failed(key, ip, check.ok ? MOBILE_UNKNOWN : check.message);
      await guard.login.succeeded(key);
      return startSession(db, account.memberId, input.auto_login);
    },

    /** Checks the find-password code and hands out a one-time key for the new password. */
    async checkResetCode(mobile: string, code: string) {
      const account = await memberByMobile(db, mobile);
      if (!account) throw new BusinessError(MOBILE_UNKNOWN);
      await requireCode(mobile, 'findpassword', code);
      const key = randomBytes(24).toString('hex');
      await db.insert(passwordResetKey).values({ keyHash: sha256(key), memberId: account.memberId, expireTime: new Date(Date.now() + RESET_TTL_MS) });
      return { key, expire_seconds: RESET_TTL_MS / 1000 };
    },

    /** Sets the new password with the key (one use) and ends every session of the member. */
    async resetPassword(input: { mobile: string; key: string; password: string }) {
      const account = await memberByMobile(db, input.mobile);
      if (!account) throw new BusinessError(RESET_KEY_INVALID);
      const passwordHash = await hashPassword(input.password, randomBytes(16));
      const done = await db.transaction(async (tx) => {
        const spent = await tx
          .update(passwordResetKey)
          .set({ used: true })
          .where(
            and(
              eq(passwordResetKey.keyHash, sha256(input.key)),
              eq(passwordResetKey.memberId, account.memberId),
              eq(passwordResetKey.used, false),
              gt(passwordResetKey.expireTime, new Date()),
            ),
          )
          .returning({ memberId: passwordResetKey.memberId });
        if (spent.length === 0) return false;
        await tx.update(member).set({ passwordHash }).where(eq(member.memberId, account.memberId));
        return true;
      });
      if (!done) throw new BusinessError(RESET_KEY_INVALID);
      await revokeMemberSessions(db, account.memberId, undefined, deps.sessions);
      return true;
    },

    /** Changes the password after checking the old one; other sessions end, this one stays. */
    async modifyPassword(memberId: number, tokenId: number, input: { old_password: string; new_password: string }) {
      const [row] = await db.select({ hash: member.passwordHash }).from(member).where(eq(member.memberId, memberId));
      if (!row || !(await verifyPassword(input.old_password, row.hash))) throw new BusinessError('原密码不正确');
      if (input.old_password === input.new_password) throw new BusinessError('新密码不能与原密码相同');
      await db
        .update(member)
        .set({ passwordHash: await hashPassword(input.new_password, randomBytes(16)) })
        .where(eq(member.memberId, memberId));
      await revokeMemberSessions(db, memberId, tokenId, deps.sessions);
      return true;
    },

    /** Binds a new mobile after checking the SMS code sent to it. */
    async modifyMobile(memberId: number, input: { mobile: string; code: string }) {
      const existing = await memberByMobile(db, input.mobile);
      if (existing) throw new BusinessError(existing.memberId === memberId ? '新手机号与当前手机号相同' : MOBILE_TAKEN);
      await requireCode(input.mobile, 'modifymobile', input.code);
      try {
        await db.update(member).set({ mobile: input.mobile }).where(eq(member.memberId, memberId));
      } catch (error) {
        if (isUniqueViolation(error, 'member_mobile_uq')) throw new BusinessError(MOBILE_TAKEN);
        throw error;
      }
      return true;
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
