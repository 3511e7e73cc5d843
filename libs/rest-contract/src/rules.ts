// The input rules of the mall, said once: mall-api's zod schemas, the gateway's variable checks and
// the browser's forms all use these (`@mall/rest-contract/rules`: zod-free, so the browser may import
// it). A pattern is the rule; the `is…` function is how every caller applies it (trimmed as the
// schemas trim). Messages stay with their callers: Chinese in the schemas, i18n keys in the browser.

/** Characters as a person counts them (code points), after trimming. */
export const textLength = (s: string) => Array.from(s.trim()).length;

/** The phone rule of SPEC §5: 11 digits, starting with 1, second digit 3-9. */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;
export const isPhone = (s: string) => PHONE_PATTERN.test(s.trim());

/** Password rule: 6–32 characters with at least one letter and one digit. */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 32;
export const PASSWORD_RULE_TEXT = `密码为 ${PASSWORD_MIN}-${PASSWORD_MAX} 位，须同时包含字母和数字`;
export const isPassword = (s: string) => s.length >= PASSWORD_MIN && s.length <= PASSWORD_MAX && /[A-Za-z]/.test(s) && /\d/.test(s);

/** SMS codes: 6 digits, valid 5 minutes, at most 5 wrong attempts, one per phone per 60 s. */
export const SMS_CODE_LENGTH = 6;
export const SMS_CODE_TTL_SECONDS = 300;
export const SMS_CODE_MAX_ATTEMPTS = 5;
export const SMS_RESEND_SECONDS = 60;
export const SMS_CODE_PATTERN = new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`);
export const isSmsCode = (s: string) => SMS_CODE_PATTERN.test(s.trim());

/** A username: a letter, then 3–31 letters, digits or _ (optional at registration). */
export const USERNAME_PATTERN = /^[A-Za-z][A-Za-z0-9_]{3,31}$/;
/** A company's or unit's name at registration. */
export const COMPANY_NAME_MIN = 2;
export const COMPANY_NAME_MAX = 64;

/** Address book, invoice titles and withdrawal accounts: at most this many per member. */
export const MEMBER_ADDRESS_MAX = 20;
export const INVOICE_INFO_MAX = 20;
export const BANK_ACCOUNT_MAX = 20;
export const NICKNAME_MAX = 20;
/** Certification applications: the certified name (household or co-op) and 1–3 proof pictures. */
export const CERT_NAME_MAX = 64;
export const CERT_IMAGES_MAX = 3;
/** Real names on withdrawal accounts. */
export const REALNAME_MIN = 2;
export const REALNAME_MAX = 32;
/** Avatar uploads: images only (JPEG, PNG, GIF, WebP by their magic bytes), at most 2 MB. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/** E-mail: a local part, @, a domain with a letter-only top level; at most EMAIL_MAX characters. */
export const EMAIL_MAX = 100;
export const EMAIL_PATTERN = /^[^\s@]{1,64}@[^\s@]{1,190}\.[a-zA-Z]{2,}$/;
export const isEmail = (s: string) => s.trim().length <= EMAIL_MAX && EMAIL_PATTERN.test(s.trim());

/**
 * The unified social credit code (统一社会信用代码, GB 32100-2015) of companies and units: 18
 * characters, the registering authority and kind (2), the region code (6 digits), the organisation
 * code and check character (10), from digits and capitals without I, O, S, V and Z.
 */
export const CREDIT_CODE_PATTERN = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;
export const isCreditCode = (s: string) => CREDIT_CODE_PATTERN.test(s.trim().toUpperCase());
const CREDIT_CODE_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CREDIT_CODE_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
/** The GB 32100 check character of a credit code's first 17 characters. */
export function creditCodeCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += CREDIT_CODE_CHARS.indexOf(first17[i]) * CREDIT_CODE_WEIGHTS[i];
  return CREDIT_CODE_CHARS[(31 - (sum % 31)) % 31];
}
/**
 * A credit code whose 18th character is its check character. Registration in the browser asks for
 * it (a typo is caught before the SMS step); mall-api checks the pattern only, because codes already
 * stored (imported units, the seed) were never checked.
 */
export const hasCreditCodeCheck = (s: string) => isCreditCode(s) && creditCodeCheckChar(s.trim().toUpperCase().slice(0, 17)) === s.trim().toUpperCase()[17];

/**
 * A taxpayer identification number (纳税人识别号) on an invoice: today the 18-character credit code;
 * older numbers still valid are 15 characters (region + organisation code), 17 or 20 (an identity
 * number with 2–3 more). 16 and 19 characters are no taxpayer number.
 */
export const TAX_NUMBER_PATTERN = /^(?:[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}|[0-9A-Z]{15}|[0-9A-Z]{17}|[0-9A-Z]{20})$/;
export const TAX_NUMBER_MAX = 20;
/** Taxpayer numbers are written in capitals; what a person types is upper-cased first. */
export const normalizeTaxNumber = (s: string) => s.trim().toUpperCase();
export const isTaxNumber = (s: string) => TAX_NUMBER_PATTERN.test(normalizeTaxNumber(s));

/** Invoice titles (发票抬头). */
export const INVOICE_TITLE_MIN = 2;
export const INVOICE_TITLE_MAX = 64;

/** A landline (固定电话) or a registered phone: digits and -, 5–20 characters. */
export const TELEPHONE_PATTERN = /^[\d-]{5,20}$/;
export const isTelephone = (s: string) => TELEPHONE_PATTERN.test(s.trim());

/** A bank card number: 12–19 digits. */
export const BANK_CARD_PATTERN = /^\d{12,19}$/;
/** An Alipay account: a mobile number or an e-mail address. */
export const ALIPAY_ACCOUNT_PATTERN = /^(?:1[3-9]\d{9}|[^\s@]{1,64}@[^\s@]{1,190}\.[a-zA-Z]{2,})$/;
/** A WeChat ID (letter first, 6–20 letters, digits, - or _) or a mobile number. */
export const WECHAT_ACCOUNT_PATTERN = /^(?:[a-zA-Z][-_a-zA-Z0-9]{5,19}|1[3-9]\d{9})$/;

/** A verification code (核销码) of pickup and virtual goods. */
export const VERIFY_CODE_PATTERN = /^[0-9A-Za-z]{6,32}$/;
