import { useState, type FormEvent } from 'react';
import { useT } from '@mall/i18n';
import { CountdownButton, Input } from '@mall/ui';
import { SMS_CODE_LENGTH } from '@mall/rest-contract/constants';
import { CaptchaField, type CaptchaImage } from '../../../auth/components/AuthFields/AuthFields';
import {
  hasErrors,
  validateMobileChange,
  validateMobileForCode,
  type FormErrors,
  type MobileValues,
} from '../../lib/validation';
import * as shared from '../../lib/styles.css';
import { FormFooter } from '../../lib/FormFooter';
import * as styles from './MobileForm.css';

export interface MobileFormProps {
  /** The mobile bound now, shown masked by the server (138****8000). */
  currentMobile: string;
  captcha: CaptchaImage | null;
  onRefreshCaptcha: () => void;
  /** Asks for an SMS code to the new mobile; resolve true to start the 60-second wait. */
  onSendCode: (request: { mobile: string; captchaCode: string }) => Promise<boolean>;
  onSubmit: (values: { mobile: string; code: string }) => void;
  /** Seconds before another code may be asked for (the server's resendSeconds); default 60. */
  resendSeconds?: number;
  submitting?: boolean;
  error?: string | null;
}

/**
 * 更换手机: the new mobile (SPEC §5 rule, not the current one) and the image captcha are checked
 * before 获取验证码 sends anything; then the 6-digit SMS code binds the new mobile.
 */
export function MobileForm({
  currentMobile,
  captcha,
  onRefreshCaptcha,
  onSendCode,
  onSubmit,
  resendSeconds,
  submitting = false,
  error,
}: MobileFormProps) {
  const t = useT();
  const [values, setValues] = useState<MobileValues>({ mobile: '', captchaCode: '', code: '' });
  const [errors, setErrors] = useState<FormErrors<keyof MobileValues>>({});
  const set = (key: keyof MobileValues, value: string) => setValues((v) => ({ ...v, [key]: value }));

  const send = async () => {
    const found = validateMobileForCode(values, currentMobile);
    setErrors(found);
    if (hasErrors(found)) return false;
    return onSendCode({ mobile: values.mobile.trim(), captchaCode: values.captchaCode.trim() });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateMobileChange(values, currentMobile);
    setErrors(found);
    if (hasErrors(found)) return;
    onSubmit({ mobile: values.mobile.trim(), code: values.code.trim() });
  };

  return (
    <form className={`${shared.form} ${styles.frame}`} onSubmit={submit} noValidate aria-label={t('member.security.changeMobile')}>
      <p className={shared.muted}>{t('member.security.currentMobile', { mobile: currentMobile })}</p>
      <Input
        label={t('member.security.newMobile')}
        name="mobile"
        type="tel"
        inputMode="numeric"
        maxLength={11}
        value={values.mobile}
        error={errors.mobile}
        required
        onChange={(e) => set('mobile', e.target.value.replace(/\D/g, ''))}
      />
      <CaptchaField
        captcha={captcha}
        onRefresh={onRefreshCaptcha}
        value={values.captchaCode}
        error={errors.captchaCode}
        onChange={(v) => set('captchaCode', v)}
      />
      <div className={shared.row}>
        <Input
          label={t('member.security.smsCode')}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={SMS_CODE_LENGTH}
          value={values.code}
          error={errors.code}
          required
          onChange={(e) => set('code', e.target.value.replace(/\D/g, ''))}
        />
        <CountdownButton onSend={send} seconds={resendSeconds} />
      </div>
      <FormFooter error={error} submitting={submitting} submitLabel={t('member.security.changeMobile')} />
    </form>
  );
}
