import { expect, type Page } from '@playwright/test';
import { ADMIN_TOKEN, API_PORT, CAPTCHA_CODE } from '../../playwright.config';

export const DEMO = { username: 'demo', password: 'demo123456', nickname: '帮扶体验官' };

/** Opens the home page and closes its float-layer popup, as a shopper would before anything else. */
export async function openHome(page: Page) {
  await page.goto('/');
  const layer = page.getByTestId('float-layer');
  await expect(layer).toBeVisible();
  await layer.getByRole('button', { name: '关闭浮层' }).click();
  await expect(layer).toBeHidden();
}

/** Logs in through the /login form (the e2e site's captcha code is fixed). */
export async function login(page: Page, redirect?: string) {
  await page.goto(redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login');
  await fillLogin(page);
}

export async function fillLogin(page: Page) {
  await page.locator('input[name="username"]').fill(DEMO.username);
  await page.locator('input[name="password"]').fill(DEMO.password);
  await page.locator('input[name="captcha"]').fill(CAPTCHA_CODE);
  // The captcha is fetched after the form shows; a submit before it arrives is refused.
  await expect(page.locator('form img[src^="data:image"]')).toBeVisible();
  await page.locator('form button[type="submit"]').click();
  await expect(page).not.toHaveURL(/\/login/);
  await dismissFloatLayer(page);
}

/** Closes the home page's float-layer popup if it is showing once the page has settled. */
export async function dismissFloatLayer(page: Page) {
  await page.waitForLoadState('networkidle');
  const layer = page.getByTestId('float-layer');
  if (await layer.isVisible()) {
    await layer.getByRole('button', { name: '关闭浮层' }).click();
    await expect(layer).toBeHidden();
  }
}

/** Opens or closes the whole site through mall-api's operator call. */
export async function setSiteOpen(open: boolean) {
  const res = await fetch(`http://127.0.0.1:${API_PORT}/admin/api/website/status`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-admin-token': ADMIN_TOKEN },
    body: JSON.stringify({ web_status: open }),
  });
  const body = (await res.json()) as { code: number };
  expect(body.code).toBe(0);
}
