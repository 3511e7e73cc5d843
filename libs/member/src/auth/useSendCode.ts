import { useState } from 'react';
import { validMinutes, type SendCode, type SmsRequest } from './types';
import { useFields, type Problems } from './useFields';
import { phoneProblem, requiredProblem } from './validation';

export interface SendCodeState {
  /** After a successful send: where it went and how long it stays valid. */
  sent: { mobile: string; minutes: number } | null;
  /** The server's refusal (wrong captcha, 请60秒后再试 …). */
  sendError: string | null;
  /** Calls onSendCode; resolves true when the code went out (the countdown then starts). */
  send: (request: SmsRequest) => Promise<boolean>;
  /** Forgets both messages (e.g. when the form is submitted). */
  clear: () => void;
}

/** The send-a-code half of the SMS forms: one message at a time, success or the server's refusal. */
export function useSendCode(onSendCode: SendCode): SendCodeState {
  const [sent, setSent] = useState<SendCodeState['sent']>(null);
  const [sendError, setSendError] = useState<string | null>(null);
  const send = async (request: SmsRequest) => {
    setSendError(null);
    setSent(null);
    const result = await onSendCode(request);
    if (!result.ok) {
      setSendError(result.message);
      return false;
    }
    setSent({ mobile: request.mobile, minutes: validMinutes(result.expireSeconds) });
    return true;
  };
  const clear = () => {
    setSendError(null);
    setSent(null);
  };
  return { sent, sendError, send, clear };
}

/** The fields of a form that sends an SMS code: the mobile, the image captcha and the code. */
export type SmsField = 'mobile' | 'captcha' | 'code';

/**
 * The fields of an SMS form (useFields) with its 获取验证码: `send` checks the mobile and the
 * captcha, sends the code and clears the spent captcha.
 */
export function useSmsForm<F extends string>(empty: Record<F | SmsField, string>, onSendCode: SendCode) {
  const fields = useFields<F | SmsField>(empty);
  const { send: sendCode, ...status } = useSendCode(onSendCode);
  const { values } = fields;
  const send = async (): Promise<boolean> => {
    const found = {
      mobile: phoneProblem(values.mobile),
      captcha: requiredProblem(values.captcha, 'auth.captcha'),
    };
    if (!fields.report(found as Problems<F | SmsField>)) return false;
    const ok = await sendCode({ mobile: values.mobile.trim(), captchaCode: values.captcha.trim() });
    // The captcha is spent either way: clear what was typed for the new image.
    fields.set('captcha')('');
    return ok;
  };
  return { ...fields, ...status, send };
}
