import type { InputHTMLAttributes, ReactNode } from 'react';
import { useT } from '@mall/i18n';
import { CountdownButton, Input, cx } from '@mall/ui';
import { SMS_CODE_LENGTH } from '@mall/rest-contract/constants';
import * as styles from './AuthFields.css';

/** The image captcha of the gateway's `captcha` query. */
export interface CaptchaImage {
  id: string;
  /** An image data URL. */
  image: string;
}

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'onChange' | 'value'> & {
  value: string;
  onChange: (value: string) => void;
  error?: ReactNode;
};

/** 手机号: a tel field of at most 11 digits (SPEC §5); validation is the form's job. */
export function PhoneInput({ value, onChange, error, ...rest }: FieldProps) {
  const t = useT();
  return (
    <Input
      label={t('auth.mobile')}
      name="mobile"
      type="tel"
      inputMode="numeric"
      autoComplete="tel"
      maxLength={11}
      placeholder={t('auth.mobilePlaceholder')}
      {...rest}
      value={value}
      error={error}
      onChange={(e) => onChange(e.target.value.replace(/\D/g, ''))}
    />
  );
}

export interface CaptchaFieldProps extends FieldProps {
  captcha: CaptchaImage | null;
  onRefresh: () => void;
}

/** 验证码: the image captcha field; clicking the image fetches a new one. */
export function CaptchaField({ captcha, onRefresh, value, onChange, error, ...rest }: CaptchaFieldProps) {
  const t = useT();
  return (
    <div className={styles.row}>
      <Input
        className={styles.grow}
        label={t('auth.captcha')}
        name="captcha"
        autoComplete="off"
        maxLength={8}
        placeholder={t('auth.captchaPlaceholder')}
        {...rest}
        value={value}
        error={error}
        onChange={(e) => onChange(e.target.value)}
      />
      <button
        type="button"
        className={cx(styles.captchaButton, styles.side)}
        onClick={onRefresh}
        title={t('auth.refreshCaptcha')}
        aria-label={t('auth.refreshCaptcha')}
        data-testid="captcha-refresh"
      >
        {captcha && <img src={captcha.image} alt={t('auth.captchaAlt')} className={styles.captchaImg} />}
      </button>
    </div>
  );
}

export interface SmsCodeFieldProps extends FieldProps {
  /**
   * Sends the code: check the other fields first and resolve false (no call) when they are bad;
   * resolve true once the server accepted, which starts the resend countdown.
   */
  onSend: () => Promise<boolean>;
  /** Seconds between two codes (the register config's smsResendSeconds). */
  resendSeconds?: number;
  sendDisabled?: boolean;
  codeLength?: number;
}

/** 短信验证码 with its 获取验证码 button (one code per resendSeconds, shown as a countdown). */
export function SmsCodeField({
  onSend,
  resendSeconds,
  sendDisabled,
  codeLength = SMS_CODE_LENGTH,
  value,
  onChange,
  error,
  ...rest
}: SmsCodeFieldProps) {
  const t = useT();
  return (
    <div className={styles.row}>
      <Input
        className={styles.grow}
        label={t('auth.mobileCode')}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={codeLength}
        placeholder={t('auth.mobileCodePlaceholder', { length: codeLength })}
        {...rest}
        value={value}
        error={error}
        onChange={(e) => onChange(e.target.value.replace(/\D/g, ''))}
      />
      <CountdownButton
        className={styles.side}
        seconds={resendSeconds}
        disabled={sendDisabled}
        onSend={onSend}
        data-testid="send-code"
      />
    </div>
  );
}
