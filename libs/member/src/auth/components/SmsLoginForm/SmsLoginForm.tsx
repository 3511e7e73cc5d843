import { useState, type FormEvent } from 'react';
import { m } from '@mall/i18n';
import { Checkbox, Stack } from '@mall/ui';
import { SendStatus, SmsCodeFields, type CodeSenderProps, type SubmitProps } from '../AuthFields/AuthFields';
import { LoginActions } from '../LoginForm/LoginForm';
import { AUTO_LOGIN_DAYS } from '../../types';
import { useSmsForm } from '../../useSendCode';
import { phoneProblem, smsCodeProblem } from '../../validation';
import * as styles from './SmsLoginForm.css';

export interface SmsLoginValues {
  mobile: string;
  code: string;
  /** 7 with 七天内自动登录 ticked, else 0 (this browser session). */
  autoLoginDays: number;
}

export interface SmsLoginFormProps extends CodeSenderProps, SubmitProps<SmsLoginValues> {
  /** Seconds between two codes; default 60. */
  resendSeconds?: number;
}

/**
 * 短信登录 tab of /login. Props: `captcha` ({id, image} or null while loading), `onRefreshCaptcha`,
 * `onSendCode({mobile, captchaCode})` → `{ok: true}` or `{ok: false, message}` (the server message, e.g. the
 * rate limit, shown inline), `onSubmit({mobile, code, autoLoginDays})` (7 with 七天内自动登录), `error`,
 * `submitting`, `resendSeconds` (default 60). A phone number outside SPEC §5 or a missing captcha is refused
 * before any call. The 获取验证码 countdown starts only after a successful send. States: empty, captcha loading,
 * sent, rate-limited, server error, submitting.
 */
export function SmsLoginForm({
  onSendCode,
  onSubmit,
  error,
  submitting,
  resendSeconds,
  ...captchaProps
}: SmsLoginFormProps) {
  const sms = useSmsForm({ mobile: '', captcha: '', code: '' }, onSendCode);
  const [auto, setAuto] = useState(false);
  const { values } = sms;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!sms.report({ mobile: phoneProblem(values.mobile), code: smsCodeProblem(values.code) })) return;
    sms.clear();
    onSubmit({
      mobile: values.mobile.trim(),
      code: values.code.trim(),
      autoLoginDays: auto ? AUTO_LOGIN_DAYS : 0,
    });
  };

  const message = sms.sendError ?? error ?? null;
  return (
    <Stack as="form" space="md" onSubmit={submit} noValidate aria-label={m['auth.smsLogin']()}>
      <SmsCodeFields form={sms} {...captchaProps} resendSeconds={resendSeconds} />
      <Checkbox
        className={styles.check}
        label={m['auth.autoLogin']()}
        checked={auto}
        onChange={(e) => setAuto(e.target.checked)}
      />
      <SendStatus sent={sms.sent} message={message} />
      <LoginActions submitting={submitting} />
    </Stack>
  );
}
