import { expect, type Page } from '@playwright/test';
import { ADMIN_TOKEN, API_PORT, CAPTCHA_CODE, SITE_PORT } from '../../playwright.config';

export const DEMO = { username: 'demo', password: 'demo123456', nickname: '帮扶体验官' };

/**
 * Opens the home page and closes its float-layer popup if it shows, as a shopper would before
 * anything else (it shows once per day per browser: language.spec.ts checks that rule).
 */
export async function openHome(page: Page) {
  await page.goto('/');
  await expect(page.getByTestId('home')).toBeVisible();
  await dismissFloatLayer(page);
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
  // The gateway keeps site info for a few seconds (its public cache): wait until the storefront
  // answers with the new state, so the next step (or the next journey) sees it.
  await expect
    .poll(
      async () => {
        const answer = await fetch(`http://127.0.0.1:${SITE_PORT}/graphql`, {
          method: 'POST',
          // x-mall-csrf: the gateway refuses requests without it (its CSRF rule).
          headers: { 'content-type': 'application/json', 'x-mall-csrf': '1' },
          body: JSON.stringify({ query: '{ site { webStatus } }' }),
        });
        const json = (await answer.json()) as { data?: { site?: { webStatus?: boolean } } };
        return json.data?.site?.webStatus;
      },
      { timeout: 15_000, intervals: [250, 500, 1000] },
    )
    .toBe(open);
}

/** A seeded member other journeys leave alone (member01..08 / member<n>pass). */
export interface Member {
  username: string;
  password: string;
}

/** Logs in through the /login form as `member`, then goes to `redirect` (default: home). */
export async function loginAs(page: Page, member: Member, redirect?: string) {
  await page.goto(redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login');
  await page.locator('input[name="username"]').fill(member.username);
  await page.locator('input[name="password"]').fill(member.password);
  await page.locator('input[name="captcha"]').fill(CAPTCHA_CODE);
  await expect(page.locator('form img[src^="data:image"]')).toBeVisible();
  await page.locator('form button[type="submit"]').click();
  await expect(page).not.toHaveURL(/\/login/);
  await dismissFloatLayer(page);
}

/** One mall-api REST call (what the gateway does for the browser); throws unless code is 0. */
export async function rest<T = unknown>(path: string, body: Record<string, unknown>, admin = false): Promise<T> {
  const res = await fetch(`http://127.0.0.1:${API_PORT}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(admin ? { 'x-admin-token': ADMIN_TOKEN } : {}) },
    body: JSON.stringify(body),
  });
  const answer = (await res.json()) as { code: number; message: string; data: T };
  if (answer.code !== 0) throw new Error(`${path}: ${answer.message} (${answer.code})`);
  return answer.data;
}

/** A REST token for `member`, for setting up state the journey is not about. */
export async function restToken(member: Member): Promise<string> {
  const captcha = await rest<{ id: string }>('/api/captcha/captcha', {});
  const session = await rest<{ token: string }>('/api/login/login', {
    username: member.username,
    password: member.password,
    captcha_id: captcha.id,
    captcha_code: CAPTCHA_CODE,
  });
  return session.token;
}

/** On-shelf skus with plenty of stock, best sellers first (as the goods list sorts them). */
export async function skusInStock(count: number): Promise<{ sku_id: number; sku_name: string; discount_price: string }[]> {
  const page = await rest<{ list: { sku_id: number; sku_name: string; discount_price: string; stock: number }[] }>(
    '/api/goodssku/page',
    { sort: 'sales', page_size: 60 },
  );
  return page.list.filter((s) => s.stock >= 20).slice(0, count);
}
