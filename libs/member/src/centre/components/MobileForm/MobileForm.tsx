import { m } from '@mall/i18n';
import { CountdownButton, Input } from '@mall/ui';
import { SMS_CODE_LENGTH } from '@mall/rest-contract/rules';
import { CaptchaField, type CaptchaImage } from '../../../auth/components/AuthFields/AuthFields';
import { validateMobileChange, validateMobileForCode, type MobileValues } from '../../lib/validation';
import * as styles from './MobileForm.css';
import { FormFooter, useForm, pageStyles as shared } from '@mall/page-kit';

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
 *
 * Changes the bound mobile (/member/security). Props: `currentMobile` (masked), `captcha` +
 * `onRefreshCaptcha`, `onSendCode({mobile, captchaCode})` → Promise<boolean> (true starts the 获取验证码
 * countdown), `onSubmit({mobile, code})`, `resendSeconds`, `submitting`, `error`. The new mobile must follow
 * SPEC §5 and differ from the current one; the SMS code has 6 digits. States: empty, refused input, code
 * sent, server error.
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
  const { values, set, errors, text, passes, submitWith } = useForm<MobileValues>({ mobile: '', captchaCode: '', code: '' });
  const digits = (raw: string) => raw.replace(/\D/g, '');

  const send = async () => {
    if (!passes((v) => validateMobileForCode(v, currentMobile))) return false;
    return onSendCode({ mobile: values.mobile.trim(), captchaCode: values.captchaCode.trim() });
  };
  const submit = submitWith(
    (v) => validateMobileChange(v, currentMobile),
    (v) => onSubmit({ mobile: v.mobile.trim(), code: v.code.trim() }),
  );

  return (
    <form className={`${shared.form} ${styles.frame}`} onSubmit={submit} noValidate aria-label={m['member.security.changeMobile']()}>
      <p className={shared.muted}>{m['member.security.currentMobile']({ mobile: currentMobile })}</p>
      <Input
        label={m['member.security.newMobile']()}
        type="tel"
        inputMode="numeric"
        maxLength={11}
        required
        {...text('mobile', digits)}
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
          label={m['member.security.smsCode']()}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={SMS_CODE_LENGTH}
          required
          {...text('code', digits)}
        />
        <CountdownButton onSend={send} seconds={resendSeconds} />
      </div>
      <FormFooter error={error} submitting={submitting} submitLabel={m['member.security.changeMobile']()} />
    </form>
  );
}
