/**
 * Client-side checks of the member centre's forms: bad input gets a clear message and sends nothing.
 * The rules are rest-contract's (`@mall/rest-contract/rules`, the same the zod schemas apply in
 * mall-api); this module only turns a broken rule into the form's i18n message.
 */
import {
  BANK_CARD_PATTERN,
  ALIPAY_ACCOUNT_PATTERN,
  WECHAT_ACCOUNT_PATTERN,
  NICKNAME_MAX,
  PASSWORD_MIN,
  PASSWORD_MAX,
  INVOICE_TITLE_MAX,
  INVOICE_TITLE_MIN,
  REALNAME_MAX,
  REALNAME_MIN,
  VERIFY_CODE_PATTERN,
  isEmail,
  isPassword,
  isPhone,
  isSmsCode,
  isTaxNumber,
  isTelephone,
  textLength,
} from '@mall/rest-contract/rules';
import { ADDRESS_DETAIL_MAX, ADDRESS_DETAIL_MIN, ADDRESS_NAME_MAX } from '@mall/rest-contract/constants';
import { m } from '@mall/i18n';
import type { FormErrors } from '@mall/page-kit';
import { fenToYuan, parseYuanInput } from './money';

export { isPhone };

// ── Profile and security

export function validateNickname(nickname: string): string | null {
  if (textLength(nickname) === 0) return m['member.info.nicknameRequired']();
  if (textLength(nickname) > NICKNAME_MAX) return m['member.info.nicknameTooLong']({ max: NICKNAME_MAX });
  return null;
}

export interface PasswordValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export function validatePassword(v: PasswordValues): FormErrors<keyof PasswordValues> {
  const errors: FormErrors<keyof PasswordValues> = {};
  if (!v.oldPassword) errors.oldPassword = m['error.required']({ field: m['member.security.oldPassword']() });
  const rule = m['member.security.passwordRule']({ min: PASSWORD_MIN, max: PASSWORD_MAX });
  if (!isPassword(v.newPassword)) errors.newPassword = rule;
  else if (v.newPassword === v.oldPassword) errors.newPassword = m['member.security.passwordSame']();
  if (v.confirmPassword !== v.newPassword) errors.confirmPassword = m['member.security.passwordMismatch']();
  return errors;
}

export interface MobileValues {
  mobile: string;
  captchaCode: string;
  code: string;
}

/** The new mobile and image captcha, checked before an SMS is asked for. */
export function validateMobileForCode(v: Pick<MobileValues, 'mobile' | 'captchaCode'>, current?: string) {
  const errors: FormErrors<'mobile' | 'captchaCode'> = {};
  if (!isPhone(v.mobile)) errors.mobile = m['error.phoneInvalid']();
  else if (current && v.mobile.trim() === current) errors.mobile = m['member.security.mobileSame']();
  if (!v.captchaCode.trim()) errors.captchaCode = m['member.security.captchaRequired']();
  return errors;
}

export function validateMobileChange(v: MobileValues, current?: string): FormErrors<keyof MobileValues> {
  const errors: FormErrors<keyof MobileValues> = { ...validateMobileForCode(v, current) };
  delete errors.captchaCode;
  if (!isSmsCode(v.code)) errors.code = m['member.security.smsCodeInvalid']();
  return errors;
}

// ── Addresses

export interface AddressValues {
  name: string;
  mobile: string;
  telephone: string;
  /** Region ids chosen in the cascader, province first. */
  region: string[];
  /** Whether the last chosen region has no further level (a complete choice). */
  regionComplete: boolean;
  address: string;
  isDefault: boolean;
}

/** `wording`: the member centre's messages, or the checkout's (the compact address form). */
export function validateAddress(
  v: AddressValues,
  wording: 'member' | 'checkout' = 'member',
): FormErrors<'name' | 'mobile' | 'telephone' | 'region' | 'address'> {
  const errors: FormErrors<'name' | 'mobile' | 'telephone' | 'region' | 'address'> = {};
  const checkout = wording === 'checkout';
  if (textLength(v.name) === 0) errors.name = m['error.required']({ field: checkout ? m['checkout.address.name']() : m['member.address.name']() });
  else if (textLength(v.name) > ADDRESS_NAME_MAX)
    errors.name = checkout ? m['checkout.address.nameTooLong']({ max: ADDRESS_NAME_MAX }) : m['member.address.nameTooLong']({ max: ADDRESS_NAME_MAX });
  if (!isPhone(v.mobile)) errors.mobile = m['error.phoneInvalid']();
  if (v.telephone.trim() && !isTelephone(v.telephone))
    errors.telephone = m['member.address.telephoneInvalid']();
  if (v.region.length === 0 || !v.regionComplete)
    errors.region = checkout ? m['checkout.address.regionRequired']() : m['member.address.regionRequired']();
  const detail = textLength(v.address);
  if (detail < ADDRESS_DETAIL_MIN || detail > ADDRESS_DETAIL_MAX) {
    const range = { min: ADDRESS_DETAIL_MIN, max: ADDRESS_DETAIL_MAX };
    errors.address = checkout ? m['checkout.address.detailLength'](range) : m['member.address.detailLength'](range);
  }
  return errors;
}

