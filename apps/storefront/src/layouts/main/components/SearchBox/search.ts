import { normalizeKeyword } from '@mall/rest-contract/keyword';

export type SearchKind = 'goods' | 'shop';

/** SPEC §5: the keyword is trimmed and limited to 50 characters (code points, not UTF-16 units). */
export { normalizeKeyword } from '@mall/rest-contract/keyword';

/** Goods search goes to /list?keyword=, shop search to /street?keyword= (SPEC §5). */
export function searchPath(kind: SearchKind, raw: string): string {
  const keyword = normalizeKeyword(raw);
  const base = kind === 'goods' ? '/list' : '/street';
  return keyword ? `${base}?${new URLSearchParams({ keyword }).toString()}` : base;
}
