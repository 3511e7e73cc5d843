import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { SEARCH_KEYWORD_MAX } from '@mall/rest-contract/constants';
import { m } from '@mall/i18n';
import { rememberSearch, SearchField } from '@mall/catalogue/search';
import { searchPath, type SearchKind } from './search';
import * as styles from './SearchBox.css';

export interface SearchBoxProps {
  /** The default search word (placeholder for goods search). */
  defaultWord?: string;
  hotWords?: string[];
  /** Called with the target path (`/list?keyword=…` or `/street?keyword=…`). */
  onSearch: (path: string) => void;
  initialKind?: SearchKind;
}

/**
 * The header search. Props: `defaultWord` (placeholder, used for an empty goods search), `hotWords` (links to
 * /list?keyword=), `onSearch(path)`. Tabs 搜商品 → /list?keyword=, 搜店铺 → /street?keyword=. The keyword is
 * trimmed and cut to 50 characters (SEARCH_KEYWORD_MAX). As the shopper types, SearchSuggestBox lists suggestions
 * (recent searches and hot words while empty). States: goods tab, shop tab, no hot words.
 */
export function SearchBox({
  defaultWord = '',
  hotWords = [],
  onSearch,
  initialKind = 'goods',
}: SearchBoxProps) {
  const [kind, setKind] = useState<SearchKind>(initialKind);
  const [keyword, setKeyword] = useState('');
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // An empty goods search uses the suggested default word.
    const word = keyword.trim() || (kind === 'goods' ? defaultWord : '');
    if (word) rememberSearch(word);
    onSearch(searchPath(kind, word));
  };

  const placeholder = kind === 'goods' ? defaultWord || m['search.placeholder']() : m['search.shopPlaceholder']();

  return (
    <div className={styles.root}>
      <div role="tablist" aria-label={m['search.label']()} className={styles.tabs}>
        {(['goods', 'shop'] as const).map((k) => (
          <button
            key={k}
            id={`${id}-${k}`}
            type="button"
            role="tab"
            aria-selected={kind === k}
            aria-controls={`${id}-panel`}
            className={styles.tab}
            onClick={() => setKind(k)}
          >
            {(k === 'goods' ? m['search.goods']() : m['search.shop']())}
          </button>
        ))}
      </div>
      {/* The tabs' panel (the chosen kind's search form): tabs without one are an HTML error. */}
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-${kind}`}>
        <form role="search" className={styles.form} onSubmit={submit}>
          {/* Suggestions as the shopper types (@mall/catalogue/search, fetched when the box is first used); the keyword is cut to SEARCH_KEYWORD_MAX on submit. */}
          <SearchField
            kind={kind}
            value={keyword}
            onValueChange={setKeyword}
            hotWords={hotWords}
            onNavigate={onSearch}
            label={m['search.label']()}
            placeholder={placeholder}
            maxLength={SEARCH_KEYWORD_MAX * 4}
          />
          <button type="submit" className={styles.submit}>
            {m['search.submit']()}
          </button>
        </form>
      </div>
      {hotWords.length > 0 && (
        <nav className={styles.hot} aria-label={m['search.hotWords']()}>
          {hotWords.map((w) => (
            <Link key={w} to={searchPath('goods', w)} className={styles.hotWord}>
              {w}
            </Link>
          ))}
        </nav>
      )}
    </div>
  );
}
