import { describe, expect, it } from 'vitest';
import { adjustmentAmount } from './amount';

describe('adjustmentAmount', () => {
  it('reads yuan as fen and points as whole numbers, signed', () => {
    expect(adjustmentAmount('balance', '12.5')).toBe(1250);
    expect(adjustmentAmount('balance', '-0.01')).toBe(-1);
    expect(adjustmentAmount('point', '-300')).toBe(-300);
  });
  it('refuses zero, more than two decimals and non-numbers', () => {
    expect(adjustmentAmount('balance', '0')).toBeNull();
    expect(adjustmentAmount('balance', '1.234')).toBeNull();
    expect(adjustmentAmount('point', '1.5')).toBeNull();
    expect(adjustmentAmount('point', 'abc')).toBeNull();
  });
});
