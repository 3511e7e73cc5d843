/**
 * Money in the member centre: GraphQL answers integer fen (Money); what a member types is parsed
 * with parseYuanInput; both are shown with fenToYuan.
 */
import { fenToYuan, parseYuanInput } from '@mall/rest-contract/money';

export { fenToYuan, parseYuanInput } from '@mall/rest-contract/money';

/**
 * The withdrawal fee as mall-api computes it: amount × rate %, rounded to the fen
 * ("0.6" % of 100.50 → 0.60).
 */
export function withdrawFeeFen(amountFen: number, ratePercent: string): number {
  // A percent with 2 decimals is basis points × 1/100: "0.6" → 60 bp, the same digits as fen.
  const basisPoints = parseYuanInput(ratePercent) ?? 0;
  return Math.round((amountFen * basisPoints) / 10_000);
}

/** A balance record's signed amount from fen: "+20.00" / "-12.50". */
export function signedYuan(fen: number): string {
  return fen < 0 ? fenToYuan(fen) : `+${fenToYuan(fen)}`;
}

/** A point record's signed points: "+20" / "-5". */
export function signedPoints(points: number): string {
  return points < 0 ? String(points) : `+${points}`;
}
