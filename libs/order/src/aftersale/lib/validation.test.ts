import { describe, expect, it } from 'vitest';
import { validateComplaint, validateEvaluation, validateFollowUp, validateRefund, validateRefundAmount } from './validation';

describe('validateRefundAmount', () => {
  it('accepts amounts up to the maximum, answering yuan with 2 decimals', () => {
    expect(validateRefundAmount('119.80', 11980)).toEqual({ amount: '119.80', error: null });
    expect(validateRefundAmount(' 0.01 ', 11980)).toEqual({ amount: '0.01', error: null });
    expect(validateRefundAmount('60', 6000)).toEqual({ amount: '60.00', error: null });
    expect(validateRefundAmount('59.9', 11980)).toEqual({ amount: '59.90', error: null });
  });
  it('refuses one fen above the maximum with the maximum in the message', () => {
    expect(validateRefundAmount('119.81', 11980)).toEqual({ amount: null, error: '退款金额不能超过 119.80 元' });
    expect(validateRefundAmount('0.01', 0).error).toBe('退款金额不能超过 0.00 元');
  });
  it('refuses zero, negatives, three decimals, letters and empty input', () => {
    expect(validateRefundAmount('0', 1000).error).toBe('退款金额必须大于 0');
    expect(validateRefundAmount('0.00', 1000).error).toBe('退款金额必须大于 0');
    for (const bad of ['-1', '1.234', 'abc', '', '1e2', '１０']) {
      expect(validateRefundAmount(bad, 1000).error).toBe('请输入正确的退款金额，最多两位小数');
    }
  });
  it('compares in fen, not in floating point', () => {
    // 0.1 + 0.2 style mistakes would let 0.30 through against 0.3 or refuse it.
    expect(validateRefundAmount('0.3', 30).error).toBeNull();
    expect(validateRefundAmount('1.15', 115).error).toBeNull();
  });
});

describe('validateRefund', () => {
  it('needs a reason and a good amount; the description is at most 200 characters', () => {
    expect(validateRefund({ reason: '', amount: '1', remark: '' }, 1000)).toEqual({ reason: '请选择退款原因' });
    expect(validateRefund({ reason: '其他', amount: '1', remark: '好'.repeat(201) }, 1000)).toEqual({ remark: '退款说明不能超过 200 个字' });
    expect(validateRefund({ reason: '其他', amount: '1', remark: '好'.repeat(200) }, 1000)).toEqual({});
  });
});

describe('validateEvaluation', () => {
  it('needs 1–5 stars and 1–500 characters', () => {
    expect(validateEvaluation({ scores: 0, content: '' })).toEqual({ scores: '请为商品打分', content: '请填写评价内容' });
    expect(validateEvaluation({ scores: 6, content: '好' }).scores).toBe('请为商品打分');
    expect(validateEvaluation({ scores: 5, content: '好'.repeat(501) }).content).toBe('评价内容不能超过 500 个字');
    expect(validateEvaluation({ scores: 1, content: '😀'.repeat(500) })).toEqual({});
  });
});

describe('validateFollowUp', () => {
  it('lets an untouched line pass, refuses photos without text', () => {
    expect(validateFollowUp({ content: '  ', images: [] })).toBeNull();
    expect(validateFollowUp({ content: '', images: ['/upload/order/1_a.png'] })).toBe('上传了图片，请同时填写追评内容');
    expect(validateFollowUp({ content: '好'.repeat(501), images: [] })).toBe('评价内容不能超过 500 个字');
  });
});

describe('validateComplaint', () => {
  it('needs a reason and 5–500 characters', () => {
    expect(validateComplaint({ reason: '', content: '四个字呀' })).toEqual({ reason: '请选择投诉原因', content: '投诉内容至少 5 个字' });
    expect(validateComplaint({ reason: '其他', content: '好'.repeat(501) })).toEqual({ content: '投诉内容不能超过 500 个字' });
    expect(validateComplaint({ reason: '其他', content: '五个字可以' })).toEqual({});
  });
});
