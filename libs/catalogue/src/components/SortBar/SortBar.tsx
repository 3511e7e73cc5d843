import { Link } from 'react-router-dom';
import { m, type Message } from '@mall/i18n';
import { LIST_SORTS, type ListSort } from '../../logic/listParams';
import * as styles from './SortBar.css';
import { Box, Inline } from '@mall/ui';

export interface SortBarProps {
  sort: ListSort;
  /** The URL of the list with this sort (page 1). */
  hrefFor: (sort: ListSort) => string;
  /** Number of goods found; omitted while unknown. */
  count?: number;
}

export const SORT_LABEL: Record<ListSort, Message> = {
  composite: m['catalogue.sortComposite'],
  sales: m['catalogue.sortSales'],
  price_asc: m['catalogue.sortPriceAsc'],
  price_desc: m['catalogue.sortPriceDesc'],
  newest: m['catalogue.sortNewest'],
};

/**
 * The sort links of /list (综合, 销量, 价格↑, 价格↓, 新品) and the result count. Links, so the URL holds the sort.
 *
 * The sort bar of /list. Props: `sort` (current: composite, sales, price_asc, price_desc, newest),
 * `hrefFor(sort)` (the list URL with that sort; a new sort starts at page 1) and `count` (goods found). Each
 * sort is a real link so back/forward restore it; the current one is marked aria-current. States: default
 * sort, price sort, count unknown.
 */
export function SortBar({ sort, hrefFor, count }: SortBarProps) {
  return (
    <Inline space="md" align="space-between" className={styles.root}>
      <nav aria-label={m['catalogue.sort']()}>
        <Box as="ul" display="flex" flexWrap="wrap" gap="xxs" className={styles.list}>
          {LIST_SORTS.map((s) => (
            <li key={s}>
              <Link
                to={hrefFor(s)}
                className={s === sort ? `${styles.item} ${styles.active}` : styles.item}
                aria-current={s === sort ? 'true' : undefined}
                data-sort={s}
              >
                {SORT_LABEL[s]()}
              </Link>
            </li>
          ))}
        </Box>
      </nav>
      {count !== undefined && (
        <p className={styles.count} role="status" data-testid="result-count">
          {m['catalogue.resultCount']({ count })}
        </p>
      )}
    </Inline>
  );
}
