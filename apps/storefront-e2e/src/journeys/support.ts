import { expect, type Cookie, type Locator, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { API_PORT, CAPTCHA_CODE, CONSOLE_ADMIN, SITE_PORT } from '../../playwright.config';

export const DEMO = { username: 'demo', password: 'demo123456', nickname: '帮扶体验官', mobile: '13800138000' };

/**
 * Opens the home page and closes its float-layer popup if it shows, as a shopper would before
 * anything else (it shows once per day per browser: language.spec.ts checks that rule).
 */
export async function openHome(page: Page) {
  await page.goto('/');
  await expect(page.getByTestId('home')).toBeVisible();
  await dismissFloatLayer(page);
}

/**
 * Brings each of the home's lower blocks near the window, as a shopper scrolling down would (a block
 * loads only then), waits until every one has its content, and scrolls back to the top.
 */
export async function loadHomeBlocks(page: Page) {
  const placeholders = page.locator('[data-home-block-placeholder]');
  await expect(async () => {
    // A placeholder is replaced by its block (or by the block's own while its data loads) as it scrolls.
    for (const placeholder of await placeholders.all()) await placeholder.scrollIntoViewIfNeeded({ timeout: 1000 }).catch(() => undefined);
    await expect(placeholders).toHaveCount(0, { timeout: 2000 });
  }).toPass({ timeout: 15_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Logs in as the demo member through the /login form (the e2e site's captcha code is fixed). */
export async function login(page: Page, redirect?: string) {
  await loginAs(page, DEMO, redirect);
}

/** Fills and submits the /login form on the current page as `member` (default: the demo member). */
export async function fillLogin(page: Page, member: Member = DEMO) {
  await page.locator('input[name="username"]').fill(member.username);
  await page.locator('input[name="password"]').fill(member.password);
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

/** The last TOTP step this worker sent per secret: mall-api accepts each step's code once per account. */
const usedTotpSteps = new Map<string, number>();
const TOTP_PERIOD_S = 30;

/**
 * A TOTP code of `secret` that this worker has not sent yet: the current step's, else the next
 * step's (mall-api accepts one step either side), else it waits until the one after can be sent.
 */
export async function freshTotp(secret: string): Promise<string> {
  const current = Math.floor(Date.now() / 1000 / TOTP_PERIOD_S);
  const step = Math.max(current, (usedTotpSteps.get(secret) ?? -1) + 1);
  usedTotpSteps.set(secret, step);
  // A code more than one step ahead is refused: wait until it is one step ahead.
  const waitMs = (step - 1) * TOTP_PERIOD_S * 1000 - Date.now();
  if (waitMs > 0) await new Promise((done) => setTimeout(done, waitMs + 50));
  return generate({ secret, epoch: step * TOTP_PERIOD_S });
}

/** mall-api's answer to a code of a step already used (a worker restarted after a failure does not know). */
const TOTP_REPLAYED = /已使用过/;

let consoleSession: Promise<{ token: string; csrf_token: string }> | undefined;

/**
 * A console session of the seeded super admin, signed in over mall-api's REST (password and captcha,
 * then the TOTP code of its documented secret), made once per worker.
 */
function consoleAdminSession() {
  consoleSession ??= (async () => {
    const captcha = await rest<{ id: string }>('/api/captcha/captcha', {});
    const step = await rest<{ step: string; challenge: string }>('/admin/api/auth/login', { username: CONSOLE_ADMIN.username, password: CONSOLE_ADMIN.password, captcha_id: captcha.id, captcha_code: CAPTCHA_CODE });
    if (step.step !== 'totp') throw new Error(`console sign-in: expected the TOTP step, got ${step.step}`);
    for (;;) {
      try {
        return await rest<{ token: string; csrf_token: string }>('/admin/api/auth/totp', { challenge: step.challenge, code: await freshTotp(CONSOLE_ADMIN.totpSecret) });
      } catch (error) {
        if (!TOTP_REPLAYED.test(String(error))) throw error;
      }
    }
  })();
  return consoleSession;
}

/** One console call as the seeded super admin (cookie and CSRF header, as the console sends them); throws unless code is 0. */
export async function consoleCall<T = unknown>(path: string, body: Record<string, unknown>): Promise<T> {
  const session = await consoleAdminSession();
  const res = await fetch(`http://127.0.0.1:${API_PORT}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `mall_console=${session.token}`, 'x-console-csrf': session.csrf_token },
    body: JSON.stringify(body),
  });
  const answer = (await res.json()) as { code: number; message: string; data: T };
  if (answer.code !== 0) throw new Error(`${path}: ${answer.message} (${answer.code})`);
  return answer.data;
}

/** Opens or closes the whole site through the console's site switch. */
export async function setSiteOpen(open: boolean) {
  await consoleCall('/admin/api/settings/web-status', { web_status: open });
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

/**
 * Fills an address form (in `form`: the page or the form) with a mobile too short first, which the
 * form refuses on `save`, then a valid one and 湖南省 / 长沙市 / 岳麓区 through the cascade, and saves.
 */
export async function fillAddressForm(form: Page | Locator, to: { name: string; shortMobile: string; address: string; save: string }) {
  await form.getByLabel('收货人').fill(to.name);
  await form.getByLabel('手机号码').fill(to.shortMobile);
  await form.getByLabel('详细地址').fill(to.address);
  await form.getByRole('button', { name: to.save }).click();
  await expect(form.getByText('请输入正确的手机号')).toBeVisible();
  await form.getByLabel('手机号码').fill('13712345678');
  await form.getByRole('combobox', { name: '省份' }).selectOption({ label: '湖南省' });
  await form.getByRole('combobox', { name: '城市' }).selectOption({ label: '长沙市' });
  await form.getByRole('combobox', { name: '区/县' }).selectOption({ label: '岳麓区' });
  await form.getByRole('button', { name: to.save }).click();
}

/** A seeded member other journeys leave alone (member01..08 / member<n>pass). */
export interface Member {
  username: string;
  password: string;
}

/** Logs in through the /login form as `member`, then goes to `redirect` (default: home). */
export async function loginAs(page: Page, member: Member, redirect?: string) {
  await page.goto(redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login');
  await fillLogin(page, member);
}

/** Submits the checkout page's order: the browser lands on the pay page of the new order. */
export async function submitOrder(page: Page) {
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL(/\/pay\?order_ids=\d+/);
}

/** On the pay page: pays with the balance, confirmed in the dialog, up to the 支付成功 result. */
export async function payWithBalance(page: Page) {
  await page.getByRole('radio', { name: /余额支付/ }).check();
  await page.getByRole('button', { name: '确认支付' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定支付' }).click();
  await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible();
}

/** One mall-api REST call (what the gateway does for the browser); throws unless code is 0. */
export async function rest<T = unknown>(path: string, body: Record<string, unknown>): Promise<T> {
  const res = await fetch(`http://127.0.0.1:${API_PORT}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
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

/**
 * A REST token for `member` after giving them a default address in 湖南省长沙市岳麓区, for journeys that
 * check out but are not about addresses.
 */
export async function restTokenWithAddress(member: Member, to: { name: string; mobile: string; address: string }): Promise<string> {
  const token = await restToken(member);
  await rest('/api/memberaddress/add', { token, ...to, province_id: 430000, city_id: 430100, district_id: 430104, is_default: 1 });
  return token;
}

/** The first goods link (`/sku-<id>`) of /list's server-rendered HTML. */
export async function firstListedSkuHref(page: Page): Promise<string> {
  const html = await (await page.request.get('/list')).text();
  const href = /href="(\/sku-\d+)"/.exec(html)?.[1];
  expect(href, '/list 的服务端 HTML 中应有商品链接').toBeTruthy();
  return href!;
}

/** On-shelf skus with plenty of stock, best sellers first (as the goods list sorts them). */
export async function skusInStock(count: number): Promise<{ sku_id: number; sku_name: string; discount_price: string }[]> {
  const page = await rest<{ list: { sku_id: number; sku_name: string; discount_price: string; stock: number }[] }>(
    '/api/goodssku/page',
    { sort: 'sales', page_size: 60 },
  );
  return page.list.filter((s) => s.stock >= 20).slice(0, count);
}

/**
 * Signs in to the console at `to` (it redirects to the login page): password and captcha, then the
 * TOTP code when `who` has a secret (platform accounts); shop accounts are signed in after the password.
 * mall-api accepts a TOTP code once, so a platform account's session is kept per worker and put into
 * the next page's context while it is valid; `fresh` signs in through the form all the same.
 */
export async function consoleSignIn(
  page: Page,
  who: { username: string; password: string; totpSecret?: string },
  to: string,
  options: { fresh?: boolean } = {},
) {
  if (who.totpSecret && !options.fresh && (await reuseConsoleSession(page, who.username))) {
    await page.goto(to);
    return;
  }
  await page.goto(to);
  await expect(page).toHaveURL(/\/console\/login/);
  await fillConsoleLogin(page, who);
  if (!who.totpSecret) return;
  await expect(page.getByRole('heading', { name: '两步验证' })).toBeVisible();
  for (;;) {
    await page.getByLabel('动态验证码或恢复码').fill(await freshTotp(who.totpSecret));
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/console/graphql') && (r.request().postData() ?? '').includes('verifyTotp')),
      page.getByRole('button', { name: '验证' }).click(),
    ]);
    const json = (await answer.json()) as { errors?: { message: string }[] };
    // Refused as used already (this worker restarted after a failure): the next step's code.
    if (!json.errors?.some((e) => TOTP_REPLAYED.test(e.message))) break;
  }
  await expect(page).not.toHaveURL(/\/console\/login/);
  consoleSessions.set(who.username, (await page.context().cookies()).filter((c) => c.name.startsWith('mall_console')));
}

/** Console cookies per account signed in through the page by this worker (reused: one TOTP code per step). */
const consoleSessions = new Map<string, Cookie[]>();

/** Puts this worker's session of `username` into the page's context when mall-api still honours it. */
async function reuseConsoleSession(page: Page, username: string): Promise<boolean> {
  const cookies = consoleSessions.get(username);
  const token = cookies?.find((c) => c.name === 'mall_console')?.value;
  const csrf = cookies?.find((c) => c.name === 'mall_console_csrf')?.value;
  if (!cookies || !token || !csrf) return false;
  const res = await fetch(`http://127.0.0.1:${API_PORT}/admin/api/auth/me`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `mall_console=${token}`, 'x-console-csrf': csrf },
    body: '{}',
  });
  // Logged out, timed out or disabled since: sign in again.
  if (((await res.json()) as { code: number }).code !== 0) {
    consoleSessions.delete(username);
    return false;
  }
  await page.context().addCookies(cookies);
  return true;
}

/** Fills and submits the console's password form on the current page (the e2e site's captcha is fixed). */
export async function fillConsoleLogin(page: Page, who: { username: string; password: string }) {
  await page.getByLabel('账号').fill(who.username);
  await page.getByLabel('密码').fill(who.password);
  await expect(page.getByRole('img', { name: '验证码' })).toBeVisible();
  await page.getByLabel('验证码').fill(CAPTCHA_CODE);
  await page.getByRole('button', { name: '登录' }).click();
}
