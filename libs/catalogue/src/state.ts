import { atomWithStorage, createJSONStorage } from 'jotai/utils';

/**
 * Catalogue's client state (ARCHITECTURE §3): flags only, never server data.
 * How many times the home float layer was shown; it shows while below floatLayer.number.
 */
export const floatLayerShownAtom = atomWithStorage('mall.floatLayerShown', 0, createJSONStorage<number>(() =>
  // No localStorage during a server render: that render sees the default, as a first visit does.
  typeof localStorage === 'undefined' ? { getItem: () => null, setItem: () => undefined, removeItem: () => undefined } : localStorage,
), {
  getOnInit: true,
});
