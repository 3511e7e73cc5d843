// Money-path pages of the built site against baselines (regenerated with --update-snapshots): the
// demo member's seeded cart and orders (fixed dates in the seed, so the pages are stable).
import { expect, test } from '@playwright/test';
import { login } from '../journeys/support';

test('cart of the demo member', async ({ page }) => {
  await login(page, '/cart');
  await expect(page.getByTestId('cart-line').first()).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  await page.waitForLoadState('networkidle');
  // Promotion tags follow the seed's clock (the running seckill slot changes through the day): hide them
  // so the picture is stable; their looks are the PromotionTag / GoodsCard / CartShopGroup story baselines.
  await page.addStyleTag({ content: '[data-testid="promotion-tag"], [data-promotion-link] { display: none !important; }' });
  await expect(page).toHaveScreenshot('cart.png', { fullPage: true });
});

test('order list of the demo member', async ({ page }) => {
  await login(page, '/member/order_list');
  await expect(page.getByRole('heading', { name: '我的订单' })).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  await page.waitForLoadState('networkidle');
  await expect(page).toHaveScreenshot('order-list.png', { fullPage: true });
});
