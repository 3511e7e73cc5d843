/**
 * Money in the member centre: the API sends yuan strings with 2 decimals; arithmetic is done in
 * integer fen (ARCHITECTURE §5) and shown as yuan again.
 */
import { yuanToFen } from '@mall/rest-contract/money';

export { fenOf, fenToYuan, parseYuanInput } from '@mall/rest-contract/money';

/**
 * The withdrawal fee as mall-api computes it: amount × rate %, rounded to the fen
 * ("0.6" % of 100.50 → 0.60).
 */
export function withdrawFeeFen(amountFen: number, ratePercent: string): number {
  // A percent with 2 decimals is basis points × 1/100: "0.6" → 60 bp, the same digits as fen.
  const basisPoints = yuanToFen(ratePercent) ?? 0;
  return Math.round((amountFen * basisPoints) / 10_000);
}

/** Signed amounts of account records: "+20.00" / "-12.50" (points: "+20"). */
export function signed(amount: string): string {
  const trimmed = amount.trim();
  return trimmed.startsWith('-') || trimmed.startsWith('+') ? trimmed : `+${trimmed}`;
}
