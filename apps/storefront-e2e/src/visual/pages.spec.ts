// Key pages of the built site against committed baselines.
import { expect, test } from '@playwright/test';

test('home page', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('a[href^="/sku-"]').first()).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  await page.waitForLoadState('networkidle');
  // The carousel moves by itself: mask it so the picture is stable.
  await expect(page).toHaveScreenshot('home.png', {
    fullPage: true,
    mask: [page.locator('[data-carousel]')],
  });
});

test('login page', async ({ page }) => {
  await page.goto('/login');
  await expect(page.locator('input[name="username"]')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page).toHaveScreenshot('login.png', { fullPage: true, mask: [page.locator('img[src^="data:"]')] });
});
