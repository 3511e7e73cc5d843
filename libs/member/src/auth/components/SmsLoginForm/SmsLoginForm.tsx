import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '@mall/i18n';
import { Button, Checkbox } from '@mall/ui';
import { CaptchaField, PhoneInput, SmsCodeField, type CaptchaImage } from '../AuthFields/AuthFields';
import { AUTO_LOGIN_DAYS, type SendCode } from '../../types';
import { useSendCode } from '../../useSendCode';
import {
  firstProblem,
  phoneProblem,
  problemText,
  requiredProblem,
  smsCodeProblem,
  type Problem,
} from '../../validation';
import * as form from '../../form.css';
import * as styles from './SmsLoginForm.css';

export interface SmsLoginValues {
  mobile: string;
  code: string;
  /** 7 with 七天内自动登录 ticked, else 0 (this browser session). */
  autoLoginDays: number;
}

export interface SmsLoginFormProps {
  /** The current image captcha; null while loading. */
  captcha: CaptchaImage | null;
  onRefreshCaptcha: () => void;
  /** Sends the login SMS; called only with a valid phone number and a typed captcha. */
  onSendCode: SendCode;
  onSubmit: (values: SmsLoginValues) => void;
  /** The gateway's message for a failed login, shown inline. */
  error?: string | null;
  submitting?: boolean;
  /** Seconds between two codes; default 60. */
  resendSeconds?: number;
}

type Field = 'mobile' | 'captcha' | 'code';

/** 短信登录 of /login: mobile + image captcha → SMS code → log in. */
export function SmsLoginForm({
  captcha,
  onRefreshCaptcha,
  onSendCode,
  onSubmit,
  error,
  submitting,
  resendSeconds,
}: SmsLoginFormProps) {
  const t = useT();
  const [values, setValues] = useState({ mobile: '', captcha: '', code: '', auto: false });
  const [problems, setProblems] = useState<Partial<Record<Field, Problem>>>({});
  const { sent, sendError, send: sendCode, clear } = useSendCode(onSendCode);

  const set = (field: Field) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setProblems((p) => ({ ...p, [field]: undefined }));
  };

  const send = async (): Promise<boolean> => {
    const mobile = phoneProblem(values.mobile);
    const captchaCode = requiredProblem(values.captcha, 'auth.captcha');
    setProblems((p) => ({ ...p, mobile: mobile ?? undefined, captcha: captchaCode ?? undefined }));
    if (mobile || captchaCode) return false;
    const ok = await sendCode({ mobile: values.mobile.trim(), captchaCode: values.captcha.trim() });
    // The captcha is spent either way: clear what was typed for the new image.
    setValues((v) => ({ ...v, captcha: '' }));
    return ok;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = { mobile: phoneProblem(values.mobile), code: smsCodeProblem(values.code) };
    setProblems((p) => ({ ...p, mobile: next.mobile ?? undefined, code: next.code ?? undefined }));
    if (firstProblem(next.mobile, next.code)) return;
    clear();
    onSubmit({
      mobile: values.mobile.trim(),
      code: values.code.trim(),
      autoLoginDays: values.auto ? AUTO_LOGIN_DAYS : 0,
    });
  };

  const text = (field: Field) => (problems[field] ? problemText(t, problems[field]) : undefined);
  const message = sendError ?? error ?? null;
  return (
    <form className={form.form} onSubmit={submit} noValidate aria-label={t('auth.smsLogin')}>
      <PhoneInput value={values.mobile} onChange={set('mobile')} error={text('mobile')} />
      <CaptchaField
        captcha={captcha}
        onRefresh={onRefreshCaptcha}
        value={values.captcha}
        onChange={set('captcha')}
        error={text('captcha')}
      />
      <SmsCodeField
        value={values.code}
        onChange={set('code')}
        error={text('code')}
        onSend={send}
        resendSeconds={resendSeconds}
      />
      <Checkbox
        className={styles.check}
        label={t('auth.autoLogin')}
        checked={values.auto}
        onChange={(e) => setValues((v) => ({ ...v, auto: e.target.checked }))}
      />
      {sent && !message && (
        <p className={form.notice} role="status">
          {t('auth.codeSent', sent)}
        </p>
      )}
      {message && (
        <p className={form.error} role="alert">
          {message}
        </p>
      )}
      <Button type="submit" variant="primary" size="lg" block loading={submitting} disabled={submitting}>
        {t('auth.login')}
      </Button>
      <div className={form.links}>
        <Link to="/find_pass">{t('auth.forgotPassword')}</Link>
        <Link to="/register">{t('auth.registerNow')}</Link>
      </div>
    </form>
  );
}
