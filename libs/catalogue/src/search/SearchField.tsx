import { startTransition, useId, useRef, useState, type ComponentType } from 'react';
import { m } from '@mall/i18n';
import { Box } from '@mall/ui';
import type { SearchSuggestBoxProps } from './SearchSuggestBox';
import * as styles from './components/SearchSuggest/SearchSuggest.css';

type SuggestBox = ComponentType<SearchSuggestBoxProps>;

let loading: Promise<SuggestBox> | undefined;
/** The suggestions' code (list, history, the gateway query): its own chunk, fetched once. */
const loadSuggestBox = (): Promise<SuggestBox> =>
  (loading ??= import('./SearchSuggestBox').then((module) => module.SearchSuggestBox));

/**
 * The header's search input on every first load: the markup of SearchSuggest while its list is closed,
 * without the suggestions' code, which is fetched when the shopper points at the box and takes its place
 * when the shopper focuses or types in it (keeping the focus and what was typed, which the parent owns).
 * The server renders this too, so hydration matches whatever the browser has loaded.
 */
export function SearchField(props: SearchSuggestBoxProps) {
  const { value, onValueChange, placeholder, label, maxLength } = props;
  const [Loaded, setLoaded] = useState<SuggestBox | null>(null);
  const [focused, setFocused] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  if (Loaded) return <Loaded {...props} autoFocus={focused} />;
  const load = () =>
    void loadSuggestBox().then((Component) =>
      startTransition(() => {
        // Read at the swap: the new input takes the focus only if this one still has it.
        setFocused(document.activeElement !== null && document.activeElement === input.current);
        setLoaded(() => Component);
      }),
    );
  return (
    // Pointing only fetches the code: the swap waits for the focus, so it cannot take the input away
    // between the pointer's arrival and its click.
    <Box display="flex" className={styles.root} onPointerEnter={() => void loadSuggestBox()}>
      <input
        ref={input}
        type="search"
        role="combobox"
        className={styles.input}
        aria-label={label}
        aria-autocomplete="list"
        aria-expanded={false}
        aria-controls={`${id}-list`}
        autoComplete="off"
        placeholder={placeholder}
        value={value}
        maxLength={maxLength}
        onChange={(e) => {
          onValueChange(e.target.value);
          load();
        }}
        onFocus={load}
      />
      <div className={styles.popup} hidden>
        <ul role="listbox" id={`${id}-list`} aria-label={m['search.suggestions']()} className={styles.list} />
      </div>
      <div role="status" aria-live="polite" className={styles.hidden} />
    </Box>
  );
}
