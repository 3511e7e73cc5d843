import { COMPANY_NAME_MAX, COMPANY_NAME_MIN, CREDIT_CODE_PATTERN, creditCodeCheckChar, isPhone, SMS_CODE_LENGTH, USERNAME_PATTERN } from '@mall/rest-contract/rules';
import type { Translate, TranslationKey, TranslationValues } from '@mall/i18n';

/**
 * Client-side checks of the auth forms (SPEC §5 phone rule; the register config's password rules).
 * They mirror what mall-api checks, so a bad value is refused before any call is made; the server
 * still has the last word and its message is shown inline.
 */

/** A validation failure as an i18n key and its values; the form translates it. */
export interface Problem {
  key: TranslationKey;
  values?: TranslationValues;
  /** The field's label key, translated into the `{{field}}` value (error.required). */
  field?: TranslationKey;
}

/** The problem's text in the current language. */
export function problemText(t: Translate, problem: Problem): string {
  return t(problem.key, { ...problem.values, ...(problem.field ? { field: t(problem.field) } : {}) });
}

const required = (field: TranslationKey): Problem => ({ key: 'error.required', field });


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

export function requiredProblem(value: string, field: TranslationKey): Problem | null {
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
