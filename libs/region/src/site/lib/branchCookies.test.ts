import { describe, expect, it } from 'vitest';
import { branchHomePath, branchSiteCookies, siteTypeFlagOf, storedSiteTitle } from './branchCookies';

describe('branch-site cookies', () => {
  it('store website_id, website_type, source_type and the flag for 365 days', () => {
    const writes = branchSiteCookies({ id: 2, title: '赣州市分站', websiteType: 1 });
    expect(writes).toContain('website_id=2; path=/; max-age=31536000; SameSite=Lax');
    expect(writes).toContain('website_type=1; path=/; max-age=31536000; SameSite=Lax');
    expect(writes).toContain('source_type=1; path=/; max-age=31536000; SameSite=Lax');
    expect(writes).toContain('site_type_flag=1; path=/; max-age=31536000; SameSite=Lax');
    expect(writes.find((w) => w.startsWith('website_title='))).toContain(encodeURIComponent('赣州市分站'));
  });
  it('clearing expires every cookie', () => {
    expect(branchSiteCookies(null).every((w) => w.includes('max-age=0'))).toBe(true);
  });
  it('a district site has flag 2 and goes to /special; a city site to /citylist', () => {
    expect(siteTypeFlagOf(2)).toBe(2);
    expect(branchHomePath({ id: 3, websiteType: 2 })).toBe('/special');
    expect(branchHomePath({ id: 1, websiteType: 1 })).toBe('/citylist?website_id=1&website_type=1');
  });
  it('reads the stored title only when a site is stored', () => {
    expect(storedSiteTitle(`a=1; website_id=3; website_title=${encodeURIComponent('保靖县分站')}`)).toBe('保靖县分站');
    expect(storedSiteTitle(`website_title=${encodeURIComponent('保靖县分站')}`)).toBeNull();
    expect(storedSiteTitle('')).toBeNull();
  });
});
