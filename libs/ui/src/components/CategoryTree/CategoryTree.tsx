import { useId, useMemo, useState, type FocusEvent, type ReactNode } from 'react';
import { m } from '@mall/i18n';
import { cx } from '../../utils/cx';
import * as styles from './CategoryTree.css';
import { defaultCategoryHref, limitCategoryDepth, type CategoryNode } from './categoryTree';

export interface CategoryLinkProps {
  href: string;
  category: CategoryNode;
  className?: string;
  children: ReactNode;
  /** Set on level-1 links that own a flyout. */
  'aria-expanded'?: boolean;
  'aria-controls'?: string;
}

export interface CategoryTreeProps {
  categories: readonly CategoryNode[];
  /** Link target of a category; default /list?category_id=ID&level=LEVEL. */
  getHref?: (category: CategoryNode) => string;
  /** Renders a link, e.g. React Router's <Link to>; default a plain <a>. */
  renderLink?: (props: CategoryLinkProps) => ReactNode;
  /** Accessible name of the navigation; default 商品分类. */
  label?: string;
  /** Opens this level-1 entry's flyout initially (stories, screenshots). */
  defaultOpenId?: CategoryNode['category_id'];
  className?: string;
}

const plainLink = ({ category: _category, children, ...props }: CategoryLinkProps) => <a {...props}>{children}</a>;

/**
 * The header and region category menu (SPEC §2, §4): a vertical list of level-1 categories; hovering or
 * focusing one opens a flyout with its level-2 groups and their level-3 links. At most 3 levels (SPEC §9);
 * deeper ones are dropped. Props: `categories` ({category_id, category_name, level, image?, child_list?}[]),
 * `getHref(category)` (default /list?category_id=ID&level=LEVEL; the region uses /region_list), `renderLink`
 * (e.g. a router Link), `label`, `defaultOpenId`. Escape or leaving the menu closes the flyout.
 */
export function CategoryTree({
  categories,
  getHref = defaultCategoryHref,
  renderLink = plainLink,
  label,
  defaultOpenId,
  className,
}: CategoryTreeProps) {
  const baseId = useId();
  const tree = useMemo(() => limitCategoryDepth(categories), [categories]);
  const [openId, setOpenId] = useState<CategoryNode['category_id'] | null>(defaultOpenId ?? null);

  const link = (category: CategoryNode, className: string, extra?: Partial<CategoryLinkProps>) =>
    renderLink({ href: getHref(category), category, className, children: category.category_name, ...extra });

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpenId(null);
  };

  return (
    <nav
      aria-label={label ?? m['ui.categoryNav']()}
      className={cx(styles.root, className)}
      onMouseLeave={() => setOpenId(null)}
      onBlur={onBlur}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpenId(null);
      }}
    >
      <ul className={styles.list}>
        {tree.map((top) => {
          const groups = top.child_list ?? [];
          const isOpen = openId === top.category_id && groups.length > 0;
          const flyoutId = `${baseId}-${top.category_id}`;
          return (
            <li
              key={top.category_id}
              className={styles.entry}
              data-open={isOpen}
              onMouseEnter={() => setOpenId(top.category_id)}
              onFocus={() => setOpenId(top.category_id)}
            >
              {link(
                top,
                styles.entryLink,
                groups.length > 0 ? { 'aria-expanded': isOpen, 'aria-controls': flyoutId } : undefined,
              )}
              {groups.length > 0 && (
                <div id={flyoutId} className={styles.flyout} hidden={!isOpen} data-testid="category-flyout">
                  {groups.map((group) => (
                    <div key={group.category_id} className={styles.group}>
                      <div className={styles.groupTitle}>{link(group, styles.groupLink)}</div>
                      {group.child_list && (
                        <ul className={styles.leaves}>
                          {group.child_list.map((leaf) => (
                            <li key={leaf.category_id}>{link(leaf, styles.leafLink)}</li>
                          ))}
                        </ul>
                      )}
                    </div>
                  ))}
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
