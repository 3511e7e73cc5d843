// The micro page's component list as the browser receives it: JSON text from the gateway, which has
// already validated every component with rest-contract's zod schema (skipping and logging bad ones)
// and sanitised rich text. The browser keeps a light guard of its own (no zod in the page's chunk):
// text that is not a JSON list renders nothing, an entry of an unknown type is skipped and logged,
// and DiyRenderer isolates each component so one that still fails to render cannot break the page.
import type { DiyComponent } from '@mall/rest-contract';

export type { DiyComponent };

export const DIY_TYPES: readonly DiyComponent['type'][] = ['banner', 'imageAds', 'goodsList', 'richText', 'title', 'notice', 'coupons', 'blank', 'link'];

export interface DiySkip {
  index: number;
  type: string;
}

const isComponent = (v: unknown): v is DiyComponent =>
  typeof v === 'object' && v !== null && typeof (v as { type?: unknown }).type === 'string' && DIY_TYPES.includes((v as { type: DiyComponent['type'] }).type);

export function readDiyComponents(json: string, log: (skipped: DiySkip[]) => void = warn): DiyComponent[] {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    log([{ index: -1, type: 'json' }]);
    return [];
  }
  if (!Array.isArray(raw)) {
    log([{ index: -1, type: typeof raw }]);
    return [];
  }
  const skipped: DiySkip[] = [];
  const components = raw.filter((item, index) => {
    if (isComponent(item)) return true;
    skipped.push({ index, type: typeof item === 'object' && item !== null ? String((item as { type?: unknown }).type) : typeof item });
    return false;
  });
  if (skipped.length > 0) log(skipped);
  return components;
}

/** Where a shop or zone link component goes. */
export const diyLinkHref = (c: Extract<DiyComponent, { type: 'link' }>) => (c.kind === 'shop' ? `/shop-${c.target}` : `/promotion/${c.target}`);

function warn(skipped: DiySkip[]) {
  console.warn('[micro page] components skipped', skipped);
}