// ── Withdrawal accounts

export type TransferKind = 'BANK' | 'ALIPAY' | 'WECHATPAY';

export interface BankAccountValues {
  type: TransferKind;
  realname: string;
  mobile: string;
  branchBankName: string;
  account: string;
  isDefault: boolean;
}

export function validateBankAccount(
  v: BankAccountValues,
): FormErrors<'realname' | 'mobile' | 'branchBankName' | 'account'> {
  const errors: FormErrors<'realname' | 'mobile' | 'branchBankName' | 'account'> = {};
  const name = textLength(v.realname);
  if (name < REALNAME_MIN || name > REALNAME_MAX)
    errors.realname = m['member.bank.realnameLength']({ min: REALNAME_MIN, max: REALNAME_MAX });
  if (!isPhone(v.mobile)) errors.mobile = m['error.phoneInvalid']();
  const account = v.account.trim();
  if (v.type === 'BANK') {
    if (!v.branchBankName.trim()) errors.branchBankName = m['member.bank.branchBankRequired']();
    if (!BANK_CARD_PATTERN.test(account.replace(/\s+/g, ''))) errors.account = m['member.bank.cardInvalid']();
  } else if (v.type === 'ALIPAY') {
    if (!ALIPAY_ACCOUNT_PATTERN.test(account)) errors.account = m['member.bank.alipayInvalid']();
  } else if (!WECHAT_ACCOUNT_PATTERN.test(account)) errors.account = m['member.bank.wechatInvalid']();
  return errors;
}

// ── Withdrawals

export interface WithdrawRules {
  /** Fen, from withdrawConfig / account. */
  balance: number;
  min: number;
  max: number;
}

/** Checks the amount typed against balance, minimum and maximum; answers fen when fine. */
export function validateWithdrawAmount(
  text: string,
  rules: WithdrawRules,
): { fen: number; error: null } | { fen: null; error: string } {
  const fen = parseYuanInput(text);
  if (fen === null || fen <= 0) return { fen: null, error: m['member.withdraw.amountInvalid']() };
  if (fen < rules.min) return { fen: null, error: m['member.withdraw.amountMin']({ min: fenToYuan(rules.min) }) };
  if (rules.max > 0 && fen > rules.max) return { fen: null, error: m['member.withdraw.amountMax']({ max: fenToYuan(rules.max) }) };
  if (fen > rules.balance) return { fen: null, error: m['member.withdraw.amountOverBalance']({ balance: fenToYuan(rules.balance) }) };
  return { fen, error: null };
}

// ── Invoice titles

export interface InvoiceValues {
  kind: 'NORMAL' | 'SPECIAL';
  titleType: 'PERSONAL' | 'COMPANY';
  title: string;
  taxNumber: string;
  email: string;
  companyAddress: string;
  companyPhone: string;
  bankName: string;
  bankAccount: string;
  isDefault: boolean;
}

type InvoiceField = 'titleType' | 'title' | 'taxNumber' | 'email' | 'companyAddress' | 'companyPhone' | 'bankName' | 'bankAccount';

export function validateInvoice(v: InvoiceValues): FormErrors<InvoiceField> {
  const errors: FormErrors<InvoiceField> = {};
  const title = textLength(v.title);
  if (title < INVOICE_TITLE_MIN || title > INVOICE_TITLE_MAX)
    errors.title = m['member.invoice.titleLength']({ min: INVOICE_TITLE_MIN, max: INVOICE_TITLE_MAX });
  if (v.titleType === 'COMPANY') {
    if (!v.taxNumber.trim()) errors.taxNumber = m['member.invoice.taxNumberRequired']();
    else if (!isTaxNumber(v.taxNumber)) errors.taxNumber = m['member.invoice.taxNumberInvalid']();
  }
  if (v.email.trim() && !isEmail(v.email)) errors.email = m['member.invoice.emailInvalid']();
  if (v.kind === 'SPECIAL') {
    if (v.titleType !== 'COMPANY') errors.titleType = m['member.invoice.specialCompanyOnly']();
    const needs: [InvoiceField, string][] = [
      ['companyAddress', m['member.invoice.companyAddress']()],
      ['companyPhone', m['member.invoice.companyPhone']()],
      ['bankName', m['member.invoice.bankName']()],
      ['bankAccount', m['member.invoice.bankAccount']()],
    ];
    for (const [field, label] of needs) {
      if (!v[field as keyof InvoiceValues]?.toString().trim()) errors[field] = m['member.invoice.specialRequired']({ field: label });
    }
  }
  return errors;
}

// ── Verification

export function validateVerifyCode(code: string): string | null {
  return VERIFY_CODE_PATTERN.test(code.trim()) ? null : m['member.verify.codeInvalid']();
}
