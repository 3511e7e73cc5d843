import { atom, createStore } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { TOP_AD_CLOSE_LIMIT } from '@mall/rest-contract/constants';
import { requestCookieHeader } from '@mall/gateway-client';
import { branchCookieWrites, readBranchSite } from './cookies';
import type { BranchSite } from './routes/guards';

/**
 * Client state of the storefront (ARCHITECTURE §3): flags and choices only, never server data.
 * Loaders run outside React, so they read the same atoms through `appStore`.
 */
export const appStore = createStore();

/** No localStorage on the server: a render there sees the defaults, as a first visit does. */
const noStorage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> = {
  getItem: () => null,
  setItem: () => undefined,
  removeItem: () => undefined,
};
const storage = createJSONStorage<number>(() => (typeof localStorage === 'undefined' ? noStorage : localStorage));

/** How many times the top ad banner was closed (SPEC §4); stored in localStorage. */
export const topAdCloseCountAtom = atomWithStorage('mall.topAdCloseCount', 0, storage, {
  getOnInit: true,
});

/** Closed during this page session (not stored: the banner comes back on the next visit). */
export const topAdClosedAtom = atom(false);

/** Visible until closed, and never again once closed TOP_AD_CLOSE_LIMIT times (SPEC §4). */
export const topAdVisibleAtom = atom(
  (get) => !get(topAdClosedAtom) && get(topAdCloseCountAtom) < TOP_AD_CLOSE_LIMIT,
);

/** Closing the banner: hide it now and count one more close in the stored counter. */
export const closeTopAdAtom = atom(null, (get, set) => {
  set(topAdClosedAtom, true);
  set(topAdCloseCountAtom, get(topAdCloseCountAtom) + 1);
});

// Cookies have no change event; writes through branchSiteAtom bump this to re-read them.
const cookieVersionAtom = atom(0);

/** The stored branch site (cookies website_id, website_type, site-type flag), or null. */
export const branchSiteAtom = atom(
  (get) => {
    get(cookieVersionAtom);
    return readBranchSite(requestCookieHeader());
  },
  (get, set, site: BranchSite | null) => {
    for (const write of branchCookieWrites(site)) document.cookie = write;
    set(cookieVersionAtom, get(cookieVersionAtom) + 1);
  },
);

/**
 * Voucher reminder (SPEC §4): 'not now' stores the time until which the dialog stays hidden
 * (now + VOUCHER_REMINDER_RESET_MS); VoucherReminderHost reads it.
 */
export const voucherReminderUntilAtom = atomWithStorage('mall.voucherReminderUntil', 0, storage, {
  getOnInit: true,
});

