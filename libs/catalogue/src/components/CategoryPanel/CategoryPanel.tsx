import { Link } from 'react-router-dom';
import { Box, cx, Empty, Img, sprinkles, Stack } from '@mall/ui';
import { m } from '@mall/i18n';
import * as styles from './CategoryPanel.css';

export interface CategoryPanelNode {
  id: number;
  name: string;
  level: number;
  image: string;
  children?: readonly CategoryPanelNode[];
}

export interface CategoryPanelProps {
  categories: readonly CategoryPanelNode[];
}

/** /list?category_id=&level= of a category. */
export const categoryHref = (c: Pick<CategoryPanelNode, 'id' | 'level'>) => `/list?category_id=${c.id}&level=${c.level}`;

/**
 * The /category page: every level-1 category as a section (with its image), its level-2
 * categories as rows and their level-3 categories as image tiles; every entry links to its goods.
 *
 * The whole category tree of /category (3 levels, SPEC §9). Props: `categories` (id, name, level, image,
 * children). An index of level-1 categories jumps to their sections; level-2 categories are rows, level-3
 * categories image tiles (default category image when missing). Every entry links to
 * /list?category_id={id}&level={level}. States: full tree, empty.
 */
export function CategoryPanel({ categories }: CategoryPanelProps) {
  if (categories.length === 0) return <Empty text={m['catalogue.categoryEmpty']()} />;
  return (
    <Stack space="lg">
      <Box as="nav" display="flex" flexWrap="wrap" gap="md" aria-label={m['catalogue.categoryTitle']()} className={styles.index}>
        {categories.map((c1) => (
          <a key={c1.id} href={`#category-${c1.id}`} className={styles.indexLink}>
            {c1.name}
          </a>
        ))}
      </Box>
      {categories.map((c1) => (
        <section key={c1.id} id={`category-${c1.id}`} className={styles.section} aria-labelledby={`category-${c1.id}-title`}>
          <h2 id={`category-${c1.id}-title`} className={styles.title}>
            <Link to={categoryHref(c1)} className={cx(sprinkles({ display: 'inline-flex', alignItems: 'center', gap: 'sm' }), styles.titleLink)}>
              <Img src={c1.image} alt="" fallback="category" className={styles.titleImage} />
              {c1.name}
            </Link>
          </h2>
          {(c1.children ?? []).map((c2) => (
            <Box display="flex" gap="lg" key={c2.id} className={styles.row}>
              <h3 className={styles.rowTitle}>
                <Link to={categoryHref(c2)}>{c2.name}</Link>
              </h3>
              <Box as="ul" display="flex" flexWrap="wrap" gap="md" className={styles.tiles}>
                {(c2.children ?? []).map((c3) => (
                  <li key={c3.id}>
                    <Link to={categoryHref(c3)} className={cx(sprinkles({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 'xxs' }), styles.tile)}>
                      <Img src={c3.image} alt="" fallback="category" className={styles.tileImage} />
                      <span>{c3.name}</span>
                    </Link>
                  </li>
                ))}
              </Box>
            </Box>
          ))}
        </section>
      ))}
    </Stack>
  );
}
