// The money rule: yuan strings on the wire, integer fen in arithmetic, one formatter.
import { describe, expect, it } from 'vitest';
import { exactYuanToFen, fenOf, fenToYuan, parseYuanInput, yuanToFen } from './money';

describe('yuanToFen', () => {
  it.each([
    ['12.50', 1250],
    ['12.5', 1250],
    ['0.01', 1],
    ['1.005', 101],
    ['1.004', 100],
    ['-0.05', -5],
    ['  3 ', 300],
    ['.5', 50],
    [12.5, 1250],
    [0.1, 10],
    ['1e2', 10000],
    ['', null],
    ['abc', null],
    ['1.2.3', null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
    [null, null],
    [undefined, null],
  ] as const)('%j → %j', (yuan, fen) => {
    expect(yuanToFen(yuan)).toBe(fen);
  });
  it('never gives -0', () => {
    expect(Object.is(yuanToFen('-0.00'), 0)).toBe(true);
  });
});

describe('fenOf and exactYuanToFen', () => {
  it('fenOf reads anything that is not a number as 0', () => {
    expect([fenOf('9.99'), fenOf('x'), fenOf(null)]).toEqual([999, 0, 0]);
  });
  it.each([
    ['12.3', 1230],
    ['-0.05', -5],
    ['7', 700],
    [' 1.20 ', 120],
  ])('exactYuanToFen(%j) = %j', (yuan, fen) => {
    expect(exactYuanToFen(yuan)).toBe(fen);
  });
  it.each(['1.005', '', 'abc', '1,00', '¥1.00'])('exactYuanToFen refuses %j, so a bad answer never sums as 0', (yuan) => {
    expect(() => exactYuanToFen(yuan)).toThrow(/not a yuan amount/);
  });
});

describe('parseYuanInput (what a member typed)', () => {
  it.each([
    ['100', 10000],
    ['100.5', 10050],
    ['0.01', 1],
    [' 8.80 ', 880],
    ['-1', null],
    ['1.234', null],
    ['1e3', null],
    ['abc', null],
    ['', null],
    ['1234567890', null],
  ])('%j → %j', (text, fen) => {
    expect(parseYuanInput(text)).toBe(fen);
  });
});

describe('formatting', () => {
  it.each([
    [123450, '1234.50'],
    [-1205, '-12.05'],
    [0, '0.00'],
    [5, '0.05'],
    [99.6, '1.00'],
  ])('fenToYuan(%j) = %j', (fen, yuan) => {
    expect(fenToYuan(fen)).toBe(yuan);
  });
});
