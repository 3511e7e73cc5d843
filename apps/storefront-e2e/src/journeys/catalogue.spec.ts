// Catalogue and content journeys on the built site over a freshly seeded database.
import { expect, test, type Page } from '@playwright/test';
import { fillLogin, openHome } from './support';

const cartCount = (page: Page) => page.locator('header').getByText(/^\d+$/).first();

/** Opens goods of the current list until one has another sku to pick; returns its detail URL. */
async function openGoodsWithSkus(page: Page): Promise<void> {
  // The list renders once its loader has the data, after the page's load event.
  await expect(page.locator('[data-testid="goods-card"]').first()).toBeVisible();
  const hrefs = await page.locator('[data-testid="goods-card"]').evaluateAll((cards) =>
    cards.map((c) => c.getAttribute('href')!).slice(0, 12),
  );
  for (const href of hrefs) {
    await page.goto(href);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if ((await page.locator('button[data-sku-id]').count()) > 1) return;
  }
  throw new Error('no goods with several skus in the list');
}

test('search → filter → sort → page → back → detail → sku → add to cart via login', async ({ page }) => {
  // Eight pages and a login, and up to 12 goods pages opened in full to find one with several skus:
  // 25–33 s on a busy two-core machine, over the 30-s default.
  test.setTimeout(90_000);
  await openHome(page);
  const box = page.getByRole('search').getByRole('combobox');
  await box.fill('橙');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/list\?keyword=%E6%A9%99/);
  await expect(page.getByTestId('result-count')).toContainText('共找到');
  await expect(page.getByTestId('goods-card').first()).toBeVisible();

  // A filter (832 products) keeps the keyword and starts at page 1.
  // The box is controlled by the URL: it shows checked once the navigation lands.
  const tag832 = page.getByRole('checkbox', { name: '832产品' });
  await tag832.click();
  await expect(page).toHaveURL(/tag_type=1/);
  await expect(tag832).toBeChecked();
  await tag832.click();
  await expect(page).not.toHaveURL(/tag_type=1/);
  await expect(tag832).not.toBeChecked();

  // Sort by price, low to high: the first prices go up.
  await page.getByRole('link', { name: '价格从低到高' }).click();
  await expect(page).toHaveURL(/sort=price_asc/);
  const prices = await page.getByTestId('price-current').allTextContents();
  const numbers = prices.slice(0, 5).map((p) => Number(p.replace(/[^\d.]/g, '')));
  expect([...numbers].sort((a, b) => a - b)).toEqual(numbers);

  // Next page when there is one; back restores the first page and its sort.
  const next = page.getByRole('link', { name: '下一页' });
  if (await next.count()) {
    await next.click();
    await expect(page).toHaveURL(/page=2/);
    await page.goBack();
    await expect(page).not.toHaveURL(/page=2/);
    await expect(page).toHaveURL(/sort=price_asc/);
    await expect(page.getByRole('link', { name: '价格从低到高' })).toHaveAttribute('aria-current', 'true');
  }

  // Detail, then another sku: the URL and the price follow without a reload.
  await page.goto('/list?keyword=%E8%84%90%E6%A9%99');
  await openGoodsWithSkus(page);
  await expect(page).toHaveTitle(/ - /);
  const before = page.url();
  const other = page.locator('button[data-sku-id][aria-pressed="false"]').first();
  const otherId = await other.getAttribute('data-sku-id');
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
  await other.click();
  await expect(page).toHaveURL(new RegExp(`/sku-${otherId}$`));
  expect(page.url()).not.toBe(before);
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
  await expect(page.locator(`button[data-sku-id="${otherId}"]`)).toHaveAttribute('aria-pressed', 'true');

  // A visitor adding to cart goes to login and comes back.
  const skuPath = new URL(page.url()).pathname;
  await page.getByRole('button', { name: '加入购物车' }).click();
  await expect(page).toHaveURL(new RegExp(`/login\\?redirect=${encodeURIComponent(skuPath)}`));
  await fillLogin(page);
  await expect(page).toHaveURL(new RegExp(`${skuPath}$`));
  const countBefore = Number((await cartCount(page).textContent()) ?? '0');
  await page.getByRole('button', { name: '加入购物车' }).click();
  await expect(page.getByText('已加入购物车')).toBeVisible();
  await expect.poll(async () => Number((await cartCount(page).textContent()) ?? '0')).toBeGreaterThan(countBefore);
});

test('a missing sku shows 商品不存在或已下架 with recommendations', async ({ page }) => {
  await page.goto('/sku-99999999');
  await expect(page.getByTestId('goods-not-found')).toContainText('商品不存在或已下架');
});

test('CMS: help centre → entry → next; notice list → notice', async ({ page }) => {
  await page.goto('/cms/help');
  const menu = page.getByRole('navigation', { name: '帮助分类' });
  await expect(menu).toBeVisible();
  await expect(page.getByRole('article')).toBeVisible();
  await menu.locator('a[href^="/cms/help-"]').first().click();
  await expect(page).toHaveURL(/\/cms\/help-\d+$/);
  const title = await page.getByRole('heading', { level: 1 }).textContent();
  const next = page.getByTestId('cms-next');
  if (await next.count()) {
    await next.click();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(title ?? '');
  }

  await page.goto('/cms/notice');
  const first = page.locator('a[href^="/cms/notice-"]').first();
  const name = (await first.textContent()) ?? '';
  await first.click();
  await expect(page).toHaveURL(/\/cms\/notice-\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name.replace(/^置顶/, '').trim());
});
