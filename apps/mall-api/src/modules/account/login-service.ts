// Password login with the image captcha, logout, and the session's member (/api/login/*,
// /api/member/info). Register, SMS login and find password are auth-service.ts beside it; the
// session and password primitives they share are in modules/member.
import type { LoginResult, MemberInfo } from '@mall/rest-contract';
import { ErrorCode } from '@mall/rest-contract';
import type { Db } from '../../db/client';
import { BusinessError, TOKEN_ERROR_MESSAGE } from '../../http/envelope';
import { fenToYuan } from '@mall/rest-contract/money';
import type { CaptchaStore } from '../captcha/service';
import { DUMMY_HASH, verifyPassword } from '../member/password';
import { findMemberForLogin, memberInfoRow } from '../member/queries';
import { revokeSession, startSession } from '../member/session';
import type { SessionCache } from '../member/session-cache';

/**
 * Slows and then refuses repeated login failures (guard.ts). `before` throws while
 * the account or address is locked; `failed` counts a failure and throws the message to answer;
 * `succeeded` clears the account's failures; `recentFailures` says whether the account or the
 * address failed within the window (then the image captcha is required).
 */
export interface LoginGuard {
  before(account: string, ip: string): Promise<void>;
  recentFailures(account: string, ip: string): Promise<boolean>;
  failed(account: string, ip: string, message: string): Promise<never>;
  succeeded(account: string): Promise<void>;
}
export const WRONG_CREDENTIALS = '账号或密码错误';
export const WRONG_CAPTCHA = '验证码错误或已失效，请刷新后重试';
export const SMS_ONLY_ACCOUNT = '该账号由所在单位导入，尚未设置密码，请使用手机验证码登录';
export const CAPTCHA_REQUIRED = '请输入图片验证码';

/** always: every password login needs the captcha; auto: only after failed attempts (env LOGIN_CAPTCHA). */
export type LoginCaptchaMode = 'always' | 'auto';

export interface LoginInput {
  username: string;
  password: string;
  captcha_id: string;
  captcha_code: string;
  auto_login: number;
}

export function createLoginService(db: Db, captchas: CaptchaStore, guard?: LoginGuard, sessions?: SessionCache, captchaMode: LoginCaptchaMode = 'auto') {
  /** Failures count per member (whichever name was typed) and per address. */
  const accountKey = (account: { memberId: number } | undefined, username: string) => (account ? `m:${account.memberId}` : `u:${username.toLowerCase()}`);
  const needsCaptcha = async (key: string | null, ip: string) =>
    captchaMode === 'always' || !guard || (await guard.recentFailures(key ?? '', ip));

  return {
    /** Whether the password login needs the image captcha now: always, or after a failure of the account (when named) or from the address. */
    async loginCaptcha(username: string, ip = '') {
      const key = username ? accountKey(await findMemberForLogin(db, username), username) : null;
      return { pc_login: await needsCaptcha(key, ip) };
    },

    async info(memberId: number): Promise<MemberInfo> {
      const row = await memberInfoRow(db, memberId);
      // The token outlived its member (deleted): treat it as a token error.
      if (!row) throw new BusinessError(TOKEN_ERROR_MESSAGE, ErrorCode.TOKEN_ERROR);
      return { ...row, member_level_name: row.member_level_name ?? '', balance: fenToYuan(row.balance) };
    },

    async login(input: LoginInput, ip = ''): Promise<LoginResult> {
      // A captcha sent is checked and spent first, so password guessing costs a fresh captcha each time.
      if (input.captcha_id || input.captcha_code) {
        if (!(await captchas.consume(input.captcha_id, input.captcha_code))) throw new BusinessError(WRONG_CAPTCHA);
      }
      const account = await findMemberForLogin(db, input.username);
      const key = accountKey(account, input.username);
      // Without one: refused when this account or address failed lately (or the site always asks).
      if (!input.captcha_id && (await needsCaptcha(key, ip))) throw new BusinessError(CAPTCHA_REQUIRED);
      await guard?.before(key, ip);
      // Accounts a unit imported or added by mobile have no password yet: SMS login only.
      if (account?.passwordHash === DUMMY_HASH) throw new BusinessError(SMS_ONLY_ACCOUNT);
      const matches = await verifyPassword(input.password, account?.passwordHash ?? DUMMY_HASH);
      if (!account || !matches) {
        if (guard) await guard.failed(key, ip, WRONG_CREDENTIALS);
        throw new BusinessError(WRONG_CREDENTIALS);
      }
      await guard?.succeeded(key);
      return startSession(db, account.memberId, input.auto_login);
    },

    /** Idempotent: logging out with an unknown or revoked token still succeeds. */
    async logout(token: string | undefined): Promise<boolean> {
      await revokeSession(db, token, sessions);
      return true;
    },
  };
}
export type LoginService = ReturnType<typeof createLoginService>;
