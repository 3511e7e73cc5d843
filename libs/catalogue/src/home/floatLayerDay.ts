import type { HomePageQuery } from '@mall/gateway-client';

/** localStorage key: the local day (YYYY-MM-DD) the float layer was last shown in this browser. */
export const FLOAT_LAYER_SHOWN_ON_KEY = 'mall.floatLayerShownOn';

/** The browser's local calendar day, e.g. '2026-11-24': "once per day" is the shopper's day. */
export function localDay(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The float layer shows when enabled, has an image, and was not shown yet on `today`. */
export function floatLayerDue(layer: HomePageQuery['floatLayer'], shownOn: string | null, today: string): boolean {
  return layer.show && !!layer.image && shownOn !== today;
}

type DayStorage = Pick<Storage, 'getItem' | 'setItem'>;

function browserStorage(): DayStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage blocked (privacy settings): treated as a first visit
  }
}

/**
 * Whether this page view shows the float layer: once per day per browser. A showing is recorded
 * at once, so the next page (or a reload) the same day does not show it again. Call it in the
 * browser after mount (a server render has no storage and shows no float layer).
 */
export function claimFloatLayerShowing(
  layer: HomePageQuery['floatLayer'],
  storage: DayStorage | null = browserStorage(),
  now: Date = new Date(),
): boolean {
  if (!storage) return false;
  const today = localDay(now);
  let shownOn: string | null = null;
  try {
    shownOn = storage.getItem(FLOAT_LAYER_SHOWN_ON_KEY);
  } catch {
    // unreadable: as if never shown
  }
  if (!floatLayerDue(layer, shownOn, today)) return false;
  try {
    storage.setItem(FLOAT_LAYER_SHOWN_ON_KEY, today);
  } catch {
    // full or blocked: it shows, and may show again; nothing else to do
  }
  return true;
}
