import { Link } from 'react-router-dom';
import { m } from '@mall/i18n';
import type { TreeNode } from '../../lib/types';
import * as styles from './ShopCategoryMenu.css';
import { Stack } from '@mall/ui';

export interface ShopCategoryMenuProps {
  categories: readonly TreeNode[];
  /** The selected category, marked as current. */
  activeId: number | null;
  /** The link of a category (null: all goods). */
  hrefFor: (category: TreeNode | null) => string;
  /** Names the navigation; default 店铺分类. */
  label?: string;
}

/**
 * A category tree of up to 3 levels as nested links: the shop's all-goods tree (/api/shopgoodscategory/tree)
 * and the support-unit tree. Props: `categories`, `activeId`, `hrefFor(category | null)`, `label`. States:
 * all, a level-1, level-2 and level-3 category selected, empty tree.
 */
export function ShopCategoryMenu({ categories, activeId, hrefFor, label }: ShopCategoryMenuProps) {
  const render = (list: readonly TreeNode[], depth: number) => (
    <ul className={styles.list[depth === 1 ? 'top' : 'nested']}>
      {list.map((c) => (
        <li key={c.id}>
          <Link to={hrefFor(c)} className={styles.link} data-level={c.level} aria-current={c.id === activeId ? 'page' : undefined}>
            {c.name}
          </Link>
          {depth < 3 && c.children && c.children.length > 0 && render(c.children, depth + 1)}
        </li>
      ))}
    </ul>
  );
  return (
    <Stack as="nav" space="xs" className={styles.root} aria-label={label ?? m['shop.categories']()}>
      <Link to={hrefFor(null)} className={styles.all} aria-current={activeId === null ? 'page' : undefined}>
        {m['shop.allCategory']()}
      </Link>
      {render(categories, 1)}
    </Stack>
  );
}
