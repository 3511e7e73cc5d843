import { atomWithStorage, createJSONStorage } from 'jotai/utils';

/**
 * Catalogue's client state (ARCHITECTURE §3): flags only, never server data.
 * How many times the home float layer was shown; it shows while below floatLayer.number.
 */
export const floatLayerShownAtom = atomWithStorage('mall.floatLayerShown', 0, createJSONStorage<number>(() => localStorage), {
  getOnInit: true,
});
