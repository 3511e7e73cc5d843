import { parseCookie } from 'cookie';
import { requestCookie } from '@mall/gateway-client';
import { COOKIE_LIFETIME_DAYS } from '@mall/rest-contract/constants';

/**
 * Writing the branch-site choice (SPEC §7 common body, ARCHITECTURE §4): ordinary cookies for 365
 * days, read by the app's guards (branchSiteAtom) and forwarded by the gateway in every REST body.
 * The names match the app's BRANCH_COOKIES; `website_title` only feeds the header's label.
 */
export const BRANCH_COOKIE_NAMES = ['website_id', 'website_type', 'source_type', 'site_type_flag', 'website_title'] as const;

export interface ChosenSite {
  id: number;
  title: string;
  /** 1 city site, 2 district site. */
  websiteType: number;
}

/** The site-type flag of SPEC §4: 1 (city site) → /citylist, 2 (district site) → /special. */
export const siteTypeFlagOf = (websiteType: number) => (websiteType === 1 ? 1 : 2);

/** Where a chosen site's home is: /citylist for a city site, /special otherwise (SPEC §2, §4). */
export function branchHomePath(site: Pick<ChosenSite, 'id' | 'websiteType'>): string {
  if (siteTypeFlagOf(site.websiteType) !== 1) return '/special';
  return `/citylist?${new URLSearchParams({ website_id: String(site.id), website_type: String(site.websiteType) })}`;
}

/** Cookie strings that store the site, or (null) expire every branch cookie. */
export function branchSiteCookies(site: ChosenSite | null): string[] {
  const attrs = `; path=/; max-age=${site ? COOKIE_LIFETIME_DAYS * 86_400 : 0}; SameSite=Lax`;
  const values: Record<(typeof BRANCH_COOKIE_NAMES)[number], string> = site
    ? {
        website_id: String(site.id),
        website_type: String(site.websiteType),
        source_type: '1',
        site_type_flag: String(siteTypeFlagOf(site.websiteType)),
        website_title: site.title,
      }
    : { website_id: '', website_type: '', source_type: '', site_type_flag: '', website_title: '' };
  return BRANCH_COOKIE_NAMES.map((name) => `${name}=${encodeURIComponent(values[name])}${attrs}`);
}

/** The stored site's title for the header, or null when no site is stored. */
export function storedSiteTitle(cookie: string): string | null {
  const cookies = parseCookie(cookie);
  if (!Number(cookies.website_id)) return null;
  return cookies.website_title || null;
}

/**
 * The stored branch site's id, 0 when none is stored: from the request's cookies while the server
 * renders, from document.cookie in the browser (requestCookie).
 */
export function storedSiteId(): number {
  return Number.parseInt(requestCookie('website_id') ?? '', 10) || 0;
}
