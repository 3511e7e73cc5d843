// The goods and shop search keyword of SPEC §5, zod-free so the browser may import it
// (`@mall/rest-contract/keyword`): every place that reads or sends a keyword normalises it here.
import { SEARCH_KEYWORD_MAX } from './constants';

/** Trimmed and cut to SEARCH_KEYWORD_MAX characters (code points, so no half emoji); '' for none. */
export function normalizeKeyword(raw: string | null | undefined, max = SEARCH_KEYWORD_MAX): string {
  return Array.from((raw ?? '').trim()).slice(0, max).join('').trim();
}
