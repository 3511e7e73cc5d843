import { assignInlineVars } from '@vanilla-extract/dynamic';
import { m } from '@mall/i18n';
import { cx } from '../../utils/cx';
import { visuallyHidden } from '../../utils/a11y.css';
import * as styles from './Skeleton.css';

export interface SkeletonProps {
  shape?: 'text' | 'rect' | 'circle';
  /** Any CSS length; defaults to the full width. */
  width?: string;
  /** Any CSS length; defaults to one line of text. */
  height?: string;
  /** Several text lines, the last one shorter, as a paragraph placeholder. */
  lines?: number;
  className?: string;
}

/**
 * A shimmering placeholder in the shape of content still loading (respects reduced motion). Props: `shape`
 * text|rect|circle, `width`/`height` (CSS lengths), `lines` (a paragraph, the last line shorter). Announced
 * once as 加载中.
 */
export function Skeleton({ shape = 'text', width = '100%', height, lines = 1, className }: SkeletonProps) {
  const h = height ?? (shape === 'text' ? styles.textHeight : width);
  const count = Math.max(1, Math.floor(lines));
  return (
    <span role="status" className={cx(styles.stack, className)} aria-busy="true">
      <span className={visuallyHidden}>{m['ui.loading']()}</span>
      {Array.from({ length: count }, (_, i) => (
        <span
          key={i}
          aria-hidden="true"
          data-testid="skeleton-line"
          className={cx(styles.block, styles.shape[shape])}
          style={assignInlineVars({
            [styles.widthVar]: count > 1 && i === count - 1 ? '60%' : width,
            [styles.heightVar]: h,
          })}
        />
      ))}
    </span>
  );
}
