import { formatYuan, yuanToFen, type YuanAmount } from '@mall/rest-contract/money';

// Parsing and formatting live in the one money module; the price display adds the currency sign.
export { formatYuan, yuanToFen, type YuanAmount } from '@mall/rest-contract/money';

/** "¥12.50"; "¥--" when the value is missing or not a number, so a bad price never reads as free. */
export function formatPrice(value: YuanAmount | null | undefined): string {
  return `¥${formatYuan(value) ?? '--'}`;
}

/** Whether the original price deserves a struck-through display: only when above the price. */
export function showsOriginal(
  value: YuanAmount | null | undefined,
  original: YuanAmount | null | undefined,
): boolean {
  const now = yuanToFen(value);
  const before = yuanToFen(original);
  return now !== null && before !== null && before > now;
}
