import type { ReactNode } from 'react';
import { m } from '@mall/i18n';
import { cx } from '../../utils/cx';
import { plainLink, type RenderLink } from '../../utils/link';
import * as styles from './Breadcrumb.css';

export interface BreadcrumbItem {
  label: ReactNode;
  /** Omit for the current page and for entries that are not pages. */
  href?: string;
}

export interface BreadcrumbProps {
  items: readonly BreadcrumbItem[];
  /** Renders a link, e.g. React Router's <Link>; default a plain <a>. */
  renderLink?: RenderLink;
  /** Accessible name of the navigation; default 当前位置. */
  label?: string;
  className?: string;
}

/**
 * Where the page sits, in a navigation landmark named 当前位置. Props: `items` ({label, href?}); ancestors with
 * an href are links, the last item is the current page (aria-current="page"); `renderLink` for React Router;
 * `label`. Renders nothing without items.
 */
export function Breadcrumb({ items, renderLink = plainLink, label, className }: BreadcrumbProps) {
  if (items.length === 0) return null;
  return (
    <nav aria-label={label ?? m['ui.breadcrumb']()} className={cx(styles.root, className)}>
      <ol className={styles.list}>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={index} className={styles.item}>
              {last ? (
                <span aria-current="page" className={styles.current}>
                  {item.label}
                </span>
              ) : item.href ? (
                renderLink({ href: item.href, className: styles.link, children: item.label })
              ) : (
                <span className={styles.text}>{item.label}</span>
              )}
              {!last && (
                <span aria-hidden="true" className={styles.separator}>
                  &gt;
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
