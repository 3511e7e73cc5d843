// SPEC §4 branch-site mode end to end in the app: the cookies @mall/region writes when a site is
// chosen (/change_city, the home carousel) are the ones the app's guards read, and every redirect of
// §4 happens with a stored site and none without.
import { describe, expect, it } from 'vitest';
import { hidesCategoryNav, readBranchSite } from '../cookies';
import { guardRoute, type BranchSite, type GuardInput } from './guards';
import { matchEntry } from './table';

// The app loads @mall/region lazily (homeBlocks, the header's site switch); so does this test.
const { branchSiteCookies } = await import('@mall/region');

const REDIRECTED = ['/', '/index', '/promotion/special', '/promotion/optimalfarmers'];
const NOT_REDIRECTED = ['/list', '/change_city', '/citylist?website_id=1&website_type=1', '/special', '/region', '/shop-1', '/sku-1', '/support'];

/** The Cookie header a browser would send after `branchSiteCookies` ran. */
const cookieAfter = (writes: string[]) =>
  writes
    .map((w) => w.split(';')[0])
    .filter((pair) => !pair.endsWith('='))
    .join('; ');

function guard(href: string, branch: BranchSite | null, over: Partial<GuardInput> = {}) {
  const url = new URL(href, 'http://localhost');
  return guardRoute({ entry: matchEntry(url.pathname).entry, url, webStatus: true, loggedIn: false, branch, ...over });
}

const citySite = readBranchSite(cookieAfter(branchSiteCookies({ id: 2, title: '赣州市分站', websiteType: 1 })));
const districtSite = readBranchSite(cookieAfter(branchSiteCookies({ id: 3, title: '保靖县分站', websiteType: 2 })));

describe('branch-site redirects (SPEC §4)', () => {
  it('the chosen site is read back from its cookies', () => {
    expect(citySite).toEqual({ websiteId: 2, websiteType: 1, siteTypeFlag: 1 });
    expect(districtSite).toEqual({ websiteId: 3, websiteType: 2, siteTypeFlag: 2 });
    expect(readBranchSite(cookieAfter(branchSiteCookies(null)))).toBeNull();
  });

  it('a stored city site (flag 1) sends each of the four paths to /citylist with its id and type', () => {
    for (const path of REDIRECTED) {
      expect(guard(path, citySite), path).toEqual({ kind: 'redirect', to: '/citylist?website_id=2&website_type=1' });
    }
  });

  it('a stored district site (flag 2) sends them to /special', () => {
    for (const path of REDIRECTED) expect(guard(path, districtSite), path).toEqual({ kind: 'redirect', to: '/special' });
  });

  it('without a stored site none of them redirects', () => {
    for (const path of REDIRECTED) expect(guard(path, null), path).toEqual({ kind: 'allow' });
  });

  it('other pages stay, with or without a stored site', () => {
    for (const path of NOT_REDIRECTED) {
      expect(guard(path, citySite), path).toEqual({ kind: 'allow' });
      expect(guard(path, null), path).toEqual({ kind: 'allow' });
    }
  });

  it('back_index=1 clears the stored site and goes to the national home, from any page', () => {
    for (const href of ['/?back_index=1', '/citylist?website_id=2&back_index=1', '/special?back_index=1', '/list?back_index=1']) {
      expect(guard(href, districtSite), href).toEqual({ kind: 'redirect', to: '/', clearBranch: true });
    }
    expect(guard('/?back_index=1', null)).toEqual({ kind: 'redirect', to: '/', clearBranch: true });
    expect(guard('/?back_index=0', citySite)).toEqual({ kind: 'redirect', to: '/citylist?website_id=2&website_type=1' });
  });

  it('a closed site wins over the branch redirect', () => {
    expect(guard('/', citySite, { webStatus: false })).toEqual({ kind: 'redirect', to: '/closed' });
  });

  it('a county site (website_type 2) hides the header\'s category navigation; a city site keeps it', () => {
    expect(hidesCategoryNav(districtSite)).toBe(true);
    expect(hidesCategoryNav(citySite)).toBe(false);
    expect(hidesCategoryNav(null)).toBe(false);
  });
});
