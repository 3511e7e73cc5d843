// @mall/region: branch (city and district) sites and the region halls. Route modules by page kind in
// src/pages.ts (`@mall/region/pages`); the home block in src/home.ts (`@mall/region/home`).
export { CurrentSite, StoredSiteSwitch, type CurrentSiteProps } from './site/components/CurrentSite/CurrentSite';
export { storedSiteTitle, branchSiteCookies, branchHomePath, siteTypeFlagOf, type ChosenSite } from './site/lib/branchCookies';
export { RegionHeader, type RegionHeaderProps } from './hall/components/RegionHeader/RegionHeader';
