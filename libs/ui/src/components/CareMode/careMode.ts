import { careModeCookie } from '@mall/rest-contract/care-mode';
import { careThemeClass } from '../../theme/care.css';
import { themeClass } from '../../theme/default.css';

/** The body's theme class for a mode: the server render and the browser's entry use the same. */
export function themeClassFor(care: boolean): string {
  return care ? careThemeClass : themeClass;
}

/**
 * Applies a mode to the open page at once (the body's theme class, no reload) and remembers it in
 * the care-mode cookie for the next visit and the server's render.
 */
export function applyCareMode(care: boolean): void {
  if (typeof document === 'undefined') return;
  document.cookie = careModeCookie(care);
  document.body.classList.remove(themeClassFor(!care));
  document.body.classList.add(themeClassFor(care));
  document.documentElement.dataset.care = care ? 'on' : 'off';
}
