import { useState } from 'react';
import { validMinutes, type SendCode, type SmsRequest } from './types';

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
