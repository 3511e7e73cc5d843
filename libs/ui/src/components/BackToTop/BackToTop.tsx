import { BACK_TO_TOP_AFTER_PX } from '@mall/rest-contract/constants';
import { m } from '@mall/i18n';
import { cx } from '../../utils/cx';
import { useScrolledPast } from './useScrolledPast';
import * as styles from './BackToTop.css';

export interface BackToTopProps {
  /** Scroll distance after which the button appears; SPEC §9 says 300 px. */
  threshold?: number;
  className?: string;
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * A floating 返回顶部 button that appears once the window has scrolled past `threshold` (default
 * BACK_TO_TOP_AFTER_PX, 300 px, SPEC §2) and scrolls smoothly to the top on click (instantly with reduced
 * motion). Hidden, it renders nothing.
 */
export function BackToTop({ threshold = BACK_TO_TOP_AFTER_PX, className }: BackToTopProps) {
  const visible = useScrolledPast(threshold);
  if (!visible) return null;
  return (
    <button
      type="button"
      className={cx(styles.button, className)}
      onClick={() => window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })}
    >
      <svg viewBox="0 0 16 16" className={styles.icon} aria-hidden="true" focusable="false">
        <path d="M2 3h12M8 14V6M4 9.5 8 5.5l4 4" fill="none" stroke="currentColor" strokeWidth="1.5" />
      </svg>
      {m['ui.backToTop']()}
    </button>
  );
}
