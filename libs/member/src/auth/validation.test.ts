import { describe, expect, it } from 'vitest';
import { setLanguage } from '@mall/i18n';
import {
  companyNameProblem,
  confirmProblem,
  creditCodeCheckChar,
  creditCodeProblem,
  isPhone,
  passwordProblem,
  passwordStrength,
  phoneProblem,
  problemText,
  smsCodeProblem,
  usernameProblem,
} from './validation';

const rules = { passwordMin: 6, passwordMax: 32 };

describe('phone (SPEC §5)', () => {
  it.each(['13800138000', '19912345678', ' 15012345678 '])('accepts %s', (v) =>
    expect(isPhone(v)).toBe(true),
  );
  it.each(['12800138000', '1380013800', '138001380000', '23800138000', '1380013800a', ''])(
    'refuses %s',
    (v) => expect(isPhone(v)).toBe(false),
  );
  it('says what is wrong', () => {
    expect(phoneProblem('')).toEqual({ key: 'error.required', field: 'auth.mobile' });
    expect(phoneProblem('12345')).toEqual({ key: 'error.phoneInvalid' });
    expect(phoneProblem('13800138000')).toBeNull();
  });
});

describe('unified social credit code', () => {
  // Real codes: the check character follows GB 32100-2015.
  it.each(['91350100M000100Y43', '91110000802100433B', '91440300708461136T'])('accepts %s', (code) => {
    expect(creditCodeProblem(code)).toBeNull();
  });
  it('computes the check character', () => {
    expect(creditCodeCheckChar('91350100M000100Y4')).toBe('3');
  });
  it('accepts lower case (normalised)', () => expect(creditCodeProblem('91350100m000100y43')).toBeNull());
  it('refuses a bad format', () => {
    expect(creditCodeProblem('')).toEqual({ key: 'error.required', field: 'auth.creditCode' });
    expect(creditCodeProblem('91350100M000100Y4')).toEqual({ key: 'auth.creditCodeInvalid' });
    expect(creditCodeProblem('91350100M000100I43')).toEqual({ key: 'auth.creditCodeInvalid' });
    expect(creditCodeProblem('91350100M000100Y44')).toEqual({ key: 'auth.creditCodeChecksum' });
  });
});

describe('password rules of the register config', () => {
  it('checks length and the letter + digit mix', () => {
    expect(passwordProblem('', rules)).toEqual({ key: 'error.required', field: 'auth.password' });
    expect(passwordProblem('a1b2', rules)).toEqual({ key: 'auth.passwordTooShort', values: { min: 6 } });
    expect(passwordProblem(`a1${'x'.repeat(31)}`, rules)).toEqual({
      key: 'auth.passwordTooLong',
      values: { max: 32 },
    });
    expect(passwordProblem('abcdefgh', rules)).toEqual({ key: 'auth.passwordNeedsMix' });
    expect(passwordProblem('12345678', rules)).toEqual({ key: 'auth.passwordNeedsMix' });
    expect(passwordProblem('tea2025', rules)).toBeNull();
  });
  it('takes other limits from the config', () => {
    expect(passwordProblem('tea2025', { passwordMin: 8, passwordMax: 20 })).toEqual({
      key: 'auth.passwordTooShort',
      values: { min: 8 },
    });
  });
  it('confirmation must match', () => {
    expect(confirmProblem('tea2025', '')).toEqual({ key: 'error.required', field: 'auth.confirmPassword' });
    expect(confirmProblem('tea2025', 'tea2024')).toEqual({ key: 'error.passwordMismatch' });
    expect(confirmProblem('tea2025', 'tea2025')).toBeNull();
  });
  it('rates strength', () => {
    expect(passwordStrength('')).toBeNull();
    expect(passwordStrength('ab1', rules)).toBe('weak');
    expect(passwordStrength('abcdef')).toBe('weak');
    expect(passwordStrength('tea2025')).toBe('medium');
    expect(passwordStrength('Tea2025!xyz')).toBe('strong');
  });
});

describe('other fields', () => {
  it('SMS code: 6 digits', () => {
    expect(smsCodeProblem('')).toEqual({ key: 'error.required', field: 'auth.mobileCode' });
    expect(smsCodeProblem('12345')).toEqual({ key: 'auth.codeInvalid', values: { length: 6 } });
    expect(smsCodeProblem('123456')).toBeNull();
  });
  it('company name: 2-64 characters', () => {
    expect(companyNameProblem('湘')).toEqual({ key: 'auth.companyNameInvalid', values: { min: 2, max: 64 } });
    expect(companyNameProblem('湘西土家族苗族自治州农产品供销合作社')).toBeNull();
  });
  it('username: optional, else a letter then 3-31 word characters', () => {
    expect(usernameProblem('', true)).toBeNull();
    expect(usernameProblem('', false)).toEqual({ key: 'error.required', field: 'auth.username' });
    expect(usernameProblem('1abc', true)).toEqual({ key: 'auth.usernameInvalid' });
    expect(usernameProblem('tea_lover', true)).toBeNull();
  });
});

describe('problemText', () => {
  it('speaks a problem with its field, its values or neither', () => {
    setLanguage('zh-cn');
    expect(problemText({ key: 'error.required', field: 'auth.mobile' })).toBe('请填写手机号');
    expect(problemText({ key: 'auth.codeInvalid', values: { length: 6 } })).toBe('请输入6位数字短信验证码');
    expect(problemText({ key: 'error.passwordMismatch' })).toBe('两次输入的密码不一致');
    setLanguage('en-us');
    expect(problemText({ key: 'error.required', field: 'auth.captcha' })).toBe('Please fill in Captcha');
    setLanguage('zh-cn');
  });
});
