// The key pages in 关怀模式 (care mode: the mall_care cookie, so the server renders its theme) against
// baselines (regenerated with --update-snapshots): home, goods list, goods detail, cart, checkout and
// the member centre, as the demo member in the 1280 × 800 window. What follows the seed's clock is
// hidden or masked, as in the normal-mode page shots.
import { expect, test, type Page } from '@playwright/test';
import { SITE_PORT } from '../../playwright.config';
import { loadHomeBlocks, login } from '../journeys/support';

/** Promotion tags follow the running seckill slot; their looks are the PromotionTag story baselines. */
const HIDE_CLOCKED = '[data-testid="promotion-tag"], [data-promotion-link], [data-testid="goods-promotion-box"] { display: none !important; }';

async function settle(page: Page) {
  await page.evaluate(() => document.fonts.ready);
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    const images = [...document.images];
    for (const image of images) image.loading = 'eager';
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
  });
  await page.addStyleTag({ content: HIDE_CLOCKED });
}

test.describe('care mode pages', () => {
  // A login and full-page shots of long pages (two pages in one test): under CI's load, with the
  // journeys running beside them, they passed 30 s.
  test.describe.configure({ timeout: 60_000 });
  test.beforeEach(async ({ page, context }) => {
    await context.addCookies([{ name: 'mall_care', value: '1', url: `http://127.0.0.1:${SITE_PORT}` }]);
    await login(page);
  });

  test('care mode: home', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('care-home-lead')).toBeVisible();
    await loadHomeBlocks(page);
    await settle(page);
    await expect(page).toHaveScreenshot('care-home.png', {
      fullPage: true,
      mask: [page.locator('[data-carousel]'), page.getByRole('region', { name: '最新成交订单' }), page.getByRole('region', { name: '排行榜' })],
    });
  });

  test('care mode: goods list of a keyword', async ({ page }) => {
    await page.goto('/list?keyword=%E8%84%90%E6%A9%99');
    await expect(page.getByTestId('goods-card').first()).toBeVisible();
    await settle(page);
    await expect(page).toHaveScreenshot('care-list.png', { fullPage: true, mask: [page.locator('[data-carousel]')] });
  });

  test('care mode: goods detail', async ({ page }) => {
    await page.goto('/list?keyword=%E8%84%90%E6%A9%99');
    await page.goto((await page.getByTestId('goods-card').first().getAttribute('href'))!);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await settle(page);
    await expect(page).toHaveScreenshot('care-goods-detail.png', {
      fullPage: true,
      mask: [page.locator('time'), page.locator('section[aria-labelledby="goods-recommend"]')],
    });
  });

  test('care mode: cart and checkout', async ({ page }) => {
    await page.goto('/cart');
    await expect(page.getByTestId('cart-line').first()).toBeVisible();
    await settle(page);
    await expect(page).toHaveScreenshot('care-cart.png', { fullPage: true });
    await page.getByTestId('cart-summary').getByRole('button', { name: '去结算' }).click();
    await expect(page).toHaveURL(/\/payment\?/);
    await expect(page.getByTestId('order-money')).toBeVisible();
    await settle(page);
    await expect(page).toHaveScreenshot('care-payment.png', { fullPage: true, mask: [page.locator('time')] });
  });

  test('care mode: member centre', async ({ page }) => {
    await page.goto('/member/index');
    await expect(page.getByRole('heading', { name: /^您好/ })).toBeVisible();
    await settle(page);
    // 最近浏览 follows what the other shots visited as the same member (its length too): hidden.
    await page
      .locator('section', { has: page.getByRole('heading', { name: '最近浏览' }) })
      .evaluate((section) => ((section as HTMLElement).style.display = 'none'));
    await expect(page).toHaveScreenshot('care-member-centre.png', { fullPage: true, mask: [page.locator('time')] });
  });
});
