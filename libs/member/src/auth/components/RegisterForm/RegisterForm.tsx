import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '@mall/i18n';
import { Box, Button, Checkbox, Inline, Input } from '@mall/ui';
import { AgreementDialog } from '../AgreementDialog/AgreementDialog';
import { SendStatus, SmsCodeFields, type CodeSenderProps, type SubmitProps } from '../AuthFields/AuthFields';
import { NewPasswordFields } from '../PasswordStrength/PasswordStrength';
import { useSmsForm } from '../../useSendCode';
import {
  companyNameProblem,
  confirmProblem,
  creditCodeProblem,
  normalizeCreditCode,
  passwordProblem,
  phoneProblem,
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

export interface RegisterFormProps extends CodeSenderProps, SubmitProps<RegisterValues> {
  variant: RegisterVariant;
  config: RegisterFormConfig;
  /** Shown as 《title》 links that open the text; all are accepted with one checkbox. */
  agreements: readonly RegisterAgreement[];
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

/** The company variant's own fields (单位名称, 统一社会信用代码, 联系人), each with its placeholder. */
const COMPANY_FIELDS = [
  { name: 'companyName', autoComplete: 'organization', maxLength: 64 },
  { name: 'creditCode', autoComplete: 'off', maxLength: 18 },
  { name: 'contactName', autoComplete: 'name', maxLength: 32 },
] as const;

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
 * /registerPersonal and /registerCompany. Props: `variant` (personal | company), `config` (password min/max
 * and rule text, SMS resend seconds, whether the username is optional, from registerConfig), `agreements`
 * ({kind, title, content}: shown as 《title》 buttons opening an AgreementDialog), `captcha`,
 * `onRefreshCaptcha`, `onSendCode` (→ {ok} or {ok: false, message}), `onSubmit(values)`, `error`,
 * `submitting`, `search` (kept on the 去登录 link). The company variant adds unit name, 18-character unified
 * social credit code (format and check character) and contact. Submit stays disabled until the agreements are
 * accepted. States: empty, company, long unit name, rate-limited, server error, submitting.
 */
export function RegisterForm({
  variant,
  config,
  agreements,
  onSendCode,
  onSubmit,
  error,
  submitting,
  search = '',
  ...captchaProps
}: RegisterFormProps) {
  const t = useT();
  const id = useId();
  const company = variant === 'company';
  const [accepted, setAccepted] = useState(false);
  const [reading, setReading] = useState<RegisterAgreement | null>(null);
  const fields = useSmsForm(EMPTY, onSendCode);
  const { values, bind } = fields;

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
    fields.setProblems(found);
    if (Object.keys(found).length > 0) return;
    fields.clear();
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

  const message = fields.sendError ?? error ?? null;
  const typeName = t(company ? 'auth.company' : 'auth.personal');
  return (
    <form className={form.form} onSubmit={submit} noValidate aria-labelledby={`${id}-h`}>
      <h1 id={`${id}-h`} className={form.heading}>
        {t('auth.registerAs', { type: typeName })}
      </h1>
      {company ? (
        <>
          {COMPANY_FIELDS.map(({ name, ...attributes }) => (
            <Input
              key={name}
              label={t(`auth.${name}`)}
              name={name}
              {...attributes}
              placeholder={t(`auth.${name}Placeholder`)}
              {...bind(name)}
            />
          ))}
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
      <SmsCodeFields form={fields} {...captchaProps} resendSeconds={config.smsResendSeconds} />
      <NewPasswordFields
        label={t('auth.password')}
        password={bind('password')}
        confirm={bind('confirm')}
        rules={config}
        ruleText={config.passwordRule}
        strengthId={`${id}-strength`}
      />
      <Inline space="xxs" className={styles.agreements}>
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
      </Inline>
      {!accepted && <p className={form.hint}>{t('auth.agreementRequired')}</p>}
      <SendStatus sent={fields.sent} message={message} />
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
      <Box as="p" display="flex" justifyContent="center" gap="xs" className={styles.footer}>
        {t('auth.haveAccount')}
        <Link to={`/login${search}`}>{t('auth.goLogin')}</Link>
      </Box>
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
