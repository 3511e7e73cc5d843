import type { LoginResult, MemberInfo } from '@mall/rest-contract';
import { ErrorCode } from '@mall/rest-contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { member, memberToken } from '../../db/schema';
import { BusinessError, TOKEN_ERROR_MESSAGE, unixSeconds, yuan } from '../../http/envelope';
import type { CaptchaStore } from '../captcha/service';
import { DUMMY_HASH, verifyPassword } from './password';
import { findMemberForLogin, memberInfoRow } from './queries';
import { hashToken, newToken, revokeSession } from './session';

const DAY_MS = 86_400_000;
export const WRONG_CREDENTIALS = '账号或密码错误';
export const WRONG_CAPTCHA = '验证码错误或已失效，请刷新后重试';

export interface LoginInput {
  username: string;
  password: string;
  captcha_id: string;
  captcha_code: string;
  auto_login: number;
}

export function createMemberService(db: Db, captchas: CaptchaStore) {
  return {
    async info(memberId: number): Promise<MemberInfo> {
      const row = await memberInfoRow(db, memberId);
      // The token outlived its member (deleted): treat it as a token error.
      if (!row) throw new BusinessError(TOKEN_ERROR_MESSAGE, ErrorCode.TOKEN_ERROR);
      return { ...row, member_level_name: row.member_level_name ?? '', balance: yuan(row.balance) };
    },

    async login(input: LoginInput): Promise<LoginResult> {
      // The captcha is checked and spent first, so password guessing costs a fresh captcha each time.
      if (!(await captchas.consume(input.captcha_id, input.captcha_code))) throw new BusinessError(WRONG_CAPTCHA);
      const account = await findMemberForLogin(db, input.username);
      const matches = await verifyPassword(input.password, account?.passwordHash ?? DUMMY_HASH);
      if (!account || !matches) throw new BusinessError(WRONG_CREDENTIALS);

      const token = newToken();
      const now = new Date();
      // auto_login 0 is a browser-session login; the server still ends it after a day.
      const expire = new Date(now.getTime() + (input.auto_login || 1) * DAY_MS);
      await db.transaction(async (tx) => {
        await tx.insert(memberToken).values({ memberId: account.memberId, tokenHash: hashToken(token), expireTime: expire, autoLogin: input.auto_login });
        await tx.update(member).set({ lastLoginTime: now }).where(eq(member.memberId, account.memberId));
      });
      return { token, expire_time: input.auto_login ? unixSeconds(expire) : 0, auto_login: input.auto_login };
    },

    /** Idempotent: logging out with an unknown or revoked token still succeeds. */
    async logout(token: string | undefined): Promise<boolean> {
      await revokeSession(db, token);
      return true;
    },
  };
}
export type MemberService = ReturnType<typeof createMemberService>;
