import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { m } from '@mall/i18n';
import { Box, Button, Inline, Stack, Steps, useCountdown } from '@mall/ui';
import {
  CaptchaField,
  CodeInput,
  FormError,
  PhoneInput,
  type CodeSenderProps,
  type SubmitProps,
} from '../AuthFields/AuthFields';
import { NewPasswordFields } from '../PasswordStrength/PasswordStrength';
import type { FindPassStep } from '../../findPassword';
import { validMinutes } from '../../types';
import { useFields } from '../../useFields';
import {
  confirmProblem,
  passwordProblem,
  phoneProblem,
  requiredProblem,
  smsCodeProblem,
  type PasswordRules,
} from '../../validation';
import * as styles from './FindPasswordSteps.css';

/** 138****8000 */
export function maskMobile(mobile: string): string {
  return mobile.length === 11 ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : mobile;
}

/** A step's error line and its primary submit button. */
function StepSubmit({
  label,
  error,
  submitting,
}: {
  label: string;
  error?: string | null;
  submitting?: boolean;
}) {
  return (
    <>
      <FormError error={error} />
      <Button type="submit" variant="primary" size="lg" block loading={submitting} disabled={submitting}>
        {label}
      </Button>
    </>
  );
}

export interface FindPassMobileStepProps extends CodeSenderProps {
  /** The mobile of an earlier attempt, to start from. */
  defaultMobile?: string;
}

/** Step 1: mobile + image captcha → 下一步 sends the code. */
export function FindPassMobileStep({
  captcha,
  onRefreshCaptcha,
  onSendCode,
  defaultMobile = '',
}: FindPassMobileStepProps) {
  const { values, field, set, report } = useFields({ mobile: defaultMobile, captcha: '' });
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (
      !report({
        mobile: phoneProblem(values.mobile),
        captcha: requiredProblem(values.captcha, 'auth.captcha'),
      })
    ) {
      return;
    }
    setPending(true);
    try {
      const result = await onSendCode({ mobile: values.mobile.trim(), captchaCode: values.captcha.trim() });
      set('captcha')('');
      if (!result.ok) setError(result.message);
    } finally {
      setPending(false);
    }
  };
  return (
    <Stack as="form" space="md"
      className={styles.body}
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label={m['auth.stepMobile']()}
    >
      <PhoneInput {...field('mobile')} />
      <CaptchaField captcha={captcha} onRefresh={onRefreshCaptcha} {...field('captcha')} />
      <StepSubmit label={m['auth.next']()} error={error} submitting={pending} />
    </Stack>
  );
}

export interface FindPassCodeStepProps {
  /** Where the code went. */
  mobile: string;
  /** Epoch ms from which another code may be asked for; null for now. */
  resendAt: number | null;
  onCheckCode: (code: string) => void;
  /** Back to step 1 for another code (a new image captcha is needed). */
  onResend: () => void;
  error?: string | null;
  submitting?: boolean;
}

