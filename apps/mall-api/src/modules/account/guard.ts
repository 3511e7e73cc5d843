// The abuse limits of accounts, over one LimitStore (so they survive restarts and hold across
// instances): SMS sends per phone and per address, and login failures per account and per address.
import { ErrorCode } from '@mall/rest-contract';
import { BusinessError } from '../../http/envelope';
import type { LoginGuard } from './login-service';
import type { LimitStore } from './limit-store';

export interface AccountLimits {
  /** One SMS per phone per this many ms. */
  smsGapMs: number;
  /** SMS per phone per day (China date). */
  smsPerPhonePerDay: number;
  /** SMS per client address per day. */
  smsPerIpPerDay: number;
  /** Login failures per account within loginWindowMs before the account is refused for loginLockMs. */
  loginFailMax: number;
  /** Login failures per address within loginWindowMs before the address is refused for loginLockMs. */
  loginFailMaxPerIp: number;
  loginWindowMs: number;
  loginLockMs: number;
  /** From this many failures on, each further failure is answered after a growing delay. */
  loginSlowAfter: number;
  /** Delay per failure beyond loginSlowAfter − 1, capped at 4 steps. */
  loginSlowStepMs: number;
  /** /api/member/checkmobile per address per minute (it tells whether a number is registered). */
  checkMobilePerIpPerMinute: number;
}

export const DEFAULT_ACCOUNT_LIMITS: AccountLimits = {
  smsGapMs: 60_000,
  smsPerPhonePerDay: 10,
  smsPerIpPerDay: 30,
  loginFailMax: 5,
  loginFailMaxPerIp: 20,
  loginWindowMs: 15 * 60_000,
  loginLockMs: 15 * 60_000,
  loginSlowAfter: 3,
  loginSlowStepMs: 500,
  checkMobilePerIpPerMinute: 30,
};

const DAY_MS = 86_400_000;
/** The date in China (UTC+8) as yyyymmdd: daily caps roll over at local midnight. */
export const chinaDate = (now = new Date()) => new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 10).replace(/-/g, '');
const minutes = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const ATTEMPTS_LEFT = /，还可尝试 (\d+) 次$/;
const limited = (message: string) => new BusinessError(message, ErrorCode.RATE_LIMITED);

export function createAccountGuard(store: LimitStore, limits: AccountLimits) {
  const loginGuard: LoginGuard = {
    async before(account, ip) {
      for (const key of [`login:lock:a:${account}`, ip ? `login:lock:ip:${ip}` : '']) {
        if (!key) continue;
        const lock = await store.peek(key);
        if (lock) throw limited(`登录失败次数过多，请 ${minutes(lock.resetMs)} 分钟后再试`);
      }
    },
    async failed(account, ip, message) {
      const byAccount = await store.hit(`login:fail:a:${account}`, limits.loginWindowMs);
      const byIp = ip ? await store.hit(`login:fail:ip:${ip}`, limits.loginWindowMs) : { count: 0, resetMs: 0 };
      if (byAccount.count >= limits.loginFailMax || byIp.count >= limits.loginFailMaxPerIp) {
        const key = byAccount.count >= limits.loginFailMax ? `login:lock:a:${account}` : `login:lock:ip:${ip}`;
        await store.hit(key, limits.loginLockMs);
        await store.clear(byAccount.count >= limits.loginFailMax ? `login:fail:a:${account}` : `login:fail:ip:${ip}`);
        throw limited(`登录失败次数过多，请 ${minutes(limits.loginLockMs)} 分钟后再试`);
      }
      const slowSteps = Math.min(4, byAccount.count - limits.loginSlowAfter + 1);
      if (slowSteps > 0) await sleep(slowSteps * limits.loginSlowStepMs);
      // The message may already count down (a wrong SMS code's own attempts): say one number, the smaller.
      const own = ATTEMPTS_LEFT.exec(message);
      const base = own ? message.slice(0, own.index) : message;
      const left = Math.min(limits.loginFailMax - byAccount.count, own ? Number(own[1]) : Infinity);
      throw new BusinessError(own || left <= 2 ? `${base}，还可尝试 ${left} 次` : message);
    },
    async recentFailures(account, ip) {
      for (const key of [account ? `login:fail:a:${account}` : '', ip ? `login:fail:ip:${ip}` : '', account ? `login:lock:a:${account}` : '', ip ? `login:lock:ip:${ip}` : '']) {
        if (key && (await store.peek(key))) return true;
      }
      return false;
    },
    async succeeded(account) {
      await store.clear(`login:fail:a:${account}`);
    },
  };

  return {
    login: loginGuard,

    /** Refuses an SMS to `mobile` from `ip` when a limit is reached; counts it otherwise. */
    async smsSend(mobile: string, ip: string): Promise<void> {
      const gap = await store.hit(`sms:gap:${mobile}`, limits.smsGapMs);
      if (gap.count > 1) throw limited(`短信发送过于频繁，请 ${Math.max(1, Math.ceil(gap.resetMs / 1000))} 秒后再试`);
      const day = chinaDate();
      const perPhone = await store.hit(`sms:day:${mobile}:${day}`, DAY_MS);
      if (perPhone.count > limits.smsPerPhonePerDay) throw limited(`该手机号今日短信已达上限（${limits.smsPerPhonePerDay} 条），请明天再试`);
      if (ip) {
        const perIp = await store.hit(`sms:ipday:${ip}:${day}`, DAY_MS);
        if (perIp.count > limits.smsPerIpPerDay) throw limited('当前网络今日获取短信过多，请明天再试');
      }
    },

    async checkMobile(ip: string): Promise<void> {
      if (!ip) return;
      const hit = await store.hit(`checkmobile:ip:${ip}`, 60_000);
      if (hit.count > limits.checkMobilePerIpPerMinute) throw limited('操作过于频繁，请稍后再试');
    },
  };
}
export type AccountGuard = ReturnType<typeof createAccountGuard>;
