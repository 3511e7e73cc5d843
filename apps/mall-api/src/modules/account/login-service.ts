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

/**
 * Slows and then refuses repeated login failures (guard.ts). `before` throws while
 * the account or address is locked; `failed` counts a failure and throws the message to answer;
 * `succeeded` clears the account's failures.
 */
export interface LoginGuard {
  before(account: string, ip: string): Promise<void>;
  failed(account: string, ip: string, message: string): Promise<never>;
  succeeded(account: string): Promise<void>;
}
export const WRONG_CREDENTIALS = '账号或密码错误';
export const WRONG_CAPTCHA = '验证码错误或已失效，请刷新后重试';
export const SMS_ONLY_ACCOUNT = '该账号由所在单位导入，尚未设置密码，请使用手机验证码登录';

export interface LoginInput {
  username: string;
  password: string;
  captcha_id: string;
  captcha_code: string;
  auto_login: number;
}

export function createLoginService(db: Db, captchas: CaptchaStore, guard?: LoginGuard) {
  return {
    /** The password login always asks for the image captcha. */
    loginCaptcha: () => ({ pc_login: true }),

    async info(memberId: number): Promise<MemberInfo> {
      const row = await memberInfoRow(db, memberId);
      // The token outlived its member (deleted): treat it as a token error.
      if (!row) throw new BusinessError(TOKEN_ERROR_MESSAGE, ErrorCode.TOKEN_ERROR);
      return { ...row, member_level_name: row.member_level_name ?? '', balance: fenToYuan(row.balance) };
    },

    async login(input: LoginInput, ip = ''): Promise<LoginResult> {
      // The captcha is checked and spent first, so password guessing costs a fresh captcha each time.
      if (!(await captchas.consume(input.captcha_id, input.captcha_code))) throw new BusinessError(WRONG_CAPTCHA);
      const account = await findMemberForLogin(db, input.username);
      // Failures count per member (whichever name was typed) and per address.
      const key = account ? `m:${account.memberId}` : `u:${input.username.toLowerCase()}`;
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
      await revokeSession(db, token);
      return true;
    },
  };
}
export type LoginService = ReturnType<typeof createLoginService>;
