/**
 * Price range of the /list filter: yuan amounts of at least 0 with at most 2 decimals
 * (the GoodsListFilter's minPrice/maxPrice). Shared by the URL parser and the input form.
 */
const PRICE_RE = /^\d{1,9}(?:\.\d{1,2})?$/;

/** A canonical yuan string ("012.50" → "12.5"), or null when `raw` is empty or not a valid price. */
export function parsePrice(raw: string | null | undefined): string | null {
  const text = (raw ?? '').trim();
  if (!PRICE_RE.test(text)) return null;
  return String(Number(text));
}

export type PriceRangeError = 'invalid' | 'order';

export interface PriceRangeResult {
  min: string | null;
  max: string | null;
  /** Set when the input cannot be applied; the field it concerns, if one. */
  error: PriceRangeError | null;
  field: 'min' | 'max' | null;
}

/** Validates the two inputs of the price filter; empty fields mean "no bound". */
export function validatePriceRange(minText: string, maxText: string): PriceRangeResult {
  const min = parsePrice(minText);
  const max = parsePrice(maxText);
  if (minText.trim() !== '' && min === null) return { min: null, max: null, error: 'invalid', field: 'min' };
  if (maxText.trim() !== '' && max === null) return { min: null, max: null, error: 'invalid', field: 'max' };
  if (min !== null && max !== null && Number(min) > Number(max)) {
    return { min: null, max: null, error: 'order', field: 'min' };
  }
  return { min, max, error: null, field: null };
}
