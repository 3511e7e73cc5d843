import { describe, expect, it } from 'vitest';
import { validAmount } from './BuyVoucherForm';

describe('validAmount', () => {
  it('takes positive yuan with at most 2 decimals up to the limit', () => {
    expect(validAmount('5000')).toBe(true);
    expect(validAmount(' 0.01 ')).toBe(true);
    expect(validAmount('0')).toBe(false);
    expect(validAmount('1.234')).toBe(false);
    expect(validAmount('-5')).toBe(false);
    expect(validAmount('1000001')).toBe(false);
    expect(validAmount('abc')).toBe(false);
  });
});
