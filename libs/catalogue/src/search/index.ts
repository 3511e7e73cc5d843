// @mall/catalogue/search: the header search box's suggestions (its own entry, so the layout's first
// load does not carry the rest of the catalogue).
export { SearchSuggestBox, type SearchSuggestBoxProps } from './SearchSuggestBox';
export { SearchField } from './SearchField';
export { SearchSuggest, type SearchSuggestProps, type SuggestStatus } from './components/SearchSuggest/SearchSuggest';
export { rememberSearch, readSearchHistory, clearSearchHistory, SEARCH_HISTORY_MAX } from './lib/history';
export { searchPath, suggestionPath, type SearchKind, type SuggestItem } from './lib/paths';
export { highlightParts } from './lib/highlight';
