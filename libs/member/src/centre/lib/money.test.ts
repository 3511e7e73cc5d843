import { describe, expect, it } from 'vitest';
import { fenToYuan, parseYuanInput, signedPoints, signedYuan, withdrawFeeFen } from './money';

describe('money (fen ↔ yuan)', () => {
  it('parses what a member types into fen, refusing signs, 3 decimals and letters', () => {
    expect(parseYuanInput('100')).toBe(10000);
    expect(parseYuanInput(' 100.5 ')).toBe(10050);
    expect(parseYuanInput('0.01')).toBe(1);
    expect(parseYuanInput('10.001')).toBeNull();
    expect(parseYuanInput('-5')).toBeNull();
    expect(parseYuanInput('1e3')).toBeNull();
    expect(parseYuanInput('')).toBeNull();
    expect(parseYuanInput('十元')).toBeNull();
  });
  it('formats fen as yuan with 2 decimals', () => {
    expect(fenToYuan(123450)).toBe('1234.50');
    expect(fenToYuan(5)).toBe('0.05');
    expect(fenToYuan(-1205)).toBe('-12.05');
    expect(fenToYuan(0)).toBe('0.00');
  });
  it('computes the withdrawal fee like mall-api (rate in percent, rounded to the fen)', () => {
    expect(withdrawFeeFen(10050, '0.6')).toBe(60);
    expect(withdrawFeeFen(10000, '0.6')).toBe(60);
    expect(withdrawFeeFen(1000, '0.6')).toBe(6);
    expect(withdrawFeeFen(12345, '1.25')).toBe(154);
    expect(withdrawFeeFen(5000, '0')).toBe(0);
  });
  it('signs record amounts', () => {
    expect(signedPoints(20)).toBe('+20');
    expect(signedYuan(-1250)).toBe('-12.50');
    expect(signedYuan(0)).toBe('+0.00');
  });
});
