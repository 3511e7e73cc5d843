import { fenOf, fenToYuan } from '@mall/rest-contract/money';

/** Yuan strings from the API ("12.50") to integer fen and back, so sums never drift (one money module). */
export { fenOf, fenToYuan as yuanOf, sumYuan } from '@mall/rest-contract/money';

/** How much the balance lacks for `amount` (yuan), or null when it is enough. */
export function balanceShortfall(balance: string, amount: string): string | null {
  const lack = fenOf(amount) - fenOf(balance);
  return lack > 0 ? fenToYuan(lack) : null;
}
