/** Yuan strings from the API ("12.50") to integer fen and back, so sums never drift. */
export function fenOf(yuan: string): number {
  const m = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(yuan.trim());
  if (!m) return 0;
  const fen = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] ? -fen : fen;
}

export function yuanOf(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(fen);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export function sumYuan(values: readonly string[]): string {
  return yuanOf(values.reduce((s, v) => s + fenOf(v), 0));
}

/** How much the balance lacks for `amount` (yuan), or null when it is enough. */
export function balanceShortfall(balance: string, amount: string): string | null {
  const lack = fenOf(amount) - fenOf(balance);
  return lack > 0 ? yuanOf(lack) : null;
}
