import { expect, test, type Page } from '@playwright/test';
import { firstListedSkuHref } from './support';

/** What a crawler reads in <head>: every description and canonical, and the JSON-LD scripts. */
async function headMeta(page: Page) {
  return page.evaluate(() => ({
    descriptions: [...document.querySelectorAll('meta[name="description"]')].map((m) => m.getAttribute('content') ?? ''),
    canonicals: [...document.querySelectorAll('link[rel="canonical"]')].map((l) => l.getAttribute('href') ?? ''),
    descriptionsInHead: document.head.querySelectorAll('meta[name="description"]').length,
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? 'null')),
  }));
}

test.describe('what search engines read, without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a goods page has one description, an absolute canonical and a Product with a CNY offer', async ({ page, baseURL }) => {
    const href = await firstListedSkuHref(page);
    await page.goto(`${href}?from=list`);
    const meta = await headMeta(page);
    expect(meta.descriptions).toHaveLength(1);
    expect(meta.descriptionsInHead).toBe(1);
    expect(meta.descriptions[0].length).toBeGreaterThan(0);
    expect(Array.from(meta.descriptions[0]).length).toBeLessThanOrEqual(120);
    // The query is not part of the goods' one address.
    expect(meta.canonicals).toEqual([`${baseURL}${href}`]);
    expect(meta.jsonLd).toHaveLength(1);
    const [product] = meta.jsonLd;
    const name = (await page.locator('#buybox-name').textContent())!.trim();
    expect(product).toMatchObject({ '@context': 'https://schema.org', '@type': 'Product', sku: href.slice('/sku-'.length) });
    expect(name).toContain(product.name);
    expect(product.image[0]).toMatch(/^https?:\/\//);
    expect(product.offers).toMatchObject({ '@type': 'Offer', priceCurrency: 'CNY', url: `${baseURL}${href}` });
    expect(product.offers.price).toMatch(/^\d+\.\d{2}$/);
    expect(['https://schema.org/InStock', 'https://schema.org/OutOfStock']).toContain(product.offers.availability);
  });

  test('lists keep only the parameters that change what they list in the canonical; /index shares the canonical of / and the site description', async ({ page, baseURL }) => {
    await page.goto(`/list?keyword=${encodeURIComponent('大米')}&sort=price_asc`);
    let meta = await headMeta(page);
    expect(meta.canonicals).toEqual([`${baseURL}/list?keyword=${encodeURIComponent('大米')}`]);
    expect(meta.descriptions).toHaveLength(1);
    expect(meta.descriptions[0]).toContain('大米');
    await page.goto('/index');
    meta = await headMeta(page);
    expect(meta.canonicals).toEqual([`${baseURL}/`]);
    expect(meta.descriptions).toHaveLength(1);
    expect(meta.descriptions[0]).toContain('消费帮扶');
  });

  test('robots.txt names the sitemap, and the sitemap lists goods pages that exist', async ({ page, baseURL }) => {
    const robots = await (await page.request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    const index = await (await page.request.get('/sitemap.xml')).text();
    expect(index).toContain(`<loc>${baseURL}/sitemap-goods-1.xml</loc>`);
    const goods = await (await page.request.get('/sitemap-goods-1.xml')).text();
    const first = /<loc>([^<]+)<\/loc>/.exec(goods)?.[1];
    expect(first).toMatch(/\/sku-\d+$/);
    expect((await page.request.get(first!)).status()).toBe(200);
  });
});

test('after client navigation the head still has one description and the new page canonical', async ({ page, baseURL }) => {
  const href = await firstListedSkuHref(page);
  await page.goto('/list');
  await page.waitForLoadState('networkidle');
  await page.locator(`a[href="${href}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect.poll(async () => (await headMeta(page)).canonicals).toEqual([`${baseURL}${href}`]);
  const meta = await headMeta(page);
  expect(meta.descriptions).toHaveLength(1);
  expect(meta.jsonLd).toHaveLength(1);
  expect(meta.jsonLd[0]['@type']).toBe('Product');
});
