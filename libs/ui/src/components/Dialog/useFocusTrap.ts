import { useEffect, type KeyboardEvent, type RefObject } from 'react';
import { MAIN_CONTENT_ID } from '../SkipLink/SkipLink';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The elements inside `root` that Tab reaches, in order. */
export function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.hasAttribute('hidden'));
}

/**
 * A modal's focus handling: while `open`, focus moves into `panel` (to `initial`, else its first
 * control, else the panel itself) and returns to the element that had it when the modal closes.
 * Returns the panel's keydown handler that keeps Tab and Shift+Tab inside and calls `onEscape`.
 */
export function useFocusTrap(
  open: boolean,
  panel: RefObject<HTMLElement | null>,
  onEscape: () => void,
  initial?: RefObject<HTMLElement | null>,
): (event: KeyboardEvent<HTMLElement>) => void {
  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = panel.current;
    const target = initial?.current ?? (root ? focusables(root)[0] : null) ?? root;
    target?.focus();
    return () => {
      // Back to the opener when it is still on the page; else to the main content, never <body>.
      if (opener?.isConnected) opener.focus();
      else document.getElementById(MAIN_CONTENT_ID)?.focus();
    };
  }, [open, panel, initial]);

  return (event) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onEscape();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const items = focusables(panel.current);
    if (items.length === 0) {
      event.preventDefault();
      return;
    }
    const first = items[0];
    const last = items[items.length - 1];
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !panel.current.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !panel.current.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  };
}
