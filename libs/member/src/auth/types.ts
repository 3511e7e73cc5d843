import { SMS_CODE_TTL_SECONDS } from '@mall/rest-contract/rules';

/** What the SMS-sending forms pass to their page, and what they get back. */
export interface SmsRequest {
  mobile: string;
  /** The code typed from the image captcha (the page knows the captcha id). */
  captchaCode: string;
}

/** ok: the server sent the code; otherwise its message (wrong captcha, 请60秒后再试 …) is shown inline. */
export type SendResult = { ok: true; expireSeconds?: number } | { ok: false; message: string };


/** Whole minutes a code stays valid, for 验证码已发送…{{minutes}}分钟内有效. */
export function validMinutes(expireSeconds = SMS_CODE_TTL_SECONDS): number {
  return Math.max(1, Math.round(expireSeconds / 60));
}

export type SendCode = (request: SmsRequest) => Promise<SendResult>;

/** Auto-login duration of 七天内自动登录, in days (SPEC §4). */
export const AUTO_LOGIN_DAYS = 7;
