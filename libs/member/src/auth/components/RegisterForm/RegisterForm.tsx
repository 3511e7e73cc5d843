import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '@mall/i18n';
import { Button, Checkbox, Input } from '@mall/ui';
import { AgreementDialog } from '../AgreementDialog/AgreementDialog';
import { CaptchaField, PhoneInput, SmsCodeField, type CaptchaImage } from '../AuthFields/AuthFields';
import { PasswordStrength } from '../PasswordStrength/PasswordStrength';
import type { SendCode } from '../../types';
import { useSendCode } from '../../useSendCode';
import {
  companyNameProblem,
  confirmProblem,
  creditCodeProblem,
  normalizeCreditCode,
  passwordProblem,
  phoneProblem,
  problemText,
  requiredProblem,
  smsCodeProblem,
  usernameProblem,
  type PasswordRules,
  type Problem,
} from '../../validation';
import * as form from '../../form.css';
import * as styles from './RegisterForm.css';

export type RegisterVariant = 'personal' | 'company';

/** The parts of the gateway's registerConfig the form needs. */
export interface RegisterFormConfig extends PasswordRules {
  /** e.g. 密码为 6-32 位，须同时包含字母和数字 */
  passwordRule: string;
  smsResendSeconds: number;
  /** The username may be left empty (the mobile number is then the username). */
  usernameOptional: boolean;
}

/** An agreement the user must accept; null content while it loads. */
export interface RegisterAgreement {
  kind: string;
  title: string;
  content: string | null;
}

export interface RegisterValues {
  type: 'PERSONAL' | 'COMPANY';
  mobile: string;
  code: string;
  password: string;
  /** Empty when left out (the mobile number becomes the username). */
  username: string;
  agreement: true;
  /** COMPANY only. */
  companyName?: string;
  /** COMPANY only, upper-cased. */
  creditCode?: string;
  /** COMPANY only. */
  contactName?: string;
}

export interface RegisterFormProps {
  variant: RegisterVariant;
  config: RegisterFormConfig;
  /** Shown as 《title》 links that open the text; all are accepted with one checkbox. */
  agreements: readonly RegisterAgreement[];
  captcha: CaptchaImage | null;
  onRefreshCaptcha: () => void;
  /** Sends the register SMS; only called with a valid phone number and a typed captcha. */
  onSendCode: SendCode;
  onSubmit: (values: RegisterValues) => void;
  /** The gateway's message for a failed registration, shown inline. */
  error?: string | null;
  submitting?: boolean;
  /** The query string to keep on the 去登录 link (the redirect target). */
  search?: string;
}

type Field =
  | 'companyName'
  | 'creditCode'
  | 'contactName'
  | 'username'
  | 'mobile'
  | 'captcha'
  | 'code'
  | 'password'
  | 'confirm';

const EMPTY: Record<Field, string> = {
  companyName: '',
  creditCode: '',
  contactName: '',
  username: '',
  mobile: '',
  captcha: '',
  code: '',
  password: '',
  confirm: '',
};

/**
 * /registerPersonal and /registerCompany: mobile + image captcha + SMS code + password (with
 * confirmation and a strength hint); the company variant adds unit name, unified social credit
 * code and contact person. Submitting stays disabled until the agreements are accepted.
 */
