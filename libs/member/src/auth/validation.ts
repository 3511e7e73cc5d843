import {
  COMPANY_NAME_MAX,
  COMPANY_NAME_MIN,
  CREDIT_CODE_PATTERN,
  creditCodeCheckChar,
  isPhone,
  SMS_CODE_LENGTH,
  USERNAME_PATTERN,
} from '@mall/rest-contract/rules';
import { m, messageFor, type Message } from '@mall/i18n';

/**
 * Client-side checks of the auth forms (SPEC §5 phone rule; the register config's password rules).
 * They mirror what mall-api checks, so a bad value is refused before any call is made; the server
 * still has the last word and its message is shown inline.
 */

/** The fields a rule can find empty: the key of the label named in `error.required`. */
export type ProblemField =
  | 'auth.mobile'
  | 'auth.mobileCode'
  | 'auth.captcha'
  | 'auth.creditCode'
  | 'auth.companyName'
  | 'auth.contactName'
  | 'auth.password'
  | 'auth.confirmPassword'
  | 'auth.username';

/** The rule problems that take no values: the key of their message. */
export type PlainProblemKey =
  | 'error.phoneInvalid'
  | 'error.passwordMismatch'
  | 'auth.creditCodeInvalid'
  | 'auth.creditCodeChecksum'
  | 'auth.passwordNeedsMix'
  | 'auth.usernameInvalid'
  | 'auth.mobileTaken';

/** The rule problems that take values: the key of their message and its values. */
export interface ProblemValues {
  'auth.codeInvalid': { length: number };
  'auth.companyNameInvalid': { min: number; max: number };
  'auth.passwordTooShort': { min: number };
  'auth.passwordTooLong': { max: number };
}

type ProblemWithValues = {
  [K in keyof ProblemValues]: { key: K; values: ProblemValues[K] };
}[keyof ProblemValues];

/**
 * A validation failure as the key of its message and its values (for `error.required`, the empty
 * field, whose label is the message's `{field}`); the form shows problemText().
 */
export type Problem =
  { key: 'error.required'; field: ProblemField } | { key: PlainProblemKey } | ProblemWithValues;

const FIELD_LABEL: Record<ProblemField, Message> = {
  'auth.mobile': m['auth.mobile'],
  'auth.mobileCode': m['auth.mobileCode'],
  'auth.captcha': m['auth.captcha'],
  'auth.creditCode': m['auth.creditCode'],
  'auth.companyName': m['auth.companyName'],
  'auth.contactName': m['auth.contactName'],
  'auth.password': m['auth.password'],
  'auth.confirmPassword': m['auth.confirmPassword'],
  'auth.username': m['auth.username'],
};

const PLAIN_PROBLEM_TEXT: Record<PlainProblemKey, Message> = {
  'error.phoneInvalid': m['error.phoneInvalid'],
  'error.passwordMismatch': m['error.passwordMismatch'],
  'auth.creditCodeInvalid': m['auth.creditCodeInvalid'],
  'auth.creditCodeChecksum': m['auth.creditCodeChecksum'],
  'auth.passwordNeedsMix': m['auth.passwordNeedsMix'],
  'auth.usernameInvalid': m['auth.usernameInvalid'],
  'auth.mobileTaken': m['auth.mobileTaken'],
};

const PROBLEM_WITH_VALUES_TEXT: { [K in keyof ProblemValues]: (values: ProblemValues[K]) => string } = {
  'auth.codeInvalid': m['auth.codeInvalid'],
  'auth.companyNameInvalid': m['auth.companyNameInvalid'],
  'auth.passwordTooShort': m['auth.passwordTooShort'],
  'auth.passwordTooLong': m['auth.passwordTooLong'],
};

function textWithValues<K extends keyof ProblemValues>(problem: {
  key: K;
  values: ProblemValues[K];
}): string {
  return PROBLEM_WITH_VALUES_TEXT[problem.key](problem.values);
}

