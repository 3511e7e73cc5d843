// Money of the whole mall (ARCHITECTURE §3), zod-free so the browser may import it
// (`@mall/rest-contract/money`): REST carries yuan strings ("12.50"), GraphQL integer fen (the
// gateway reads REST with exactYuanToFen once), arithmetic is integer fen. See README.md.

/** Yuan as written: a number or a decimal string. */
type YuanAmount = number | string;

const DECIMAL = /^([+-])?(\d*)(?:\.(\d*))?$/;

/**
 * Yuan → integer fen, rounding half up on the decimal digits as written, so that "1.005" becomes
 * 101 (binary floats would give 100). Null for anything that is not a number.
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

/** Fen of an API yuan amount; 0 when it is not a number. */
export function fenOf(yuan: YuanAmount | null | undefined): number {
  return yuanToFen(yuan) ?? 0;
}

/**
 * Fen of a yuan amount the server trusts ("12.3" → 1230, "-0.05" → -5): throws on anything that is
 * not a yuan amount with at most 2 decimals, so a bad REST answer never sums as 0.
 */
export function exactYuanToFen(yuan: string): number {
  const match = /^\s*(-)?(\d+)(?:\.(\d{0,2}))?\s*$/.exec(yuan);
  if (!match) throw new Error(`not a yuan amount: ${JSON.stringify(yuan)}`);
  const [, minus, whole, fraction = ''] = match;
  const fen = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return minus ? -fen : fen;
}

/** What a member typed as yuan ("100", "100.5", "0.01") in fen; null for anything else (signs, 3 decimals, letters). */
export function parseYuanInput(text: string): number | null {
  const m = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** Fen → yuan with two decimals and no currency sign: 123450 → "1234.50", -1205 → "-12.05", 0 → "0.00". */
export function fenToYuan(fen: number): string {
  const abs = Math.abs(Math.round(fen));
  const text = `${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
  return fen < 0 && abs !== 0 ? `-${text}` : text;
}
