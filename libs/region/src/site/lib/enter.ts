import { branchHomePath, branchSiteCookies, type ChosenSite } from './branchCookies';

/**
 * Stores the branch site (or, for null, the whole country) and loads its home. A full page load,
 * so every part of the app (guards, header, gateway) starts from the new cookies.
 */
export function enterSite(site: ChosenSite | null): void {
  for (const cookie of branchSiteCookies(site)) document.cookie = cookie;
  window.location.assign(site ? branchHomePath(site) : '/');
}
