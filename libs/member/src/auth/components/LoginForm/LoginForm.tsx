import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { m } from '@mall/i18n';
import { Box, Button, Inline, Stack, visuallyHidden } from '@mall/ui';
import { CaptchaImageButton, FormError, type CaptchaProps, type SubmitProps } from '../AuthFields/AuthFields';
import { CaptchaAids } from '../CaptchaAids/CaptchaAids';
import { AUTO_LOGIN_DAYS } from '../../types';
import * as form from '../../form.css';
import * as styles from './LoginForm.css';

export interface LoginValues {
  username: string;
  password: string;
  captchaCode: string;
  /** 7 with the auto-login box ticked, else 0 (browser session). */
  autoLoginDays: number;
}

export interface LoginFormProps extends CaptchaProps, SubmitProps<LoginValues> {
  /** Inside the login tabs: no frame of its own, and the heading is read to screen readers only. */
  bare?: boolean;
  /** Whether the image captcha is asked (loginNeedsCaptcha); without it the field is not shown nor required. Default true. */
  needsCaptcha?: boolean;
}

/** 账号 and 密码, as label-wrapped inputs. */
const ACCOUNT_FIELDS = [
  {
    name: 'username',
    label: m['auth.username'],
    placeholder: m['auth.usernamePlaceholder'],
    autoComplete: 'username',
    // Written out although it is the default: HTML_CodeSniffer checks autocomplete tokens against the
    // attribute and reports `username` on an input without one.
    type: 'text',
  },
  {
    name: 'password',
    label: m['auth.password'],
    placeholder: m['auth.passwordPlaceholder'],
    autoComplete: 'current-password',
    type: 'password',
  },
] as const;

/**
 * Account + password + image captcha login (SPEC §2 /login). Click the image to get a new one.
 *
 * Account login of /login. Props: `captcha` ({id, image} or null while loading), `onRefreshCaptcha` (clicking
 * the image), `onSubmit({username, password, captchaCode, autoLoginDays})` (7 when 七天内自动登录 is ticked, else
 * 0), `error` (the gateway message, shown inline), `submitting`, `needsCaptcha` (false: no captcha field, as
 * long as the address and account have not failed lately). Missing fields are reported inline. States:
 * empty, gateway error, submitting, captcha loading, without captcha.
 */
export function LoginForm({
  captcha,
  onRefreshCaptcha,
  onSubmit,
  error,
  submitting,
  bare = false,
  needsCaptcha = true,
}: LoginFormProps) {
  const id = useId();
  const [values, setValues] = useState({ username: '', password: '', captchaCode: '', auto: false });
  const [missing, setMissing] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const username = values.username.trim();
    const empty =
      (!username && m['auth.username']()) ||
      (!values.password && m['auth.password']()) ||
      (needsCaptcha && !values.captchaCode.trim() && m['auth.captcha']()) ||
      null;
    setMissing(empty ? m['error.required']({ field: empty }) : null);
    if (empty) return;
    onSubmit({
      username,
      password: values.password,
      captchaCode: values.captchaCode.trim(),
      autoLoginDays: values.auto ? AUTO_LOGIN_DAYS : 0,
    });
  };

  const message = missing ?? error ?? null;
  return (
    <Stack
      as="form"
      space="md"
      className={bare ? undefined : styles.form}
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-h`}
    >
      <h1 id={`${id}-h`} className={bare ? visuallyHidden : styles.heading}>
        {m['auth.accountLogin']()}
      </h1>
      {ACCOUNT_FIELDS.map(({ name, label, placeholder, ...attributes }) => (
        <Stack as="label" space="xxs" key={name} className={styles.field}>
          {label()}
          <input
            className={styles.input}
            {...attributes}
            name={name}
            placeholder={placeholder()}
            value={values[name]}
            onChange={(e) => setValues({ ...values, [name]: e.target.value })}
          />
        </Stack>
      ))}
      {needsCaptcha && (
        <Stack space="xxs" className={styles.field}>
          <label htmlFor={`${id}-captcha`}>{m['auth.captcha']()}</label>
          <Box display="flex" gap="sm" alignItems="stretch">
            <input
              id={`${id}-captcha`}
              className={styles.input}
              name="captcha"
              autoComplete="off"
              placeholder={m['auth.captchaPlaceholder']()}
              value={values.captchaCode}
              onChange={(e) => setValues({ ...values, captchaCode: e.target.value })}
            />
            <CaptchaImageButton
              captcha={captcha}
              onRefresh={onRefreshCaptcha}
              className={form.captchaFrame}
              imageClassName={styles.captchaImg}
            />
          </Box>
          <CaptchaAids captcha={captcha} onCode={(code) => setValues((v) => ({ ...v, captchaCode: code }))} />
        </Stack>
      )}
      <Inline as="label" space="xs" wrap={false} className={styles.check}>
        <input
          type="checkbox"
          checked={values.auto}
          onChange={(e) => setValues({ ...values, auto: e.target.checked })}
        />
        {m['auth.autoLogin']()}
      </Inline>
      <FormError error={message} />
      <LoginActions submitting={submitting} />
    </Stack>
  );
}

/** 登录 and the links under it (忘记密码, 立即注册), shared by both login forms. */
export function LoginActions({ submitting }: { submitting?: boolean }) {
  return (
    <>
      <Button type="submit" variant="primary" size="lg" block loading={submitting} disabled={submitting}>
        {m['auth.login']()}
      </Button>
      <Box display="flex" justifyContent="space-between" className={form.links}>
        <Link to="/find_pass">{m['auth.forgotPassword']()}</Link>
        <Link to="/register">{m['auth.registerNow']()}</Link>
      </Box>
    </>
  );
}
