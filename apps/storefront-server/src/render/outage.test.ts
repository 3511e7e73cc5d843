import { outageMessages } from '@mall/i18n/outage';
import { describe, expect, it } from 'vitest';
import { outagePage, runsNoScript } from './outage';

describe('outagePage', () => {
  it.each(['unavailable', 'busy'] as const)('%s: the Chinese text of @mall/i18n, the English below it, no script', (kind) => {
    const html = outagePage(kind);
    const zh = outageMessages['zh-cn'];
    expect(html).toContain(`<title>${zh[kind].title} - ${zh.siteTitle}</title>`);
    expect(html).toContain(`<h1 style="font-size:1.4rem;color:#c62f2f">${zh[kind].title}</h1>`);
    expect(html).toContain(zh[kind].body);
    expect(html).toContain(`<a href="/" style="color:#c62f2f">${zh.home}</a>`);
    expect(html).toContain(`<p lang="en"`);
    expect(html).toContain(outageMessages['en-us'][kind].body);
    expect(html).not.toMatch(/<script/i);
  });

  it('names the site it is given', () => {
    expect(outagePage('busy', '某某分站')).toContain(`<title>${outageMessages['zh-cn'].busy.title} - 某某分站</title>`);
  });
});

describe('runsNoScript', () => {
  it('counts crawlers, command-line fetchers and a missing user agent, not browsers', () => {
    expect(runsNoScript(undefined)).toBe(true);
    expect(runsNoScript('Mozilla/5.0 (compatible; Baiduspider/2.0)')).toBe(true);
    expect(runsNoScript('curl/8.5.0')).toBe(true);
    expect(runsNoScript('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36')).toBe(false);
  });
});
