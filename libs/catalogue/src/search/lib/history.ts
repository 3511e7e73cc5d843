// The last searches of this browser (localStorage), newest first: the search box shows them when empty.
import { normalizeKeyword } from '@mall/rest-contract/keyword';

export const SEARCH_HISTORY_KEY = 'mall_search_history';
export const SEARCH_HISTORY_MAX = 10;

/** localStorage when there is one (not on the server, not when the browser refuses it). */
function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The remembered searches, newest first; anything unreadable counts as none. */
export function readSearchHistory(): string[] {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(SEARCH_HISTORY_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return [...new Set(parsed.filter((w): w is string => typeof w === 'string').map((w) => normalizeKeyword(w)).filter(Boolean))].slice(0, SEARCH_HISTORY_MAX);
  } catch {
    return [];
  }
}

/** Puts a search first (once), keeps the last SEARCH_HISTORY_MAX; returns the new list. */
export function rememberSearch(raw: string): string[] {
  const word = normalizeKeyword(raw);
  const next = word ? [word, ...readSearchHistory().filter((w) => w !== word)].slice(0, SEARCH_HISTORY_MAX) : readSearchHistory();
  try {
    storage()?.setItem(SEARCH_HISTORY_KEY, JSON.stringify(next));
  } catch {
    // A full or refused storage only loses the history.
  }
  return next;
}

export function clearSearchHistory(): void {
  try {
    storage()?.removeItem(SEARCH_HISTORY_KEY);
  } catch {
    // Nothing to clear.
  }
}
