import { describe, expect, it } from 'vitest';
import {
  validateAddress,
  validateBankAccount,
  validateInvoice,
  validateMobileChange,
  validateNickname,
  validatePassword,
  validateVerifyCode,
  validateWithdrawAmount,
  type AddressValues,
  type BankAccountValues,
  type InvoiceValues,
} from './validation';

const address: AddressValues = {
  name: '李秀英',
  mobile: '13800138000',
  telephone: '',
  region: ['430000', '430100', '430104'],
  regionComplete: true,
  address: '麓山南路 932 号',
  isDefault: false,
};

describe('address validation', () => {
  it('accepts a complete address', () => {
    expect(validateAddress(address)).toEqual({});
  });
  it('refuses a bad phone (SPEC §5: 11 digits, 1 then 3-9)', () => {
    for (const mobile of ['12800138000', '1380013800', '138001380001', 'abcdefghijk', '']) {
      expect(validateAddress({ ...address, mobile }).mobile).toBe('请输入正确的手机号');
    }
  });
  it('needs a complete region, a name and a street of 2-120 characters', () => {
    const errors = validateAddress({ ...address, name: ' ', region: ['430000'], regionComplete: false, address: '路' });
    expect(Object.keys(errors).sort()).toEqual(['address', 'name', 'region']);
    expect(validateAddress({ ...address, address: '村'.repeat(121) }).address).toBeDefined();
    expect(validateAddress({ ...address, telephone: '0731-88888888' })).toEqual({});
    expect(validateAddress({ ...address, telephone: '电话' }).telephone).toBeDefined();
  });
});

describe('bank account validation', () => {
  const bank: BankAccountValues = {
    type: 'BANK',
    realname: '李秀英',
    mobile: '13800138000',
    branchBankName: '中国农业银行长沙岳麓支行',
    account: '6228 4800 1888 8888 888',
    isDefault: false,
  };
  it('checks the fields of each type', () => {
    expect(validateBankAccount(bank)).toEqual({});
    expect(validateBankAccount({ ...bank, account: '62284800' }).account).toBe('银行卡号为 12-19 位数字');
    expect(validateBankAccount({ ...bank, branchBankName: '' }).branchBankName).toBeDefined();
    expect(validateBankAccount({ ...bank, type: 'ALIPAY', branchBankName: '', account: 'lixiuying@example.cn' })).toEqual({});
    expect(validateBankAccount({ ...bank, type: 'ALIPAY', account: 'lixiuying' }).account).toBeDefined();
    expect(validateBankAccount({ ...bank, type: 'WECHATPAY', account: 'zhangguilan_18' })).toEqual({});
    expect(validateBankAccount({ ...bank, type: 'WECHATPAY', account: '1abc' }).account).toBeDefined();
    expect(validateBankAccount({ ...bank, realname: '李' }).realname).toBeDefined();
    expect(validateBankAccount({ ...bank, mobile: '10086' }).mobile).toBe('请输入正确的手机号');
  });
});

describe('withdrawal amount', () => {
  const rules = { balance: 128800, min: 1000, max: 5000000 };
  it('answers fen for a good amount', () => {
    expect(validateWithdrawAmount('100.5', rules)).toEqual({ fen: 10050, error: null });
    expect(validateWithdrawAmount('1288', rules)).toEqual({ fen: 128800, error: null });
  });
  it('refuses below the minimum, above the balance or maximum, and bad numbers', () => {
    expect(validateWithdrawAmount('9.99', rules).error).toBe('提现金额不能低于 10.00 元');
    expect(validateWithdrawAmount('1288.01', rules).error).toBe('提现金额不能超过可提现余额 1288.00 元');
    expect(validateWithdrawAmount('60000', { ...rules, balance: 9999900 }).error).toBe('单次提现不能超过 50000.00 元');
    expect(validateWithdrawAmount('10.001', rules).error).toBe('请输入正确的金额，最多两位小数');
    expect(validateWithdrawAmount('0', rules).error).toBe('请输入正确的金额，最多两位小数');
  });
});

describe('invoice validation', () => {
  const personal: InvoiceValues = {
    kind: 'NORMAL',
    titleType: 'PERSONAL',
    title: '李秀英',
    taxNumber: '',
    email: '',
    companyAddress: '',
    companyPhone: '',
    bankName: '',
    bankAccount: '',
    isDefault: false,
  };
  const company: InvoiceValues = { ...personal, titleType: 'COMPANY', title: '湘西十八洞村猕猴桃专业合作社', taxNumber: '91433124MA4L0XXX1B' };
  it('checks the tax number of company titles', () => {
    expect(validateInvoice(personal)).toEqual({});
    expect(validateInvoice(company)).toEqual({});
    expect(validateInvoice({ ...company, taxNumber: '' }).taxNumber).toBe('请填写纳税人识别号');
    expect(validateInvoice({ ...company, taxNumber: '12345' }).taxNumber).toBe('纳税人识别号为 15、17、18 或 20 位数字和大写字母');
    expect(validateInvoice({ ...company, taxNumber: '123456789012345' })).toEqual({});
  });
  it('needs company details for a special invoice, and refuses it for persons', () => {
    const errors = validateInvoice({ ...company, kind: 'SPECIAL' });
    expect(Object.keys(errors).sort()).toEqual(['bankAccount', 'bankName', 'companyAddress', 'companyPhone']);
    expect(validateInvoice({ ...personal, kind: 'SPECIAL' }).titleType).toBe('专用发票只能开给单位');
    expect(validateInvoice({ ...personal, email: 'not-mail' }).email).toBeDefined();
  });
});

describe('profile and security', () => {
  it('nickname: 1-20 characters', () => {
    expect(validateNickname('帮扶体验官')).toBeNull();
    expect(validateNickname('  ')).toBe('请输入昵称');
    expect(validateNickname('好'.repeat(21))).toBe('昵称不能超过20个字');
  });
  it('password: letters and digits, 6-32, confirmed, different from the old one', () => {
    expect(validatePassword({ oldPassword: 'demo123456', newPassword: 'abc12345', confirmPassword: 'abc12345' })).toEqual({});
    expect(validatePassword({ oldPassword: '', newPassword: 'abcdefgh', confirmPassword: 'x' })).toMatchObject({
      oldPassword: expect.any(String),
      newPassword: expect.any(String),
      confirmPassword: '两次输入的新密码不一致',
    });
    expect(validatePassword({ oldPassword: 'abc12345', newPassword: 'abc12345', confirmPassword: 'abc12345' }).newPassword).toBe(
      '新密码不能与原密码相同',
    );
  });
  it('mobile change: phone rule and a 6-digit code', () => {
    expect(validateMobileChange({ mobile: '13912345678', captchaCode: '', code: '123456' })).toEqual({});
    expect(validateMobileChange({ mobile: '13800138000', captchaCode: '', code: '12' }, '13800138000')).toMatchObject({
      mobile: '新手机号与当前绑定的相同',
      code: '请输入 6 位数字短信验证码',
    });
  });
  it('verification code: 6-32 letters or digits', () => {
    expect(validateVerifyCode('483920175526')).toBeNull();
    expect(validateVerifyCode('12 34')).toBe('核销码为 6-32 位字母或数字');
  });
});
