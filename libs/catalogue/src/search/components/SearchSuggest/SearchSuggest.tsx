import { useEffect, useId, useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import { m } from '@mall/i18n';
import { Box } from '@mall/ui';
import { highlightParts } from '../../lib/highlight';
import type { SuggestItem } from '../../lib/paths';
import * as styles from './SearchSuggest.css';

export type SuggestStatus = 'idle' | 'loading' | 'error' | 'ready';

export interface SearchSuggestProps {
  /** What is typed (the parent owns it, so the form around submits it). */
  value: string;
  onValueChange: (value: string) => void;
  /** The suggestions' state for the typed text: idle (nothing typed), loading, error or ready. */
  status: SuggestStatus;
  /** Keyword, category and shop suggestions for the typed text (at most 10). */
  suggestions: readonly SuggestItem[];
  /** This browser's last searches, newest first: listed while nothing is typed. */
  history: readonly string[];
  /** Hot words, listed while nothing is typed. */
  hotWords: readonly string[];
  /** A suggestion, remembered search or hot word was chosen (click, or Enter on the active one). */
  onChoose: (item: SuggestItem) => void;
  onClearHistory: () => void;
  placeholder?: string;
  /** The input's accessible name. */
  label: string;
  maxLength?: number;
  /** Open on first render (stories). */
  defaultOpen?: boolean;
  /** Focused (and open) when mounted: it replaces SearchField's input the shopper is in. */
  autoFocus?: boolean;
}

type Section = { heading?: string; items: SuggestItem[] };

/**
 * The search box's input with its suggestion list, as an ARIA 1.2 combobox: the input keeps focus,
 * the list is a `listbox` whose active option is `aria-activedescendant`, and a polite status line says
 * how many suggestions there are. Arrow keys move through the options (wrapping), Enter opens the
 * active one (or submits the form when none is active), Escape closes the list and, when it is already
 * closed, clears the input. Typed text is highlighted in each suggestion. With nothing typed it lists
 * this browser's recent searches (with 清空历史) and the hot words. States: idle, loading, error,
 * ready with suggestions, ready with none; long Chinese names are cut with an ellipsis.
 */
export function SearchSuggest({
  value,
  onValueChange,
  status,
  suggestions,
  history,
  hotWords,
  onChoose,
  onClearHistory,
  placeholder,
  label,
  maxLength,
  defaultOpen = false,
  autoFocus = false,
}: SearchSuggestProps) {
  const id = useId();
  const [open, setOpen] = useState(defaultOpen || autoFocus);
  const [active, setActive] = useState(-1);
  const typed = value.trim() !== '';

  const sections: Section[] = useMemo(() => {
    if (typed) return status === 'ready' ? [{ items: [...suggestions] }] : [];
    return [
      { heading: m['search.history'](), items: history.map((text) => ({ type: 'history' as const, text })) },
      { heading: m['search.hotWords'](), items: hotWords.map((text) => ({ type: 'hot' as const, text })) },
    ].filter((s) => s.items.length > 0);
  }, [typed, status, suggestions, history, hotWords]);
  const items = sections.flatMap((s) => s.items);
  const message = typed && status !== 'ready' && status !== 'idle' ? (status === 'loading' ? m['search.loading']() : m['search.error']()) : typed && status === 'ready' && items.length === 0 ? m['search.none']() : null;
  const shown = open && (items.length > 0 || message !== null);

  // New suggestions: nothing is active until the shopper moves.
  useEffect(() => setActive(-1), [suggestions, typed]);

  const optionId = (i: number) => `${id}-option-${i}`;
  const choose = (item: SuggestItem) => {
    setOpen(false);
    setActive(-1);
    onChoose(item);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return; // an input method is still composing Chinese
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return setOpen(true);
      if (items.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((a) => (a < 0 ? (step > 0 ? 0 : items.length - 1) : (a + step + items.length) % items.length));
    } else if (event.key === 'Enter') {
      if (shown && active >= 0 && items[active]) {
        event.preventDefault();
        choose(items[active]);
      } else setOpen(false);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (shown) setOpen(false);
      else onValueChange('');
      setActive(-1);
    }
  };

  let index = -1;
  return (
    <Box display="flex" className={styles.root}>
      <input
        type="search"
        role="combobox"
        className={styles.input}
        aria-label={label}
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={`${id}-list`}
        aria-activedescendant={shown && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        autoFocus={autoFocus}
        placeholder={placeholder}
        value={value}
        maxLength={maxLength}
        onChange={(e) => {
          onValueChange(e.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <div className={styles.popup} hidden={!shown}>
        {message && <p className={styles.message}>{message}</p>}
        <ul role="listbox" id={`${id}-list`} aria-label={m['search.suggestions']()} className={styles.list}>
          {sections.map((section, s) => (
            <li key={s} role="presentation">
              {section.heading && (
                <div className={styles.heading} id={`${id}-group-${s}`} aria-hidden="true">
                  {section.heading}
                </div>
              )}
              <ul role="group" aria-labelledby={section.heading ? `${id}-group-${s}` : undefined} className={styles.list}>
                {section.items.map((item) => {
                  index += 1;
                  const i = index;
                  return (
                    <li
                      key={`${item.type}-${i}`}
                      id={optionId(i)}
                      role="option"
                      aria-selected={i === active}
                      className={styles.option}
                      // Keeps focus in the input, so the blur does not close the list before the click.
                      onMouseDown={(e) => e.preventDefault()}
                      onMouseEnter={() => setActive(i)}
                      onClick={() => choose(item)}
                    >
                      <ItemText item={item} typed={value} />
                    </li>
                  );
                })}
              </ul>
            </li>
          ))}
        </ul>
        {!typed && history.length > 0 && (
          <button type="button" className={styles.clear} onMouseDown={(e) => e.preventDefault()} onClick={onClearHistory}>
            {m['search.clearHistory']()}
          </button>
        )}
      </div>
      <div role="status" aria-live="polite" className={styles.hidden}>
        {shown && typed && status === 'ready' && items.length > 0 ? m['search.announce']({ count: items.length }) : ''}
      </div>
    </Box>
  );
}

function Highlighted({ text, typed }: { text: string; typed: string }) {
  return (
    <>
      {highlightParts(text, typed).map((p, i) =>
        p.match ? (
          <mark key={i} className={styles.mark}>
            {p.text}
          </mark>
        ) : (
          p.text
        ),
      )}
    </>
  );
}

function ItemText({ item, typed }: { item: SuggestItem; typed: string }): ReactNode {
  switch (item.type) {
    case 'keyword':
      return (
        <>
          <span className={styles.aside}>{m['search.goodsCount']({ count: item.goodsCount })}</span>
          <Highlighted text={item.text} typed={typed} />
        </>
      );
    case 'category':
      return (
        <>
          <Highlighted text={item.text} typed={typed} /> <span className={styles.scope}>{m['search.inCategory']({ category: item.categoryName })}</span>
        </>
      );
    case 'shop':
      return (
        <>
          <span className={styles.aside}>{m['search.shopTag']()}</span>
          <Highlighted text={item.text} typed={typed} />
        </>
      );
    default:
      return item.text;
  }
}
