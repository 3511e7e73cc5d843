import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { MAIN_CONTENT_ID } from '@mall/ui';

/** How long a page may take to show its heading (a lazy part, deferred data) before main is focused instead. */
const HEADING_WAIT_MS = 1500;
const HEADING_POLL_MS = 50;

function focusable(el: HTMLElement): HTMLElement {
  if (!el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1');
  return el;
}

/**
 * Where focus goes after an in-site navigation: the new page's <h1> (else its main area), so a
 * keyboard or screen-reader user continues from the new page rather than from <body>. A field the
 * page focused itself (a form's first input) keeps focus.
 */
export function focusNewPage(doc: Document = document): boolean {
  const main = doc.getElementById(MAIN_CONTENT_ID);
  if (!main) return false;
  const active = doc.activeElement;
  if (active && active !== doc.body && main.contains(active) && active.matches('input, textarea, select, [role="dialog"] *')) return true;
  const heading = main.querySelector<HTMLElement>('h1');
  if (!heading) return false;
  focusable(heading).focus({ preventScroll: true });
  return true;
}

/** Moves focus to the new page's heading after every change of path (not on the first page). */
export function useRouteFocus(): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    let waited = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = () => {
      if (focusNewPage()) return;
      waited += HEADING_POLL_MS;
      if (waited < HEADING_WAIT_MS) {
        timer = setTimeout(attempt, HEADING_POLL_MS);
        return;
      }
      const main = document.getElementById(MAIN_CONTENT_ID);
      if (main) focusable(main).focus({ preventScroll: true });
    };
    timer = setTimeout(attempt, 0);
    return () => clearTimeout(timer);
  }, [pathname]);
}
