import { fenToYuan } from '@mall/rest-contract/money';

/** Fen → "¥12.50"; "¥--" when the amount is missing, so a missing price never reads as free. */
export function formatPrice(fen: number | null | undefined): string {
  return `¥${fen === null || fen === undefined ? '--' : fenToYuan(fen)}`;
}

/** Whether the original price deserves a struck-through display: only when above the price. */
export function showsOriginal(fen: number | null | undefined, originalFen: number | null | undefined): boolean {
  return fen !== null && fen !== undefined && originalFen !== null && originalFen !== undefined && originalFen > fen;
}
