/** What the read-aloud control reads for an element one points at or focuses. */

/** Elements read as one piece: a goods card's link, a price, a button, a heading, a form field. */
const UNIT =
  'a[href], button, [role="button"], [role="link"], [role="tab"], [role="switch"], input, select, textarea, label, h1, h2, h3, h4, h5, h6, [data-read], li, td, th, p, dt, dd';

/** At most this many characters are read at a time (a paragraph, not a whole page). */
export const READ_MAX_CHARS = 200;

function isHidden(el: Element): boolean {
  if (el.closest('[aria-hidden="true"], [hidden], [inert]')) return true;
  const style = getComputedStyle(el);
  if (style.display === 'none' || style.visibility === 'hidden' || style.opacity === '0') return true;
  // Visually hidden (the 1 px clip): text for screen readers, not on the screen, so not read aloud.
  const clip = style.clip;
  return clip === 'rect(0px, 0px, 0px, 0px)' || clip === 'rect(0, 0, 0, 0)';
}

function fieldText(el: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement): string {
  const label = el.labels?.[0]?.textContent ?? el.getAttribute('aria-label') ?? el.getAttribute('placeholder') ?? '';
  if (el instanceof HTMLInputElement && (el.type === 'password' || el.type === 'hidden')) return label;
  const value = el instanceof HTMLSelectElement ? (el.selectedOptions[0]?.textContent ?? '') : el.value;
  return [label, value].filter(Boolean).join(' ');
}

/** The text one sees inside `el`: hidden parts left out, pictures by their alt text. */
export function visibleText(el: Element): string {
  if (isHidden(el)) return '';
  const parts: string[] = [];
  for (const node of el.childNodes) {
    if (node.nodeType === Node.TEXT_NODE) parts.push(node.textContent ?? '');
    else if (node instanceof HTMLImageElement) {
      if (!isHidden(node)) parts.push(node.alt);
    } else if (node instanceof Element && !(node instanceof HTMLScriptElement) && !(node instanceof HTMLStyleElement)) {
      parts.push(visibleText(node));
    }
  }
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}

/**
 * The text to read for a pointed-at or focused node: the nearest readable unit around it, its visible
 * text (an icon button's aria-label when it shows no text), nothing for hidden content.
 */
export function readableText(target: EventTarget | null): string {
  if (!(target instanceof Element)) return '';
  const unit = target.closest(UNIT) ?? target;
  if (isHidden(unit)) return '';
  if (unit instanceof HTMLInputElement || unit instanceof HTMLSelectElement || unit instanceof HTMLTextAreaElement) {
    return fieldText(unit).slice(0, READ_MAX_CHARS);
  }
  const text = visibleText(unit) || (unit.getAttribute('aria-label') ?? '');
  return text.slice(0, READ_MAX_CHARS);
}
