import type { MouseEvent } from 'react';
import { m } from '@mall/i18n';
import * as styles from './SkipLink.css';

/** The id every layout gives its <main>: the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';

export interface SkipLinkProps {
  /** The id of the element to jump to; default the layouts' main area. */
  target?: string;
}

/** Moves keyboard focus to the element with `id` (made focusable by script if it is not). */
export function focusById(id: string): boolean {
  const el = document.getElementById(id);
  if (!el) return false;
  if (!el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1');
  el.focus();
  return true;
}

/**
 * 跳到主要内容: the first Tab stop of every layout, hidden until focused, which moves focus past the
 * header and navigation to the main content. Props: `target` (an id, default `main-content`).
 * States: hidden (not focused), shown (focused). Fixed label: no long-name state.
 */
export function SkipLink({ target = MAIN_CONTENT_ID }: SkipLinkProps) {
  return (
    <a
      href={`#${target}`}
      className={styles.skip}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        // Focus, not only scroll: the next Tab continues from the main content.
        if (focusById(target)) event.preventDefault();
      }}
    >
      {m['care.skipToMain']()}
    </a>
  );
}
