import { expect, test, type Page } from '@playwright/test';
import { firstListedSkuHref } from './support';

/** A goods id of the seed: the first goods link of /list's server-rendered HTML. */
const firstGoodsId = async (page: Page) => (await firstListedSkuHref(page)).slice('/sku-'.length);

test.describe('server rendering without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a goods page shows its name, price and gallery image from the HTML alone', async ({ page }) => {
    const id = await firstGoodsId(page);
    const response = await page.goto(`/sku-${id}`);
    expect(response?.status()).toBe(200);
    const name = page.locator('#buybox-name');
    await expect(name).not.toBeEmpty();
    const goodsName = (await name.textContent())!.trim();
    // The first HTML's <title> is the goods name, then the site title (not the generic 商品详情).
    const [titleName, siteTitle] = (await page.title()).split(' - ');
    expect(siteTitle).toBeTruthy();
    expect(goodsName).toContain(titleName);
    await expect(page.getByTestId('price-current').first()).toContainText(/\d+\.\d{2}/);
    const image = page.getByTestId('gallery-main').locator('img').first();
    await expect(image).toHaveAttribute('src', /\S/);
    // The image is really there, not a broken link.
    const src = (await image.getAttribute('src'))!;
    const picture = await page.request.get(src);
    expect(picture.status()).toBe(200);
    expect((await picture.body()).length).toBeGreaterThan(0);
  });

  test('an unknown goods id and an unknown path answer 404 with the not-found page', async ({ page }) => {
    expect((await page.goto('/sku-999999999'))?.status()).toBe(404);
    expect((await page.goto('/no-such-page'))?.status()).toBe(404);
    await expect(page.locator('body')).toContainText('页面不存在');
  });
});

test('public pages hydrate without a mismatch and without loading their data again', async ({ page }) => {
  const id = await firstGoodsId(page);
  const problems: string[] = [];
  page.on('console', (msg) => {
    if ((msg.type() === 'error' || msg.type() === 'warning') && /hydrat|did not match|server rendered/i.test(msg.text()))
      problems.push(`${page.url()}: ${msg.text()}`);
  });
  page.on('pageerror', (error) => {
    if (/hydrat|Minified React error #(418|423|425)/i.test(error.message)) problems.push(`${page.url()}: ${error.message}`);
  });
  const shellQueries: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql') && /query Shell\b/.test(request.postData() ?? '')) shellQueries.push(page.url());
  });
  for (const path of ['/', '/list', `/sku-${id}`, '/brand', '/street', '/cms/help']) {
    await page.goto(path);
    // Hydrated: React has attached to the server's HTML (the router's data was taken over).
    await page.waitForFunction(() => {
      const root = document.getElementById('root');
      return !!root && Object.keys(root).some((k) => k.startsWith('__reactContainer'));
    });
    await page.waitForLoadState('networkidle');
  }
  expect(problems).toEqual([]);
  // The Shell (site, nav, member, cart) came with the HTML: the browser did not ask for it again.
  expect(shellQueries).toEqual([]);
});
