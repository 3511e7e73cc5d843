// The adjustment dialog's amount: yuan with at most two decimals (→ fen) or whole points, never 0.
import { parseYuanInput } from '@mall/rest-contract/money';

/** The amount to send (fen for the balance, points for points), or null when it is not valid. */
export function adjustmentAmount(account: 'balance' | 'point', text: string): number | null {
  const trimmed = text.trim();
  if (account === 'point') {
    if (!/^-?\d{1,9}$/.test(trimmed)) return null;
    const n = Number(trimmed);
    return n === 0 ? null : n;
  }
  const negative = trimmed.startsWith('-');
  const fen = parseYuanInput(negative ? trimmed.slice(1) : trimmed);
  if (fen === null || fen === 0) return null;
  return negative ? -fen : fen;
}
