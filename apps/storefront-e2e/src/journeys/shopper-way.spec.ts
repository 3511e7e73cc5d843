// What a shopper and a crawler meet on the way: the combo page reached from the goods page, the side
// bar's hotline not covered by back-to-top, the footer's licence and report lines as text, and the
// site's structured data on the home page; every layout a whole page.
import { expect, test } from '@playwright/test';
import { dismissFloatLayer, loginAs, openHome, rest } from './support';

test("the goods page's 搭配购买 box leads to the combo package's own page", async ({ page }) => {
  let comboId = 0;
  for (let goodsId = 1; goodsId < 400 && !comboId; goodsId++) {
    const running = await rest<{ combos: { combo_id: number }[] }>('/api/goods/promotion', {
      goods_id: goodsId,
    }).catch(() => null);
    comboId = running?.combos[0]?.combo_id ?? 0;
  }
  expect(comboId, 'a running combo').toBeGreaterThan(0);
  await page.goto(`/promotion/combo-${comboId}`);
  await page.locator('main a[href^="/sku-"]').first().click();
  await expect(page).toHaveURL(/\/sku-\d+/);
  const box = page.getByTestId('goods-promotion-box');
  await box.locator(`a[href="/promotion/combo-${comboId}"]`).click();
  await expect(page).toHaveURL(new RegExp(`/promotion/combo-${comboId}$`));
});

test("back-to-top sits below the side bar's hotline, not over it", async ({ page }) => {
  await openHome(page);
  await dismissFloatLayer(page);
  await page.mouse.wheel(0, 1200);
  const top = page.getByRole('button', { name: '返回顶部' });
  await expect(top).toBeVisible();
  const hotline = await page.getByTestId('sidebar-hotline').boundingBox();
  const button = await top.boundingBox();
  expect(hotline && button).toBeTruthy();
  const overlaps =
    button!.y < hotline!.y + hotline!.height &&
    hotline!.y < button!.y + button!.height &&
    button!.x < hotline!.x + hotline!.width &&
    hotline!.x < button!.x + button!.width;
  expect(overlaps).toBe(false);
});

test("the footer's licence and report lines are text, and the home page carries the site's structured data", async ({
  page,
}) => {
  await page.goto('/');
  const info = page.getByTestId('copyright-info');
  await expect(info).toContainText('营业执照：91110102MA01XXXX8F');
  await expect(info).toContainText('违法和不良信息举报电话：12377');
  for (const href of await info
    .locator('a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))) {
    expect(href).toMatch(/^(https?:\/\/|\/)/);
  }
  const graphs = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? '{}')));
  const types = graphs.flatMap((g) => (g['@graph'] ?? [g]).map((n: { '@type'?: string }) => n['@type']));
  expect(types).toEqual(expect.arrayContaining(['Organization', 'WebSite']));
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', /\/$/);
});

test('the shop, support, region and no-navigation layouts are whole pages; the member centre logs out', async ({
  page,
}) => {
  const member = { username: 'member03', password: 'member3pass' };
  await loginAs(page, member, '/shop-1');
  for (const path of [
    '/shop-1',
    '/shop_street',
    '/support_list',
    '/region-1',
    '/citylist?website_id=1&website_type=1',
  ]) {
    await page.goto(path);
    const header = page.locator('header').first();
    // The top bar with the login state and 商家登录, the cart entry, search, side bar and footer.
    await expect(header.getByTestId('member-name'), path).toBeVisible();
    await expect(header.getByTestId('shop-entry'), path).toHaveAttribute('href', '/console/login');
    await expect(header.getByTestId('cart-count'), path).toHaveText(/^\d+$/);
    await expect(page.getByTestId('sidebar-hotline'), path).toBeVisible();
    await expect(page.getByTestId('copyright-info'), path).toBeVisible();
    // The page's own header brings the navigation: no main navigation bar or advert above.
    await expect(page.getByTestId('category-entry'), path).toHaveCount(0);
  }
  // /region_list names no hall: the halls' page instead of a 404.
  const halls = await page.goto('/region_list');
  expect(halls?.status()).toBe(200);
  await expect(page).toHaveURL(/\/region$/);
  // Search from a shop page leads to the goods list.
  await page.goto('/shop-1');
  const box = page.getByRole('search').getByRole('combobox');
  await box.fill('黄金茶');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/list\?keyword=/);

  await page.goto('/member/index');
  await page.getByTestId('member-logout').click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('header').getByRole('link', { name: '请登录' })).toBeVisible();
});
