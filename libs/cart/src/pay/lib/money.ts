/** How much the balance lacks for `amount` (both fen), or null when it is enough. */
export function balanceShortfall(balanceFen: number, amountFen: number): number | null {
  const lack = amountFen - balanceFen;
  return lack > 0 ? lack : null;
}
