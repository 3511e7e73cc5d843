import { useId, useState, type FormEvent, type MouseEvent, type ReactNode } from 'react';
import { m } from '@mall/i18n';
import { cx } from '../../utils/cx';
import { visuallyHidden } from '../../utils/a11y.css';
import { isPlainClick, plainLink, type RenderLink } from '../../utils/link';
import { clampPage, pageCountOf, paginationRange } from './pagination';
import * as styles from './Pagination.css';

export interface PaginationProps {
  /** The current page, 1-based. */
  page: number;
  /** Number of pages; or give `total` and `pageSize`. */
  pageCount?: number;
  total?: number;
  pageSize?: number;
  /**
   * Called with the new page. With `getHref`, a plain click on a page link is taken over
   * (default prevented) and reported here, so the app updates the URL itself; without
   * `onChange`, links navigate as ordinary links.
   */
  onChange?: (page: number) => void;
  /** Makes pages real links (the URL is the source of truth for lists), e.g. `p => '?page=' + p`. */
  getHref?: (page: number) => string;
  /** Renders a link, e.g. React Router's <Link>; default a plain <a>. */
  renderLink?: RenderLink;
  /** Pages shown on each side of the current one; default 2. */
  siblings?: number;
  /** The 首页 / 末页 buttons; default true. */
  showFirstLast?: boolean;
  /** The 跳至 _ 页 field; default true. */
  showJumper?: boolean;
  /** 共N页; default true. */
  showTotal?: boolean;
  disabled?: boolean;
  /** Accessible name of the navigation; default 分页. */
  label?: string;
  className?: string;
}

/**
 * Page navigation for lists: 首页, 上一页, numbered pages with ellipses, 下一页, 末页 and a
 * jump field. Renders nothing when there is at most one page.
 *
 * Page navigation for goods, order and article lists. Props: `page` (1-based), `pageCount` or `total` +
 * `pageSize`, `onChange(page)`, `getHref(page)` to render pages as real links (the URL is the source of
 * truth; plain clicks are handed to `onChange`, ctrl/⌘-clicks open a tab), `renderLink` (React Router),
 * `siblings`, `showFirstLast`, `showJumper` (跳至 _ 页), `showTotal`, `disabled`, `label`. The current page has
 * aria-current="page"; gaps show an ellipsis; the control renders nothing for one page.
 */
export function Pagination({
  page,
  pageCount,
  total,
  pageSize,
  onChange,
  getHref,
  renderLink = plainLink,
  siblings = 2,
  showFirstLast = true,
  showJumper = true,
  showTotal = true,
  disabled = false,
  label,
  className,
}: PaginationProps) {
  const jumpId = useId();
  const [jump, setJump] = useState('');
  const count = pageCount ?? pageCountOf(total ?? 0, pageSize ?? 0);
  if (count <= 1) return null;
  const current = clampPage(page, count);

  const go = (target: number) => {
    const next = clampPage(target, count);
    if (next === current || disabled) return;
    if (onChange) onChange(next);
    else if (getHref) window.location.assign(getHref(next));
  };

  const control = (
    target: number,
    content: ReactNode,
    options: { label?: string; current?: boolean; key?: string },
  ) => {
    const isCurrent = options.current === true;
    // Prev/next/first/last pointing at the current page (or outside 1..count) are disabled.
    const inactive = disabled || target < 1 || target > count || (!isCurrent && target === current);
    const className = cx(styles.item, isCurrent && styles.current);
    if (getHref && !inactive && !isCurrent) {
      return renderLink({
        href: getHref(target),
        className,
        children: content,
        'aria-label': options.label,
        onClick: (event: MouseEvent<HTMLAnchorElement>) => {
          if (onChange && isPlainClick(event)) {
            event.preventDefault();
            go(target);
          }
        },
      });
    }
    if (isCurrent) {
      // The current page is not a control; aria-current marks it for screen readers.
      return getHref ? (
        renderLink({
          href: getHref(target),
          className,
          children: content,
          'aria-label': options.label,
          'aria-current': 'page',
        })
      ) : (
        <button
          type="button"
          className={className}
          aria-label={options.label}
          aria-current="page"
          disabled={disabled}
        >
          {content}
        </button>
      );
    }
    return (
      <button
        type="button"
        className={className}
        aria-label={options.label}
        disabled={inactive}
        onClick={() => go(target)}
      >
        {content}
      </button>
    );
  };

  const submitJump = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = Number.parseInt(jump, 10);
    setJump('');
    if (Number.isFinite(value)) go(value);
  };

  return (
    <nav aria-label={label ?? m['ui.pagination']()} className={cx(styles.root, className)}>
      <ul className={styles.list}>
        {showFirstLast && <li>{control(1, m['ui.pageFirst'](), {})}</li>}
        <li>{control(current - 1, m['ui.pagePrev'](), {})}</li>
        {paginationRange(current, count, siblings).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              {item === current
                ? control(item, item, { label: m['ui.pageN']({ page: item }), current: true })
                : control(item, item, { label: m['ui.pageN']({ page: item }) })}
            </li>
          ) : (
            <li key={item} className={styles.ellipsis} aria-hidden="true">
              …
            </li>
          ),
        )}
        <li>{control(current + 1, m['ui.pageNext'](), {})}</li>
        {showFirstLast && <li>{control(count, m['ui.pageLast'](), {})}</li>}
      </ul>
      {showTotal && <span className={styles.total}>{m['ui.pageTotal']({ count })}</span>}
      {showJumper && (
        <form className={styles.jumper} onSubmit={submitJump}>
          <span aria-hidden="true">{m['ui.pageJump']()}</span>
          <label htmlFor={jumpId} className={visuallyHidden}>
            {m['ui.pageJumpLabel']()}
          </label>
          <input
            id={jumpId}
            className={styles.jumpInput}
            inputMode="numeric"
            autoComplete="off"
            value={jump}
            disabled={disabled}
            onChange={(event) => setJump(event.target.value.replace(/\D/g, ''))}
          />
          <span aria-hidden="true">{m['ui.pageUnit']()}</span>
          <button type="submit" className={styles.item} disabled={disabled || jump === ''}>
            {m['ui.pageGo']()}
          </button>
        </form>
      )}
    </nav>
  );
}
