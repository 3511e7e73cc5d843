import { useState } from 'react';
import { Link } from 'react-router-dom';
import { m } from '@mall/i18n';
import { Box, type CategoryLinkProps, type CategoryNode, CategoryTree, Inline, Stack } from '@mall/ui';
import type { RegionCategory } from '../../lib';
import * as styles from './RegionHeader.css';

export interface RegionHeaderProps {
  site: { id: number; title: string; shortName: string; welcome: string };
  categories: readonly RegionCategory[];
  /** Which nav entry is current. */
  active: 'home' | 'list';
  /** Opens the category tree initially (stories). */
  defaultOpen?: boolean;
}

const toNodes = (list: readonly RegionCategory[]): CategoryNode[] =>
  list.map((c) => ({ category_id: c.id, category_name: c.name, level: c.level, child_list: c.children ? toNodes(c.children) : [] }));

const routerLink = ({ href, className, children, category: _c, ...rest }: CategoryLinkProps) => (
  <Link to={href} className={className} {...rest}>
    {children}
  </Link>
);

/**
 * The region layout's header (SPEC §2): the hall's name, short name and welcome line, 全部商品分类 whose 3-level
 * tree opens on hover (each entry → /region_list with site_id, shop_category_id and category_level), and the
 * nav list (region home, region goods). States: closed,
 * open at level 1 with its level 2 and 3 entries, no categories, a long name.
 */
export function RegionHeader({ site, categories, active, defaultOpen = false }: RegionHeaderProps) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <Stack as="header" space="md" className={styles.root} data-testid="region-header">
      <Inline space="md" alignY="baseline">
        <h1 className={styles.name}>{site.title}</h1>
        {site.shortName && <span className={styles.short}>{site.shortName}</span>}
        {site.welcome && <p className={styles.welcome}>{site.welcome}</p>}
      </Inline>
      <Box display="flex" alignItems="stretch" className={styles.bar}>
        <div className={styles.categories} onMouseEnter={() => setOpen(true)} onMouseLeave={() => setOpen(defaultOpen)}>
          <Link
            to={`/region_list?site_id=${site.id}`}
            className={styles.allLink}
            aria-expanded={open}
            onFocus={() => setOpen(true)}
            data-testid="region-all-categories"
          >
            {m['region.region.allCategories']()}
          </Link>
          {open && categories.length > 0 && (
            <div className={styles.panel} data-testid="region-category-panel">
              <CategoryTree
                categories={toNodes(categories)}
                renderLink={routerLink}
                label={m['region.region.allCategories']()}
                getHref={(c) => `/region_list?site_id=${site.id}&shop_category_id=${c.category_id}&category_level=${c.level}`}
              />
            </div>
          )}
        </div>
        <Box as="nav" display="flex" aria-label={m['region.region.nav']()}>
          <Link to={`/region-${site.id}`} className={styles.navLink} aria-current={active === 'home' ? 'page' : undefined}>
            {m['region.region.home']()}
          </Link>
          <Link to={`/region_list?site_id=${site.id}`} className={styles.navLink} aria-current={active === 'list' ? 'page' : undefined}>
            {m['region.region.list']()}
          </Link>
        </Box>
      </Box>
    </Stack>
  );
}
