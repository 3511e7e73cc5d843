import { m } from '@mall/i18n';
import { useRef, useState, type ReactNode } from 'react';
import { Button, Img, Inline, Input, Stack } from '@mall/ui';
import type { PickerGoods } from './pickerGoods';
import * as styles from './GoodsPicker.css';
import { fenToYuan } from '@mall/rest-contract/money';

export interface GoodsPickerProps<T extends PickerGoods> {
  /** The chosen goods, in order. */
  chosen: readonly T[];
  /** Whether a goods is one sku (activities, micro pages, zones) or one goods whatever its sku (a site's recommended goods). */
  by?: 'sku' | 'goods';
  /** At most this many; with 1, picking replaces the chosen one. */
  max?: number;
  /** Searches goods by keyword (the route's call): the picker keeps the results, the waiting and the failure. */
  search: (keyword: string) => Promise<readonly T[]>;
  /** The new list; `picked` is the goods just added. */
  onChange: (chosen: T[], picked?: T) => void;
  /** Beside each chosen goods: its own fields (activity price, quantity …). */
  extra?: (goods: T, index: number) => ReactNode;
  /** The form's message about the chosen goods (none chosen, one refused). */
  error?: string;
}

const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e));

/**
 * Choose goods by hand: the chosen ones in order (picture, name, shop, price, stock, 已下架), each with
 * its own fields and 移除; a search by goods or shop name; 选择 adds a result once, up to `max`.
 * Fetches nothing: `search` is the route's.
 */
export function GoodsPicker<T extends PickerGoods>({ chosen, by = 'sku', max, search, onChange, extra, error }: GoodsPickerProps<T>) {
  const [keyword, setKeyword] = useState('');
  const [results, setResults] = useState<readonly T[] | null>(null);
  const [searching, setSearching] = useState(false);
  const [searchError, setSearchError] = useState<string | null>(null);
  // Only the latest search may answer: an earlier, slower one must not replace its results.
  const latest = useRef(0);
  const idOf = (g: PickerGoods) => (by === 'goods' ? g.goodsId : g.skuId);
  const chosenIds = new Set(chosen.map(idOf));
  const replaces = max === 1;
  const full = max !== undefined && !replaces && chosen.length >= max;
  const run = async () => {
    const ticket = (latest.current += 1);
    setSearching(true);
    setSearchError(null);
    try {
      const found = await search(keyword.trim());
      if (ticket === latest.current) setResults(found);
    } catch (e) {
      if (ticket === latest.current) setSearchError(m['console.goodsPicker.error']({ message: errorText(e) }));
    } finally {
      if (ticket === latest.current) setSearching(false);
    }
  };
  const pick = (g: T) => onChange(replaces ? [g] : [...chosen, g], g);
  const facts = (g: PickerGoods) => (
    <>
      {g.shopName && <span className={styles.meta}>{g.shopName}</span>}
      {g.price !== undefined && <span className={styles.meta}>{m['console.goodsPicker.price']({ price: fenToYuan(g.price) })}</span>}
      {typeof g.stock === 'number' && <span className={styles.meta}>{m['console.goodsPicker.stock']({ stock: g.stock })}</span>}
      {g.isOnShelf === false && <span className={styles.meta}>{m['console.goodsPicker.offShelf']()}</span>}
    </>
  );
  const heading = max === undefined ? m['console.goodsPicker.chosenNoMax']({ count: chosen.length }) : m['console.goodsPicker.chosen']({ count: chosen.length, max });
  return (
    <Stack space="sm">
      <p className={styles.heading}>{heading}</p>
      {chosen.length === 0 ? (
        <p className={styles.muted}>{m['console.goodsPicker.none']()}</p>
      ) : (
        <ul className={styles.rows} aria-label={heading}>
          {chosen.map((g, i) => (
            <li key={idOf(g)} className={styles.row}>
              {g.image && <Img src={g.image} alt="" className={styles.thumb} />}
              <span className={styles.name} title={g.name}>
                {g.name}
              </span>
              {facts(g)}
              {extra?.(g, i)}
              <Button type="button" size="sm" variant="text" onClick={() => onChange(chosen.filter((_, j) => j !== i))} aria-label={m['console.goodsPicker.unpick']({ name: g.name })}>
                ×
              </Button>
            </li>
          ))}
        </ul>
      )}
      {error && <p role="alert">{error}</p>}
      {full && <p className={styles.muted}>{m['console.goodsPicker.full']({ max })}</p>}
      {/* Not a <form>: the picker sits inside the page's own forms. */}
      <div role="search">
        <Inline space="sm" alignY="flex-end">
          <Input
            label={m['console.goodsPicker.search']()}
            placeholder={m['console.goodsPicker.placeholder']()}
            value={keyword}
            maxLength={50}
            size="sm"
            onChange={(e) => setKeyword(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                void run();
              }
            }}
          />
          <Button type="button" size="sm" variant="secondary" loading={searching} onClick={() => void run()}>
            {m['console.goodsPicker.searchButton']()}
          </Button>
        </Inline>
      </div>
      {searching && <p className={styles.muted}>{m['console.goodsPicker.searching']()}</p>}
      {searchError && <p role="alert">{searchError}</p>}
      {!searching && results?.length === 0 && <p className={styles.muted}>{m['console.goodsPicker.noResult']()}</p>}
      {!searching && results && results.length > 0 && (
        <ul className={styles.rows} aria-label={m['console.goodsPicker.results']()}>
          {results.map((g) => (
            <li key={g.skuId} className={styles.row}>
              {g.image && <Img src={g.image} alt="" className={styles.thumb} />}
              <span className={styles.name} title={g.name}>
                {g.name}
              </span>
              {facts(g)}
              <Button type="button" size="sm" variant="secondary" disabled={chosenIds.has(idOf(g)) || full} onClick={() => pick(g)} aria-label={`${m['console.goodsPicker.pick']()} ${g.name}`}>
                {m['console.goodsPicker.pick']()}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}
