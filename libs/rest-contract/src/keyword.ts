// The goods and shop search keyword of SPEC §5, zod-free so the browser may import it
// (`@mall/rest-contract/keyword`): every place that reads or sends a keyword normalises it here.
import { SEARCH_KEYWORD_MAX } from './constants';

/** Trimmed and cut to SEARCH_KEYWORD_MAX characters (code points, so no half emoji); '' for none. */
export function normalizeKeyword(raw: string | null | undefined, max = SEARCH_KEYWORD_MAX): string {
  return Array.from((raw ?? '').trim()).slice(0, max).join('').trim();
}

/** At most this many terms of one goods search are matched (the rest of a long keyword is ignored). */
export const SEARCH_TERMS_MAX = 8;

// White space, punctuation, symbols (emoji are symbols), controls and the joiners and variation
// selectors inside emoji: none of them is part of a term.
const TERM_SEPARATORS = /[\s\p{P}\p{S}\p{Cc}\p{Cf}\u{FE00}-\u{FE0F}]+/u;

/**
 * The terms a goods search matches, every one of them (SPEC §5's keyword first: trimmed, 50
 * characters): full-width forms become half-width (NFKC: `ＡＢＣ１` → `abc1`, the ideographic space U+3000 → a space), letters
 * lower-cased, split on white space, punctuation and symbols (so `赣南·脐橙` and `赣南 脐橙` are both two
 * terms, and an emoji matches nothing), duplicates dropped, at most SEARCH_TERMS_MAX.
 */
export function keywordTerms(raw: string | null | undefined): string[] {
  const text = normalizeKeyword(raw).normalize('NFKC').toLowerCase();
  return [...new Set(text.split(TERM_SEPARATORS).filter(Boolean))].slice(0, SEARCH_TERMS_MAX);
}
