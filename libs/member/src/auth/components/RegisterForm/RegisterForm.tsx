import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { m } from '@mall/i18n';
import { Box, Button, Checkbox, Inline, Input, Stack } from '@mall/ui';
import { AgreementDialog } from '../AgreementDialog/AgreementDialog';
import { SendStatus, SmsCodeFields, type CodeSenderProps, type SubmitProps } from '../AuthFields/AuthFields';
import { NewPasswordFields } from '../PasswordStrength/PasswordStrength';
import { useSmsForm, type SmsField } from '../../useSendCode';
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
  /**
   * Whether a mobile number is already registered (the gateway's mobileRegistered): asked once per
   * number, when a whole number has stood for a moment or the field is left. A failure says nothing
   * (the register call still refuses a taken number).
   */
  checkMobile?: (mobile: string) => Promise<boolean>;
}

/** How long a typed whole number stands before it is checked (the check is rate-limited per address). */
export const MOBILE_CHECK_DELAY_MS = 500;

/**
 * The registered-mobile check of the register form: `taken` is the last number found registered;
 * `check` asks once per valid number (never for a number already asked about).
 */
function useMobileCheck(mobile: string, checkMobile: RegisterFormProps['checkMobile']) {
  const [taken, setTaken] = useState<string | null>(null);
  const asked = useRef(new Set<string>());
  const check = (value: string) => {
    const number = value.trim();
    if (!checkMobile || phoneProblem(number) || asked.current.has(number)) return;
    asked.current.add(number);
    checkMobile(number).then(
      (registered) => {
        if (registered) setTaken(number);
      },
      () => asked.current.delete(number),
    );
  };
  const latest = useRef(check);
  latest.current = check;
  useEffect(() => {
    const timer = setTimeout(() => latest.current(mobile), MOBILE_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [mobile]);
  return { taken: taken !== null && taken === mobile.trim(), check };
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

/** The company variant's own fields (单位名称, 统一社会信用代码, 联系人), each with its label and placeholder. */
const COMPANY_FIELDS = [
  {
    name: 'companyName',
    label: m['auth.companyName'],
    placeholder: m['auth.companyNamePlaceholder'],
    autoComplete: 'organization',
    maxLength: 64,
  },
  {
    name: 'creditCode',
    label: m['auth.creditCode'],
    placeholder: m['auth.creditCodePlaceholder'],
    autoComplete: 'off',
    maxLength: 18,
  },
  {
    name: 'contactName',
    label: m['auth.contactName'],
    placeholder: m['auth.contactNamePlaceholder'],
    autoComplete: 'name',
    maxLength: 32,
  },
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
 * `submitting`, `search` (kept on the 去登录 link), `checkMobile` (says under 手机号 at once that a number is
 * registered, and no code is sent to it). The company variant adds unit name, 18-character unified
 * social credit code (format and check character) and contact. Submit stays disabled until the agreements are
 * accepted. States: empty, company, long unit name, a registered mobile, rate-limited, server error, submitting.
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
  checkMobile,
  ...captchaProps
}: RegisterFormProps) {
  const id = useId();
  const company = variant === 'company';
  const [accepted, setAccepted] = useState(false);
  const [reading, setReading] = useState<RegisterAgreement | null>(null);
  const fields = useSmsForm(EMPTY, onSendCode);
  const { values, bind } = fields;
  const mobileCheck = useMobileCheck(values.mobile, checkMobile);
  // 手机号 says at once when the number is registered, before any SMS is sent for it.
  const smsFields = {
    ...fields,
    field: (name: SmsField) =>
      name === 'mobile'
        ? {
            ...fields.field('mobile'),
            onBlur: () => mobileCheck.check(values.mobile),
            error: fields.field('mobile').error ?? (mobileCheck.taken ? m['auth.mobileTaken']() : undefined),
          }
        : fields.field(name),
    send: () => (mobileCheck.taken ? Promise.resolve(false) : fields.send()),
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
      mobile: phoneProblem(values.mobile) ?? (mobileCheck.taken ? { key: 'auth.mobileTaken' } : null),
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
  const typeName = (company ? m['auth.company']() : m['auth.personal']());
  return (
    <Stack as="form" space="md" onSubmit={submit} noValidate aria-labelledby={`${id}-h`}>
      <h1 id={`${id}-h`} className={form.heading}>
        {m['auth.registerAs']({ type: typeName })}
      </h1>
      {company ? (
        <>
          {COMPANY_FIELDS.map(({ name, label, placeholder, ...attributes }) => (
            <Input
              key={name}
              label={label()}
              name={name}
              {...attributes}
              placeholder={placeholder()}
              {...bind(name)}
            />
          ))}
        </>
      ) : (
        <Input
          label={config.usernameOptional ? m['auth.usernameOptional']() : m['auth.username']()}
          name="username"
          autoComplete="username"
          maxLength={32}
          hint={config.usernameOptional ? m['auth.usernameHint']() : undefined}
          {...bind('username')}
        />
      )}
      <SmsCodeFields form={smsFields} {...captchaProps} resendSeconds={config.smsResendSeconds} />
      <NewPasswordFields
        label={m['auth.password']()}
        password={bind('password')}
        confirm={bind('confirm')}
        rules={config}
        ruleText={config.passwordRule}
        strengthId={`${id}-strength`}
      />
      <Inline space="xxs" className={styles.agreements}>
        <Checkbox
          name="agreement"
          label={m['auth.agreement']()}
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
      {!accepted && <p className={form.hint}>{m['auth.agreementRequired']()}</p>}
      <SendStatus sent={fields.sent} message={message} />
      <Button
        type="submit"
        variant="primary"
        size="lg"
        block
        loading={submitting}
        disabled={!accepted || submitting}
      >
        {m['auth.submitRegister']()}
      </Button>
      <Box as="p" display="flex" justifyContent="center" gap="xs" className={styles.footer}>
        {m['auth.haveAccount']()}
        <Link to={`/login${search}`}>{m['auth.goLogin']()}</Link>
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
    </Stack>
  );
}
