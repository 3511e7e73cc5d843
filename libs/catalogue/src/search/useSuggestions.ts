// Suggestions for what is typed, fetched after the shopper pauses (debounced), the latest only.
import { useEffect, useState } from 'react';
import { gql, SearchSuggestionsDocument, type SearchSuggestionsQuery } from '@mall/gateway-client';
import { normalizeKeyword } from '@mall/rest-contract/keyword';
import type { SuggestStatus } from './components/SearchSuggest/SearchSuggest';
import type { SearchKind, SuggestItem } from './lib/paths';

/** Wait after a keystroke before asking: one request per pause, not per character. */
export const SUGGEST_DEBOUNCE_MS = 150;

type Answer = SearchSuggestionsQuery['searchSuggestions'][number];

export function toSuggestItem(s: Answer): SuggestItem {
  if (s.kind === 'SHOP' && s.shopId) return { type: 'shop', text: s.text, shopId: s.shopId };
  if (s.kind === 'CATEGORY' && s.category)
    return { type: 'category', text: s.text, goodsCount: s.goodsCount, categoryId: s.category.id, categoryName: s.category.name, level: s.category.level };
  return { type: 'keyword', text: s.text, goodsCount: s.goodsCount };
}

export function useSuggestions(kind: SearchKind, value: string): { status: SuggestStatus; suggestions: SuggestItem[] } {
  const keyword = normalizeKeyword(value);
  const [state, setState] = useState<{ key: string; status: SuggestStatus; suggestions: SuggestItem[] }>({ key: '', status: 'idle', suggestions: [] });
  const key = `${kind}:${keyword}`;
  useEffect(() => {
    if (!keyword) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setState((s) => ({ ...s, key, status: 'loading' }));
      gql(SearchSuggestionsDocument, { keyword, kind: kind === 'shop' ? 'SHOP' : 'GOODS' }, { silent: true, signal: controller.signal })
        .then((data) => setState({ key, status: 'ready', suggestions: data.searchSuggestions.map(toSuggestItem) }))
        .catch(() => {
          if (!controller.signal.aborted) setState({ key, status: 'error', suggestions: [] });
        });
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, keyword, kind]);
  if (!keyword) return { status: 'idle', suggestions: [] };
  // Until this keyword's answer is in, it is loading (the last one's suggestions are not shown for it).
  return state.key === key ? state : { status: 'loading', suggestions: [] };
}
