/** Amounts as the API sends them: yuan, as a number or a decimal string. */
export type YuanAmount = number | string;

const DECIMAL = /^([+-])?(\d*)(?:\.(\d*))?$/;

/**
 * Converts yuan to integer fen, rounding half up on the decimal digits as written, so that
 * "1.005" becomes 101 (binary floats would give 100). Returns null for anything not a number.
 */
export function yuanToFen(value: YuanAmount | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = DECIMAL.exec(text);
  if (!match || (match[2] === '' && (match[3] ?? '') === '')) {
    // Exponent notation and the like: rare enough for float rounding.
    const n = Number(text);
    return text !== '' && Number.isFinite(n) ? Math.round(n * 100) : null;
  }
  const sign = match[1] === '-' ? -1 : 1;
  const whole = Number(match[2] || '0');
  const fraction = (match[3] ?? '').padEnd(3, '0');
  const fen = whole * 100 + Number(fraction.slice(0, 2)) + (Number(fraction[2]) >= 5 ? 1 : 0);
  return fen === 0 ? 0 : sign * fen;
}

/** "12.50" for 12.5: always two decimals, no currency sign; null when not a number. */
export function formatYuan(value: YuanAmount | null | undefined): string | null {
  const fen = yuanToFen(value);
  if (fen === null) return null;
  const abs = Math.abs(fen);
  const text = `${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
  return fen < 0 ? `-${text}` : text;
}

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
