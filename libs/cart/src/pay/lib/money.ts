import { yuanToFen } from '@mall/ui';

/** Yuan strings from the API ("12.50") to integer fen and back, so sums never drift. */
export function fenOf(yuan: string): number {
  return yuanToFen(yuan) ?? 0;
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
