/**
 * Money in the member centre: the API sends yuan strings with 2 decimals; arithmetic is done in
 * integer fen (ARCHITECTURE §5) and shown as yuan again.
 */
import { yuanToFen } from '@mall/ui';

const INPUT = /^(\d{1,9})(?:\.(\d{1,2}))?$/;

/** Fen from what a member typed ("100", "100.5", "0.01"); null for anything else (signs, 3 decimals, letters). */
export function parseYuanInput(text: string): number | null {
  const m = INPUT.exec(text.trim());
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** "1234.50" for 123450 fen; "-12.05" for -1205. */
export function fenToYuan(fen: number): string {
  const abs = Math.abs(Math.round(fen));
  const text = `${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
  return fen < 0 && abs !== 0 ? `-${text}` : text;
}

/** Fen of an API yuan string; 0 when it is not a number. */
export function fenOf(yuan: string | null | undefined): number {
  return yuanToFen(yuan) ?? 0;
}

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
