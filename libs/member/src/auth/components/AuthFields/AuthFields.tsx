import type { InputHTMLAttributes, ReactNode } from 'react';
import { m } from '@mall/i18n';
import { CountdownButton, cx, Inline, Input } from '@mall/ui';
import { SMS_CODE_LENGTH } from '@mall/rest-contract/rules';
import type { SendCode } from '../../types';
import { CaptchaAids } from '../CaptchaAids/CaptchaAids';
import type { SendCodeState, SmsField } from '../../useSendCode';
import type { Fields } from '../../useFields';
import * as form from '../../form.css';
import * as styles from './AuthFields.css';

/** The image captcha of the gateway's `captcha` query. */
export interface CaptchaImage {
  id: string;
  /** An image data URL. */
  image: string;
}

/** A form's image captcha (null while loading) and its refresh; the page loads both. */
export interface CaptchaProps {
  captcha: CaptchaImage | null;
  onRefreshCaptcha: () => void;
}

/** What a form that sends an SMS code gets from its page. */
export interface CodeSenderProps extends CaptchaProps {
  /** Sends the SMS; called only with a valid phone number and a typed captcha. */
  onSendCode: SendCode;
}

/** A form's submit, with the state of the page's call it starts. */
export interface SubmitProps<V> {
  onSubmit: (values: V) => void;
  /** The gateway's message for a failed call, shown inline. */
  error?: string | null;
  submitting?: boolean;
}

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'onChange' | 'value'> & {
  value: string;
  onChange: (value: string) => void;
  error?: ReactNode;
};

interface AuthInputProps extends FieldProps {
  label: string;
  /** Keeps digits only (phone numbers, SMS codes). */
  digits?: boolean;
  /** A button beside the input (the captcha image, 获取验证码). */
  side?: ReactNode;
}

/** A ui Input whose onChange gives the value, with an optional button beside it. */
function AuthInput({ digits, side, onChange, ...props }: AuthInputProps) {
  const input = (
    <Input
      {...props}
      className={props.className ?? (side ? styles.grow : undefined)}
      onChange={(e) => onChange(digits ? e.target.value.replace(/\D/g, '') : e.target.value)}
    />
  );
  if (!side) return input;
  return (
    <Inline space="sm" alignY="flex-start" wrap={false}>
      {input}
      {side}
    </Inline>
  );
}

/** 手机号: a tel field of at most 11 digits (SPEC §5); validation is the form's job. */
export function PhoneInput(props: FieldProps) {
  return (
    <AuthInput
      label={m['auth.mobile']()}
      name="mobile"
      type="tel"
      inputMode="numeric"
      autoComplete="tel"
      maxLength={11}
      placeholder={m['auth.mobilePlaceholder']()}
      {...props}
      digits
    />
  );
}

export interface CaptchaImageButtonProps {
  captcha: CaptchaImage | null;
  onRefresh: () => void;
  className?: string;
  imageClassName?: string;
}

/** The captcha image as a button: a click fetches a new one (the auth fields and the login form). */
export function CaptchaImageButton({
  captcha,
  onRefresh,
  className,
  imageClassName,
}: CaptchaImageButtonProps) {
  return (
    <button
      type="button"
      className={className}
      onClick={onRefresh}
      title={m['auth.refreshCaptcha']()}
      aria-label={m['auth.refreshCaptcha']()}
      data-testid="captcha-refresh"
    >
      {captcha && <img src={captcha.image} alt={m['auth.captchaAlt']()} className={imageClassName} />}
    </button>
  );
}

export interface CaptchaFieldProps extends FieldProps {
  captcha: CaptchaImage | null;
  onRefresh: () => void;
}

/**
 * 验证码: the image captcha field; clicking the image fetches a new one. Below it the captcha aids:
 * the picture magnified, or a proof of work that fills the code in without reading it.
 */
export function CaptchaField({ captcha, onRefresh, ...props }: CaptchaFieldProps) {
  const button = (
    <CaptchaImageButton
      captcha={captcha}
      onRefresh={onRefresh}
      className={cx(styles.captchaButton, styles.side)}
      imageClassName={styles.captchaImg}
    />
  );
  return (
    <div>
      <AuthInput
        label={m['auth.captcha']()}
        name="captcha"
        autoComplete="off"
        maxLength={8}
        placeholder={m['auth.captchaPlaceholder']()}
        {...props}
        side={button}
      />
      <CaptchaAids captcha={captcha} onCode={props.onChange} />
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

export interface CodeInputProps extends FieldProps {
  codeLength?: number;
  side?: ReactNode;
}

/** 短信验证码: digits only, codeLength of them. */
export function CodeInput({ codeLength = SMS_CODE_LENGTH, ...props }: CodeInputProps) {
  return (
    <AuthInput
      label={m['auth.mobileCode']()}
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={codeLength}
      placeholder={m['auth.mobileCodePlaceholder']({ length: codeLength })}
      {...props}
      digits
    />
  );
}

/** 短信验证码 with its 获取验证码 button (one code per resendSeconds, shown as a countdown). */
export function SmsCodeField({ onSend, resendSeconds, sendDisabled, ...props }: SmsCodeFieldProps) {
  const button = (
    <CountdownButton
      className={styles.side}
      seconds={resendSeconds}
      disabled={sendDisabled}
      onSend={onSend}
      data-testid="send-code"
    />
  );
  return <CodeInput {...props} side={button} />;
}

export interface SmsCodeFieldsProps extends CaptchaProps {
  /** The form's useSmsForm: the three fields' values and problems, and its send. */
  form: Pick<Fields<SmsField>, 'field'> & { send: () => Promise<boolean> };
  resendSeconds?: number;
}

/** 手机号, the image captcha and 短信验证码 with its 获取验证码: the code-sending part of the SMS forms. */
export function SmsCodeFields({ form: sms, captcha, onRefreshCaptcha, resendSeconds }: SmsCodeFieldsProps) {
  return (
    <>
      <PhoneInput {...sms.field('mobile')} />
      <CaptchaField captcha={captcha} onRefresh={onRefreshCaptcha} {...sms.field('captcha')} />
      <SmsCodeField {...sms.field('code')} onSend={sms.send} resendSeconds={resendSeconds} />
    </>
  );
}

/** A form's error line (the server's message or a refusal), read out as an alert. */
export function FormError({ error }: { error?: string | null }) {
  return error ? (
    <p className={form.error} role="alert">
      {error}
    </p>
  ) : null;
}

/** Under an SMS form: 验证码已发送至… after a send, unless there is a message to show instead. */
export function SendStatus({ sent, message }: { sent: SendCodeState['sent']; message: string | null }) {
  return (
    <>
      {sent && !message && (
        <p className={form.notice} role="status">
          {m['auth.codeSent'](sent)}
        </p>
      )}
      <FormError error={message} />
    </>
  );
}