export function RegisterForm({
  variant,
  config,
  agreements,
  captcha,
  onRefreshCaptcha,
  onSendCode,
  onSubmit,
  error,
  submitting,
  search = '',
}: RegisterFormProps) {
  const t = useT();
  const id = useId();
  const company = variant === 'company';
  const [values, setValues] = useState(EMPTY);
  const [accepted, setAccepted] = useState(false);
  const [reading, setReading] = useState<RegisterAgreement | null>(null);
  const [problems, setProblems] = useState<Partial<Record<Field, Problem>>>({});
  const { sent, sendError, send: sendCode, clear } = useSendCode(onSendCode);

  const set = (field: Field) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setProblems((p) => ({ ...p, [field]: undefined }));
  };
  const bind = (field: Field) => ({
    value: values[field],
    onChange: (e: { target: { value: string } }) => set(field)(e.target.value),
    error: problems[field] ? problemText(t, problems[field]) : undefined,
  });

  const send = async (): Promise<boolean> => {
    const mobile = phoneProblem(values.mobile);
    const captchaCode = requiredProblem(values.captcha, 'auth.captcha');
    setProblems((p) => ({ ...p, mobile: mobile ?? undefined, captcha: captchaCode ?? undefined }));
    if (mobile || captchaCode) return false;
    const ok = await sendCode({ mobile: values.mobile.trim(), captchaCode: values.captcha.trim() });
    setValues((v) => ({ ...v, captcha: '' }));
    return ok;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!accepted) return;
    const next: Partial<Record<Field, Problem | null>> = {
      ...(company
        ? {
            companyName: companyNameProblem(values.companyName),
            creditCode: creditCodeProblem(values.creditCode),
            contactName: requiredProblem(values.contactName, 'auth.contactName'),
          }
        : { username: usernameProblem(values.username, config.usernameOptional) }),
      mobile: phoneProblem(values.mobile),
      code: smsCodeProblem(values.code),
      password: passwordProblem(values.password, config),
      confirm: confirmProblem(values.password, values.confirm),
    };
    const found = Object.fromEntries(Object.entries(next).filter(([, p]) => p)) as Partial<
      Record<Field, Problem>
    >;
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    clear();
    onSubmit({
      type: company ? 'COMPANY' : 'PERSONAL',
      mobile: values.mobile.trim(),
      code: values.code.trim(),
      password: values.password,
      username: company ? '' : values.username.trim(),
      agreement: true,
      ...(company
        ? {
            companyName: values.companyName.trim(),
            creditCode: normalizeCreditCode(values.creditCode),
            contactName: values.contactName.trim(),
          }
        : {}),
    });
  };

  const message = sendError ?? error ?? null;
  const typeName = t(company ? 'auth.company' : 'auth.personal');
  return (
    <form className={form.form} onSubmit={submit} noValidate aria-labelledby={`${id}-h`}>
      <h1 id={`${id}-h`} className={form.heading}>
        {t('auth.registerAs', { type: typeName })}
      </h1>
      {company ? (
        <>
          <Input
            label={t('auth.companyName')}
            name="companyName"
            autoComplete="organization"
            maxLength={64}
            placeholder={t('auth.companyNamePlaceholder')}
            {...bind('companyName')}
          />
          <Input
            label={t('auth.creditCode')}
            name="creditCode"
            autoComplete="off"
            maxLength={18}
            placeholder={t('auth.creditCodePlaceholder')}
            {...bind('creditCode')}
          />
          <Input
            label={t('auth.contactName')}
            name="contactName"
            autoComplete="name"
            maxLength={32}
            placeholder={t('auth.contactNamePlaceholder')}
            {...bind('contactName')}
          />
        </>
      ) : (
        <Input
          label={config.usernameOptional ? t('auth.usernameOptional') : t('auth.username')}
          name="username"
          autoComplete="username"
          maxLength={32}
          hint={config.usernameOptional ? t('auth.usernameHint') : undefined}
          {...bind('username')}
        />
      )}
      <PhoneInput value={values.mobile} onChange={set('mobile')} error={bind('mobile').error} />
      <CaptchaField
        captcha={captcha}
        onRefresh={onRefreshCaptcha}
        value={values.captcha}
        onChange={set('captcha')}
        error={bind('captcha').error}
      />
      <SmsCodeField
        value={values.code}
        onChange={set('code')}
        error={bind('code').error}
        onSend={send}
        resendSeconds={config.smsResendSeconds}
      />
      <Input
        label={t('auth.password')}
        name="password"
        type="password"
        autoComplete="new-password"
        maxLength={config.passwordMax}
        placeholder={t('auth.passwordPlaceholder')}
        {...bind('password')}
      />
      <PasswordStrength
        id={`${id}-strength`}
        value={values.password}
        rules={config}
        ruleText={config.passwordRule}
      />
      <Input
        label={t('auth.confirmPassword')}
        name="confirm"
        type="password"
        autoComplete="new-password"
        maxLength={config.passwordMax}
        placeholder={t('auth.confirmPasswordPlaceholder')}
        {...bind('confirm')}
      />
      <div className={styles.agreements}>
        <Checkbox
          name="agreement"
          label={t('auth.agreement')}
          checked={accepted}
          onChange={(e) => setAccepted(e.target.checked)}
          aria-describedby={`${id}-agreements`}
        />
        <span id={`${id}-agreements`}>
          {agreements.map((a) => (
            <button key={a.kind} type="button" className={styles.agreementLink} onClick={() => setReading(a)}>
              《{a.title}》
            </button>
          ))}
        </span>
      </div>
      {!accepted && <p className={form.hint}>{t('auth.agreementRequired')}</p>}
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
      <Button
        type="submit"
        variant="primary"
        size="lg"
        block
        loading={submitting}
        disabled={!accepted || submitting}
      >
        {t('auth.submitRegister')}
      </Button>
      <p className={styles.footer}>
        {t('auth.haveAccount')}
        <Link to={`/login${search}`}>{t('auth.goLogin')}</Link>
      </p>
      <AgreementDialog
        open={reading !== null}
        agreement={reading?.content != null ? { title: reading.title, content: reading.content } : null}
        fallbackTitle={reading?.title}
        onClose={() => setReading(null)}
        onAccept={() => {
          setAccepted(true);
          setReading(null);
        }}
      />
    </form>
  );
}
