import { Link } from 'react-router-dom';
import { m } from '@mall/i18n';
import type { SiteData } from '../../../site/lib/sites';
import { regionListHref, type RegionCategory, type RegionListQuery } from '../../lib';
import * as styles from './RegionFilters.css';
import { Inline, Stack } from '@mall/ui';

export interface RegionFiltersProps {
  query: RegionListQuery;
  /** The hall's district (or city) sites. */
  sites: readonly SiteData[];
  /** Level-1 categories of the hall. */
  categories: readonly RegionCategory[];
}

/**
 * /region_list's filters (SPEC §2): the hall's district sites and level-1 categories as links that keep the
 * other filters in the URL. Props: `query` (site, city, district, category, level, page), `sites` (the
 * district sites), `categories`. States: nothing chosen, a district and a category chosen, no districts.
 */
export function RegionFilters({ query, sites, categories }: RegionFiltersProps) {
  const row = (label: string, items: { key: string; text: string; href: string; current: boolean }[]) => (
    <Inline space="md" role="group" aria-label={label}>
      <span className={styles.label}>{label}</span>
      {items.map((i) => (
        <Link key={i.key} to={i.href} className={styles.option} aria-current={i.current ? 'true' : undefined}>
          {i.text}
        </Link>
      ))}
    </Inline>
  );
  const districtKey = (s: SiteData) => (s.websiteType === 1 ? 'cityId' : 'districtId');
  return (
    <Stack space="sm" className={styles.root}>
      {sites.length > 0 &&
        row(m['region.region.district'](), [
          { key: 'all', text: m['region.region.all'](), href: regionListHref(query, { cityId: null, districtId: null }), current: !query.cityId && !query.districtId },
          ...sites.map((s) => ({
            key: String(s.id),
            text: s.title,
            href: regionListHref(query, { cityId: null, districtId: null, [districtKey(s)]: s.id }),
            current: query.districtId === s.id || query.cityId === s.id,
          })),
        ])}
      {row(m['region.region.category'](), [
        { key: 'all', text: m['region.region.all'](), href: regionListHref(query, { categoryId: null, categoryLevel: null }), current: !query.categoryId },
        ...categories.map((c) => ({
          key: String(c.id),
          text: c.name,
          href: regionListHref(query, { categoryId: c.id, categoryLevel: c.level }),
          current: query.categoryId === c.id,
        })),
      ])}
    </Stack>
  );
}
