import { useState } from 'react';
import { Button, Img, Inline, Input, Stack } from '@mall/ui';
import type { PickerItem } from '../../lib/picker';
import { usePagesT } from '../../i18n';
import * as styles from './GoodsPicker.css';

export interface GoodsPickerProps {
  /** The chosen skus (or goods, with `by="goods"`), in order. */
  skuIds: readonly number[];
  /** Whether the ids are skus (a micro page's goods list, a zone) or goods (a site's recommended goods). */
  by?: 'sku' | 'goods';
  /** What is known of each id (names of the chosen ones and of the search results). */
  known: Readonly<Record<number, PickerItem>>;
  /** The last search's results; null before any search. */
  results: readonly PickerItem[] | null;
  searching?: boolean;
  /** At most this many may be chosen. */
  max: number;
  onSearch: (keyword: string) => void;
  /** The new list; `picked` is the sku just added (so its name is remembered). */
  onChange: (skuIds: number[], picked?: PickerItem) => void;
}

/**
 * Choose goods by hand: search by name, add a result (once), remove a chosen one. Used by the micro
 * page's goods list and by the sites' and zones' goods. Props: `skuIds` (goods ids with `by="goods"`), `known`, `results`,
 * `searching`, `max`, `onSearch(keyword)`, `onChange(skuIds, picked?)`. Fetches nothing itself.
 */
export function GoodsPicker({ skuIds, by = 'sku', known, results, searching = false, max, onSearch, onChange }: GoodsPickerProps) {
  const t = usePagesT();
  const idOf = (item: PickerItem) => (by === 'goods' ? item.goodsId : item.skuId);
  const [keyword, setKeyword] = useState('');
  const chosen = new Set(skuIds);
  const full = skuIds.length >= max;
  return (
    <Stack space="sm">
      <p className={styles.heading}>{t('field.picked', { count: skuIds.length })}</p>
      <ul className={styles.rows}>
        {skuIds.map((id) => {
          const item = known[id];
          const name = item?.skuName ?? `#${id}`;
          return (
            <li key={id} className={styles.row}>
              {item && <Img src={item.skuImage} alt="" className={styles.thumb} />}
              <span className={styles.name}>{name}</span>
              {item && !item.isOnShelf && <span className={styles.meta}>{t('field.offShelf')}</span>}
              <Button size="sm" variant="text" onClick={() => onChange(skuIds.filter((s) => s !== id))} aria-label={t('field.unpick', { name })}>
                ×
              </Button>
            </li>
          );
        })}
      </ul>
      <form
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          onSearch(keyword.trim());
        }}
      >
        <Inline space="sm" alignY="flex-end">
          <Input label={t('field.search')} value={keyword} maxLength={50} onChange={(e) => setKeyword(e.target.value)} size="sm" />
          <Button size="sm" type="submit" variant="secondary" loading={searching}>
            {t('field.searchButton')}
          </Button>
        </Inline>
      </form>
      {searching && <p className={styles.muted}>{t('field.searching')}</p>}
      {!searching && results && results.length === 0 && <p className={styles.muted}>{t('field.noResult')}</p>}
      {!searching && results && results.length > 0 && (
        <ul className={styles.rows} aria-label={t('field.search')}>
          {results.map((item) => (
            <li key={item.skuId} className={styles.row}>
              <Img src={item.skuImage} alt="" className={styles.thumb} />
              <span className={styles.name}>{item.skuName}</span>
              <span className={styles.meta}>¥{item.discountPrice}</span>
              <Button size="sm" variant="secondary" disabled={chosen.has(idOf(item)) || full} onClick={() => onChange([...skuIds, idOf(item)], item)} aria-label={`${t('field.pick')} ${item.skuName}`}>
                {t('field.pick')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}
