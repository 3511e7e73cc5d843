import { useEffect, useState } from 'react';
import { SearchSuggest } from './components/SearchSuggest/SearchSuggest';
import { clearSearchHistory, readSearchHistory, rememberSearch } from './lib/history';
import { suggestionPath, type SearchKind, type SuggestItem } from './lib/paths';
import { useSuggestions } from './useSuggestions';

export interface SearchSuggestBoxProps {
  kind: SearchKind;
  value: string;
  onValueChange: (value: string) => void;
  hotWords: readonly string[];
  /** Opens a path (the header's navigation). */
  onNavigate: (path: string) => void;
  placeholder?: string;
  label: string;
  maxLength?: number;
  /** Focused when mounted (SearchField hands over the shopper's focus). */
  autoFocus?: boolean;
}

/**
 * The header search box's input with live suggestions: SearchSuggest fed by the gateway
 * (searchSuggestions, debounced) and this browser's search history. Choosing a keyword or category
 * remembers it and opens /list; a shop opens its page. The form around it submits typed text as before.
 */
export function SearchSuggestBox({ kind, value, onValueChange, hotWords, onNavigate, placeholder, label, maxLength, autoFocus }: SearchSuggestBoxProps) {
  const { status, suggestions } = useSuggestions(kind, value);
  // Read after mount: the server render has no history, and the first client render must match it.
  const [history, setHistory] = useState<string[]>([]);
  useEffect(() => setHistory(readSearchHistory()), []);
  const choose = (item: SuggestItem) => {
    if (item.type !== 'shop') setHistory(rememberSearch(item.text));
    onValueChange(item.type === 'shop' ? '' : item.text);
    onNavigate(suggestionPath(item, kind));
  };
  return (
    <SearchSuggest
      value={value}
      onValueChange={onValueChange}
      status={status}
      suggestions={suggestions}
      history={history}
      hotWords={hotWords}
      onChoose={choose}
      onClearHistory={() => {
        clearSearchHistory();
        setHistory([]);
      }}
      placeholder={placeholder}
      label={label}
      maxLength={maxLength}
      autoFocus={autoFocus}
    />
  );
}
