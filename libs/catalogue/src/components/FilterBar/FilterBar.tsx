import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Box, Breadcrumb, type BreadcrumbItem, Checkbox, Inline, Stack } from '@mall/ui';
import { m, type Message } from '@mall/i18n';
import { hasFilters, TAG_LEVELS, type ListState, type TagLevel } from '../../logic/listParams';
import { PriceRangeFilter } from '../PriceRangeFilter/PriceRangeFilter';
import { bandChosen, bandLabel, bandYuan, type ListFacets } from '../../logic/facets';
import * as styles from './FilterBar.css';
import { routerLink } from '@mall/page-kit';

export interface CategoryLinkData {
  id: number;
  name: string;
  level: number;
}

export interface BrandOption {
  id: number;
  name: string;
}

export interface FilterBarProps {
  state: ListState;
  /** The chosen category's path, level 1 first (empty without a category). */
  categoryPath: readonly CategoryLinkData[];
  /** Sub-categories of the chosen category (or nothing). */
  subCategories: readonly CategoryLinkData[];
  brands: readonly BrandOption[];
  /** The list URL with `patch` applied (page back to 1). */
  hrefFor: (patch: Partial<ListState>) => string;
  /** Navigates to the list with `patch` applied (for the form controls). */
  onChange: (patch: Partial<ListState>) => void;
  /**
   * Counts of this query's goods per value (the search's facets): categories and brands then come
   * from them, each with its count, and price bands and tags show theirs. Without it, the rows above.
   */
  facets?: ListFacets | null;
}

const TAG_LEVEL_LABEL: Record<TagLevel, Message> = {
  2: m['catalogue.tagProvince'],
  3: m['catalogue.tagCity'],
  4: m['catalogue.tagCounty'],
};

const SEARCH_TYPES: [number, Message][] = [
  [0, m['catalogue.searchTypeAll']],
  [1, m['catalogue.searchTypeNew']],
  [2, m['catalogue.searchTypePremium']],
  [3, m['catalogue.searchTypeRecommend']],
];

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Inline space="md" alignY="baseline" wrap={false} className={styles.row} role="group" aria-label={label}>
      <span className={styles.label} aria-hidden="true">
        {label}
      </span>
      <Box display="flex" flexWrap="wrap" alignItems="center" rowGap="xs" columnGap="md" className={styles.values}>
        {children}
      </Box>
    </Inline>
  );
}

function Choice({ to, current, children, count }: { to: string; current: boolean; children: ReactNode; count?: number }) {
  return (
    <Link to={to} className={current ? `${styles.choice} ${styles.current}` : styles.choice} aria-current={current ? 'true' : undefined}>
      {children}
      {count !== undefined && <span className={styles.count}> {m['catalogue.facetCount']({ count })}</span>}
    </Link>
  );
}

/**
 * The filter bar of /list: category breadcrumb and sub-categories, brands, goods type, price range
 * and certification tags; with `facets`, each value with the number of this query's goods (price
 * bands too). Every choice is a link or navigates, so the URL stays the only state;
 * any change returns to page 1.
 */
export function FilterBar({ state, categoryPath, subCategories, brands, hrefFor, onChange, facets = null }: FilterBarProps) {
  const categoryChoices = facets ? facets.categories.map((c) => ({ ...c.category, count: c.count as number | undefined })) : subCategories.map((c) => ({ ...c, count: undefined }));
  const brandChoices = facets ? facets.brands : brands.map((b) => ({ ...b, count: undefined }));
  const tagCount = (n: number | undefined) => (n === undefined ? '' : ` ${m['catalogue.facetCount']({ count: n })}`);
  const crumbs: BreadcrumbItem[] = [
    { label: m['catalogue.allGoods'](), href: hrefFor({ categoryId: null, level: null }) },
    ...categoryPath.map((c) => ({ label: c.name, href: hrefFor({ categoryId: c.id, level: c.level }) })),
  ];
  if (state.keyword) crumbs.push({ label: `“${state.keyword}”` });
  return (
    <Stack as="section" space="none" className={styles.root} aria-label={m['catalogue.filter']()}>
      <Inline space="md" align="space-between" wrap={false} className={styles.top}>
        <Breadcrumb items={crumbs.length > 1 ? crumbs : [...crumbs, { label: m['catalogue.allCategories']() }]} renderLink={routerLink} />
        {hasFilters(state) && (
          <Link
            className={styles.clear}
            to={hrefFor({ brandId: null, searchType: 0, priceMin: null, priceMax: null, tag832: false, tagLevel: null })}
          >
            {m['catalogue.clearFilters']()}
          </Link>
        )}
      </Inline>
      {categoryChoices.length > 0 && (
        <Row label={m['catalogue.allCategories']()}>
          {categoryChoices.map((c) => (
            <Choice key={c.id} to={hrefFor({ categoryId: c.id, level: c.level })} current={false} count={c.count}>
              {c.name}
            </Choice>
          ))}
        </Row>
      )}
      {brandChoices.length > 0 && (
        <Row label={m['catalogue.brand']()}>
          <Choice to={hrefFor({ brandId: null })} current={state.brandId === null}>
            {m['catalogue.brandAll']()}
          </Choice>
          {brandChoices.map((b) => (
            <Choice key={b.id} to={hrefFor({ brandId: b.id })} current={state.brandId === b.id} count={b.count}>
              {b.name}
            </Choice>
          ))}
        </Row>
      )}
      <Row label={m['catalogue.searchType']()}>
        {SEARCH_TYPES.map(([value, label]) => (
          <Choice key={value} to={hrefFor({ searchType: value })} current={state.searchType === value}>
            {label()}
          </Choice>
        ))}
      </Row>
      <Row label={m['catalogue.price']()}>
        {facets?.priceBands
          .filter((b) => b.count > 0 || bandChosen(state, b))
          .map((b) => (
            <Choice key={b.min} to={hrefFor({ priceMin: bandYuan(b.min), priceMax: b.max === null ? null : bandYuan(b.max) })} current={bandChosen(state, b)} count={b.count}>
              {bandLabel(b)}
            </Choice>
          ))}
        <PriceRangeFilter
          min={state.priceMin}
          max={state.priceMax}
          onApply={(priceMin, priceMax) => onChange({ priceMin, priceMax })}
        />
      </Row>
      <Row label={m['catalogue.tags']()}>
        <Checkbox
          label={`${m['catalogue.tag832']()}${tagCount(facets?.tag832)}`}
          checked={state.tag832}
          onChange={(e) => onChange({ tag832: e.target.checked })}
        />
        {/* The API filters by one certification level at a time: the level boxes exclude each other. */}
        {TAG_LEVELS.map((level) => (
          <Checkbox
            key={level}
            label={`${TAG_LEVEL_LABEL[level]()}${tagCount(facets?.tagLevels.find((l) => l.level === level)?.count)}`}
            checked={state.tagLevel === level}
            onChange={(e) => onChange({ tagLevel: e.target.checked ? level : null })}
          />
        ))}
      </Row>
    </Stack>
  );
}
