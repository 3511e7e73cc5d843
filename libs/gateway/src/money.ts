/** Money arithmetic in integer fen (ARCHITECTURE §5): yuan strings are parsed exactly, never as floats. */

/** "12.3" → 1230, "-0.05" → -5; throws on anything that is not a yuan amount with at most 2 decimals. */
export function yuanToFen(yuan: string): number {
  const match = /^\s*(-)?(\d+)(?:\.(\d{0,2}))?\s*$/.exec(yuan);
  if (!match) throw new Error(`not a yuan amount: ${JSON.stringify(yuan)}`);
  const [, minus, whole, fraction = ''] = match;
  const fen = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return minus ? -fen : fen;
}

/** 1230 → "12.30" */
export function fenToYuan(fen: number): string {
  if (!Number.isSafeInteger(fen)) throw new Error(`not an integer fen amount: ${fen}`);
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(fen);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
