// Where choosing a suggestion leads (SPEC §5: goods to /list, shops to /street or the shop itself).
import { normalizeKeyword } from '@mall/rest-contract/keyword';
import { EMPTY_LIST_STATE, listHref } from '../../logic/listParams';

export type SearchKind = 'goods' | 'shop';

/** A suggestion, a remembered search or a hot word, as the box lists them. */
export type SuggestItem =
  | { type: 'keyword'; text: string; goodsCount: number }
  | { type: 'category'; text: string; goodsCount: number; categoryId: number; categoryName: string; level: number }
  | { type: 'shop'; text: string; shopId: number }
  | { type: 'history'; text: string }
  | { type: 'hot'; text: string };

/** Goods search goes to /list?keyword=, shop search to /street?keyword=. */
export function searchPath(kind: SearchKind, raw: string): string {
  const keyword = normalizeKeyword(raw);
  if (kind === 'goods') return listHref(EMPTY_LIST_STATE, { keyword });
  return keyword ? `/street?${new URLSearchParams({ keyword }).toString()}` : '/street';
}

/** The page a chosen item opens. */
export function suggestionPath(item: SuggestItem, kind: SearchKind): string {
  switch (item.type) {
    case 'category':
      return listHref(EMPTY_LIST_STATE, { keyword: normalizeKeyword(item.text), categoryId: item.categoryId, level: item.level });
    case 'shop':
      return `/shop-${item.shopId}`;
    case 'hot':
      return searchPath('goods', item.text);
    default:
      return searchPath(kind, item.text);
  }
}
