/** The cart fields a total needs (SPEC §3 cart item). */
export interface CartLine {
  discountPrice: string | number;
  num: number;
}

function toFen(value: string | number): number {
  const text = String(value).trim();
  const m = /^(-)?(\d*)(?:\.(\d*))?$/.exec(text);
  if (!m || (!m[2] && !m[3])) return 0;
  const decimals = (m[3] ?? '').padEnd(3, '0');
  // Round half up on the third decimal, without binary floats (ARCHITECTURE §5: money in fen).
  const fen = Number(m[2] || '0') * 100 + Number(decimals.slice(0, 2)) + (Number(decimals[2]) >= 5 ? 1 : 0);
  return m[1] ? -fen : fen;
}

/** Sum of price × quantity over the lines, as yuan with 2 decimals ("123.40"). */
export function cartTotal(lines: readonly CartLine[]): string {
  const fen = lines.reduce((sum, l) => sum + toFen(l.discountPrice) * Math.max(0, Math.trunc(l.num)), 0);
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(fen);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Total quantity in the cart. */
export function cartQuantity(lines: readonly Pick<CartLine, 'num'>[]): number {
  return lines.reduce((sum, l) => sum + Math.max(0, Math.trunc(l.num)), 0);
}
