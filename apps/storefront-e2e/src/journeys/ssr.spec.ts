import { expect, test, type Page } from '@playwright/test';
import { DEMO, firstListedSkuHref, login, rest, restToken } from './support';

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
  const layoutQueries: string[] = [];
  const sessionQueries: string[] = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/graphql')) return;
    const query = request.postData() ?? '';
    if (/query Layout\b/.test(query)) layoutQueries.push(page.url());
    else if (/query Session\b/.test(query)) sessionQueries.push(page.url());
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
  // The layout (site, nav, categories) came with the HTML: the browser did not ask again. The HTML is
  // the same for every shopper, so the session (member, cart) is asked for after each page load,
  // alone (a second time only when the first revalidation was overtaken by another).
  expect(layoutQueries).toEqual([]);
  expect(sessionQueries.length).toBeGreaterThanOrEqual(6);
  expect(sessionQueries.length).toBeLessThanOrEqual(12);
});

test('a logged-in shopper gets the same public HTML as anyone, and their name and cart right after hydration', async ({ page }) => {
  const id = await firstGoodsId(page);
  await login(page);
  const cartCount = await rest<number>('/api/cart/count', { token: await restToken(DEMO) });
  for (const path of ['/', `/sku-${id}`, '/list']) {
    // The HTML as it travels, with the member's cookie: public, and nothing of theirs in it.
    const html = await page.request.get(path);
    expect(html.headers()['cache-control'], path).toMatch(/^public, /);
    expect(html.headers()['set-cookie'], path).toBeUndefined();
    // (The nickname itself may be public on a page: the reviewer's name under their review.)
    expect(await html.text(), path).not.toContain('data-testid="member-name"');
    await page.goto(path);
    await expect(page.getByTestId('member-name'), path).toHaveText(DEMO.nickname);
    await expect(page.getByTestId('cart-count'), path).toHaveText(String(cartCount));
  }
});

/** Where the top banner, the header, the site switch and <main> are, and how tall the first three are. */
const chromeBoxes = (page: Page) =>
  page.evaluate(() => {
    const box = (selector: string) => {
      const element = document.querySelector(selector);
      if (!element) return null;
      const { top, height } = element.getBoundingClientRect();
      return { top: Math.round(top), height: Math.round(height) };
    };
    return {
      topBanner: box('[data-testid="top-banner"]'),
      header: box('header'),
      siteSwitch: box('[data-testid="current-site"]'),
      main: box('main')?.top,
    };
  });

test('the browser taking a page over moves nothing above its content (no layout shift)', async ({ page, browser, baseURL }) => {
  const id = await firstGoodsId(page);
  // The server's HTML alone, as the first paint shows it: everything above <main> (the site switch
  // included, with its styles) is already there in its final size.
  const htmlOnly = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: { width: 1350, height: 940 } });
  const staticPage = await htmlOnly.newPage();
  await page.setViewportSize({ width: 1350, height: 940 });
  for (const path of ['/', `/sku-${id}`]) {
    await staticPage.goto(path);
    const first = await chromeBoxes(staticPage);
    expect(first.siteSwitch, `${path}: the site switch is in the server's HTML`).not.toBeNull();
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await chromeBoxes(page), `${path}: hydrated, every lazy part loaded`).toEqual(first);
  }
  await htmlOnly.close();
});

test("the home carousel's dots are targets of at least 24 × 24 px (WCAG 2.5.8), the dot seen stays small", async ({ page }) => {
  await page.goto('/');
  const dots = page.getByRole('button', { name: /^切换到第\d+张$/ });
  await expect(dots.first()).toBeVisible();
  for (const dot of await dots.all()) {
    const box = (await dot.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(24);
    expect(box.height).toBeGreaterThanOrEqual(24);
    // The visible dot is the ::before, 8 px high as before.
    expect(await dot.evaluate((el) => getComputedStyle(el, '::before').height)).toBe('8px');
  }
});