/** Step 2: the SMS code is checked by the server. */
export function FindPassCodeStep({
  mobile,
  resendAt,
  onCheckCode,
  onResend,
  error,
  submitting,
}: FindPassCodeStepProps) {
  const left = useCountdown(resendAt);
  const { values, field, report } = useFields({ code: '' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (report({ code: smsCodeProblem(values.code) })) onCheckCode(values.code.trim());
  };
  const waiting = left > 0;
  return (
    <Stack as="form" space="md" className={styles.body} onSubmit={submit} noValidate aria-label={m['auth.stepCode']()}>
      <p className={styles.sentTo} role="status">
        {m['auth.codeSent']({ mobile: maskMobile(mobile), minutes: validMinutes() })}
      </p>
      <CodeInput {...field('code')} />
      <FormError error={error} />
      <Box display="flex" gap="sm">
        <Button type="button" variant="secondary" size="lg" disabled={waiting} onClick={onResend}>
          {waiting ? m['auth.resendIn']({ seconds: Math.ceil(left / 1000) }) : m['auth.getCode']()}
        </Button>
        <Button type="submit" variant="primary" size="lg" block loading={submitting} disabled={submitting}>
          {m['auth.next']()}
        </Button>
      </Box>
    </Stack>
  );
}

export interface FindPassPasswordStepProps extends SubmitProps<string> {
  rules: PasswordRules;
  ruleText?: string;
}

/** Step 3: the new password, twice. */
export function FindPassPasswordStep({
  rules,
  ruleText,
  onSubmit,
  error,
  submitting,
}: FindPassPasswordStepProps) {
  const { values, bind, report } = useFields({ password: '', confirm: '' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { password, confirm } = values;
    if (report({ password: passwordProblem(password, rules), confirm: confirmProblem(password, confirm) })) {
      onSubmit(password);
    }
  };
  return (
    <Stack as="form" space="md" className={styles.body} onSubmit={submit} noValidate aria-label={m['auth.stepPassword']()}>
      <NewPasswordFields
        label={m['auth.newPassword']()}
        password={bind('password')}
        confirm={bind('confirm')}
        rules={rules}
        ruleText={ruleText}
      />
      <StepSubmit label={m['auth.confirmReset']()} error={error} submitting={submitting} />
    </Stack>
  );
}

export interface FindPassDoneStepProps {
  /** The login link, keeping a redirect query; default /login. */
  loginHref?: string;
  onRestart?: () => void;
}

/** Step 4: done, with a link to login. */
export function FindPassDoneStep({ loginHref = '/login', onRestart }: FindPassDoneStepProps) {
  return (
    <Stack space="md" align="center" className={styles.done}>
      <Inline as="span" space="none" align="center" wrap={false} className={styles.doneIcon} aria-hidden="true">
        ✓
      </Inline>
      <p className={styles.doneText} role="status">
        {m['auth.resetDone']()}
      </p>
      <Link to={loginHref}>{m['auth.loginNow']()}</Link>
      {onRestart && (
        <Button variant="text" onClick={onRestart}>
          {m['auth.restart']()}
        </Button>
      )}
    </Stack>
  );
}

export interface FindPasswordStepsProps extends CodeSenderProps {
  step: FindPassStep;
  /** Steps 1 and 2: the mobile the code went to. */
  mobile: string | null;
  resendAt: number | null;
  onCheckCode: (code: string) => void;
  onResend: () => void;
  onResetPassword: (password: string) => void;
  onRestart?: () => void;
  rules: PasswordRules;
  ruleText?: string;
  /** The gateway's message for the current step's call. */
  error?: string | null;
  submitting?: boolean;
  loginHref?: string;
}

/**
 * /find_pass (找回密码) in four steps under a Steps bar: 1 mobile + image captcha (下一步 sends the SMS; a bad phone
 * is refused without a call), 2 the SMS code (checked by the server; 获取验证码 waits for `resendAt`, then goes
 * back to step 1 for a new captcha), 3 new password + confirmation with the strength hint, 4 done with a link
 * to login. Props: `step` (0-3), `mobile`, `resendAt`, `captcha`, `onRefreshCaptcha`, `onSendCode`,
 * `onCheckCode`, `onResend`, `onResetPassword`, `onRestart`, `rules`, `ruleText`, `error`, `submitting`,
 * `loginHref`. The page keeps the one-time key in memory only. Each step is also exported on its own
 * (FindPassMobileStep …).
 */
export function FindPasswordSteps(props: FindPasswordStepsProps) {
  const { step, mobile } = props;
  const items = [
    { title: m['auth.stepMobile']() },
    { title: m['auth.stepCode']() },
    { title: m['auth.stepPassword']() },
    { title: m['auth.stepDone']() },
  ];
  return (
    <Stack space="xl">
      <Steps items={items} current={step === 3 ? 4 : step} label={m['auth.findPassSteps']()} />
      {step === 0 && (
        <FindPassMobileStep
          captcha={props.captcha}
          onRefreshCaptcha={props.onRefreshCaptcha}
          onSendCode={props.onSendCode}
          defaultMobile={mobile ?? ''}
        />
      )}
      {step === 1 && mobile && (
        <FindPassCodeStep
          mobile={mobile}
          resendAt={props.resendAt}
          onCheckCode={props.onCheckCode}
          onResend={props.onResend}
          error={props.error}
          submitting={props.submitting}
        />
      )}
      {step === 2 && (
        <FindPassPasswordStep
          rules={props.rules}
          ruleText={props.ruleText}
          onSubmit={props.onResetPassword}
          error={props.error}
          submitting={props.submitting}
        />
      )}
      {step === 3 && <FindPassDoneStep loginHref={props.loginHref} onRestart={props.onRestart} />}
    </Stack>
  );
}
