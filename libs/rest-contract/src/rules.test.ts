// The input rules said once (rules.ts): what each accepts and refuses, and that the zod schemas of
// mall-api apply the same rule as the browser's check.
import { describe, expect, it } from 'vitest';
import { invoiceAddRequest } from './account';
import { voucherInvoiceApplyRequest } from './org';
import {
  creditCodeCheckChar,
  hasCreditCodeCheck,
  isCreditCode,
  isEmail,
  isPassword,
  isPhone,
  isSmsCode,
  isTaxNumber,
  isTelephone,
  normalizeTaxNumber,
  textLength,
} from './rules';

describe('phone (SPEC §5: 11 digits, 1 then 3-9)', () => {
  it.each([
    ['13800138000', true],
    [' 19912345678 ', true],
    ['12800138000', false],
    ['1380013800', false],
    ['138001380001', false],
    ['+8613800138000', false],
    ['1380013800a', false],
    ['', false],
  ])('%j → %j', (phone, ok) => {
    expect(isPhone(phone)).toBe(ok);
  });
});

describe('e-mail', () => {
  it.each([
    ['caiwu@yuelu-tea.cn', true],
    [' a.b+c@mail.example.com ', true],
    ['x@', false],
    ['@example.com', false],
    ['a@b', false],
    ['a@b.c1', false],
    ['a b@example.com', false],
    ['a@@example.com', false],
    [`${'a'.repeat(64)}@${'b'.repeat(30)}.cn`, true],
    [`${'a'.repeat(65)}@example.com`, false],
    [`${'a'.repeat(60)}@${'b'.repeat(40)}.cn`, false],
  ])('%j → %j', (email, ok) => {
    expect(isEmail(email)).toBe(ok);
  });
});

describe('taxpayer number (纳税人识别号)', () => {
  it.each([
    ['91430104MA4L8K2Q3N', true, '18: a unified social credit code'],
    ['91430104ma4l8k2q3n', true, 'typed in lower case'],
    ['430104123456789', true, '15: region + organisation code'],
    ['43010419800101123', true, '17'],
    ['43010419800101123401', true, '20: identity number + 2'],
    ['9143010412345678', false, '16 is no taxpayer number'],
    ['9143010412345678901', false, '19 is no taxpayer number'],
    ['91433100MA4PABCD1I', false, '18 with I, not a credit code'],
    ['9143ABC', false, 'too short'],
    ['', false, 'empty'],
  ])('%j → %j (%s)', (tax, ok) => {
    expect(isTaxNumber(tax)).toBe(ok);
  });
  it('is written in capitals', () => {
    expect(normalizeTaxNumber(' 91430104ma4l8k2q3n ')).toBe('91430104MA4L8K2Q3N');
  });
});

describe('credit code (统一社会信用代码)', () => {
  it.each([
    ['91430104MA4L8K2Q3N', true],
    ['91430104MA4L8K2Q3', false],
    ['9143010OMA4L8K2Q3N', false],
    ['91430104MA4L8K2Q3O', false],
  ])('%j → %j', (code, ok) => {
    expect(isCreditCode(code)).toBe(ok);
  });
  it('computes the GB 32100 check character', () => {
    // The standard's own example.
    expect(creditCodeCheckChar('91350100M000100Y4')).toBe('3');
    expect(hasCreditCodeCheck('91350100M000100Y43')).toBe(true);
    expect(hasCreditCodeCheck('91350100M000100Y44')).toBe(false);
  });
});

describe('password, SMS code, landline, text length', () => {
  it.each([
    ['abc123', true],
    ['abcdef', false],
    ['123456', false],
    ['a1', false],
    ['a1'.repeat(16), true],
    ['a1'.repeat(16) + 'x', false],
  ])('password %j → %j', (password, ok) => {
    expect(isPassword(password)).toBe(ok);
  });
  it.each([
    ['123456', true],
    [' 123456 ', true],
    ['12345', false],
    ['12345a', false],
  ])('SMS code %j → %j', (code, ok) => {
    expect(isSmsCode(code)).toBe(ok);
  });
  it.each([
    ['0731-88886666', true],
    ['12345', true],
    ['1234', false],
    ['0731 8888', false],
    ['1'.repeat(21), false],
  ])('landline %j → %j', (tel, ok) => {
    expect(isTelephone(tel)).toBe(ok);
  });
  it('counts characters as a person does, trimmed', () => {
    expect([textLength(' 张桂兰 '), textLength('🍊🍊'), textLength('')]).toEqual([3, 2, 0]);
  });
});

describe('the schemas apply the same rules', () => {
  const title = { title_type: 2, invoice_title: '长沙麓谷软件有限公司' };
  it.each([
    ['91430104MA4L8K2Q3N', true],
    ['430104123456789', true],
    ['9143010412345678', false],
    ['9143010412345678901', false],
  ])('invoice titles and voucher invoices agree on %j', (tax, ok) => {
    expect(invoiceAddRequest.safeParse({ ...title, tax_number: tax }).success).toBe(ok);
    expect(voucherInvoiceApplyRequest.safeParse({ order_ids: [1], invoice_title: '湘西州乡村振兴局机关工会', tax_number: tax, invoice_type: 1 }).success).toBe(ok);
  });
  it.each([
    ['caiwu@yuelu-tea.cn', true],
    ['', true],
    ['x@', false],
    ['a@b.c1', false],
  ])('both accept the e-mail %j the same way', (email, ok) => {
    expect(invoiceAddRequest.safeParse({ ...title, tax_number: '91430104MA4L8K2Q3N', email }).success).toBe(ok);
    expect(voucherInvoiceApplyRequest.safeParse({ order_ids: [1], invoice_title: '湘西州乡村振兴局机关工会', tax_number: '91430104MA4L8K2Q3N', invoice_type: 1, email }).success).toBe(ok);
  });
  it('upper-cases a voucher invoice tax number', () => {
    const parsed = voucherInvoiceApplyRequest.parse({ order_ids: [1], invoice_title: '湘西州乡村振兴局机关工会', tax_number: ' 91430104ma4l8k2q3n ', invoice_type: 1 });
    expect(parsed.tax_number).toBe('91430104MA4L8K2Q3N');
  });
});