/** The problem's text in the current language. */
export function problemText(problem: Problem): string {
  if (problem.key === 'error.required')
    return m['error.required']({ field: messageFor(FIELD_LABEL, problem.field) });
  if ('values' in problem) return textWithValues(problem);
  return messageFor(PLAIN_PROBLEM_TEXT, problem.key);
}

const required = (field: ProblemField): Problem => ({ key: 'error.required', field });

/** The password rules of the register config. */
export interface PasswordRules {
  passwordMin: number;
  passwordMax: number;
}

/** SPEC §5 (the rule is rest-contract's). */
export { creditCodeCheckChar, isPhone };

export function phoneProblem(value: string): Problem | null {
  if (!value.trim()) return required('auth.mobile');
  return isPhone(value) ? null : { key: 'error.phoneInvalid' };
}

export function requiredProblem(value: string, field: ProblemField): Problem | null {
  return value.trim() ? null : required(field);
}

export function smsCodeProblem(value: string, length = SMS_CODE_LENGTH): Problem | null {
  if (!value.trim()) return required('auth.mobileCode');
  return new RegExp(`^\\d{${length}}$`).test(value.trim())
    ? null
    : { key: 'auth.codeInvalid', values: { length } };
}

/** Upper-cases and trims what was typed (codes are often typed in lower case). */
export function normalizeCreditCode(value: string): string {
  return value.trim().toUpperCase();
}

/** 18-character format, then the GB 32100 check character. */
export function creditCodeProblem(value: string): Problem | null {
  const code = normalizeCreditCode(value);
  if (!code) return required('auth.creditCode');
  if (!CREDIT_CODE_PATTERN.test(code)) return { key: 'auth.creditCodeInvalid' };
  return creditCodeCheckChar(code.slice(0, 17)) === code[17] ? null : { key: 'auth.creditCodeChecksum' };
}

export function companyNameProblem(value: string): Problem | null {
  const length = [...value.trim()].length;
  if (length === 0) return required('auth.companyName');
  return length < COMPANY_NAME_MIN || length > COMPANY_NAME_MAX
    ? { key: 'auth.companyNameInvalid', values: { min: COMPANY_NAME_MIN, max: COMPANY_NAME_MAX } }
    : null;
}

/** The register config's rule: min-max characters with both letters and digits. */
export function passwordProblem(value: string, rules: PasswordRules): Problem | null {
  if (!value) return required('auth.password');
  if (value.length < rules.passwordMin)
    return { key: 'auth.passwordTooShort', values: { min: rules.passwordMin } };
  if (value.length > rules.passwordMax)
    return { key: 'auth.passwordTooLong', values: { max: rules.passwordMax } };
  if (!/[A-Za-z]/.test(value) || !/\d/.test(value)) return { key: 'auth.passwordNeedsMix' };
  return null;
}

export function confirmProblem(password: string, confirm: string): Problem | null {
  if (!confirm) return required('auth.confirmPassword');
  return password === confirm ? null : { key: 'error.passwordMismatch' };
}

export type Strength = 'weak' | 'medium' | 'strong';

/**
 * A hint, not a rule: one point each for lower case, upper case, digits and other characters, and
 * one for 10 or more characters. Below the configured minimum it is always weak.
 */
export function passwordStrength(value: string, rules?: PasswordRules): Strength | null {
  if (!value) return null;
  if (rules && value.length < rules.passwordMin) return 'weak';
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z\d]/].filter((re) => re.test(value)).length;
  const score = kinds + (value.length >= 10 ? 1 : 0);
  if (score >= 4) return 'strong';
  if (score >= 2 && kinds >= 2) return 'medium';
  return 'weak';
}

/** The first problem of a list of checks, or null when all pass. */
export function firstProblem(...problems: (Problem | null)[]): Problem | null {
  return problems.find((p) => p !== null) ?? null;
}

export function usernameProblem(value: string, optional: boolean): Problem | null {
  const name = value.trim();
  if (!name) return optional ? null : required('auth.username');
  return USERNAME_PATTERN.test(name) ? null : { key: 'auth.usernameInvalid' };
}
