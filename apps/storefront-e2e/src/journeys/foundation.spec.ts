// The foundation's journeys on the built site over a freshly seeded embedded database:
// browser → GraphQL gateway → REST → database, in Chinese.
import { expect, test } from '@playwright/test';
import { DEMO, dismissFloatLayer, fillLogin, login, openHome, setSiteOpen } from './support';

test('the home page shows seeded goods, floors, notices and the layout, in Chinese', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/首页 - .+/);
  const goods = page.locator('a[href^="/sku-"]');
  await expect(goods.first()).toBeVisible();
  expect(await goods.count()).toBeGreaterThan(8);
  // Prices render as yuan with 2 decimals.
  await expect(page.getByText(/¥\s?\d+\.\d{2}/).first()).toBeVisible();
  // Footer: at most 5 help classes with 3 entries each.
  const helpLinks = page.locator('footer a[href^="/cms/help-"]');
  expect(await helpLinks.count()).toBeGreaterThan(0);
  expect(await helpLinks.count()).toBeLessThanOrEqual(15);
  // Notices link to their pages; the service hotline is in the side bar (which steps aside while the
  // 新人专享 dialog is open).
  await dismissFloatLayer(page);
  await expect(page.locator('a[href^="/cms/notice-"]').first()).toBeVisible();
  await expect(page.getByText(/400-/).first()).toBeVisible();
});

test('goods search trims the keyword and cuts it to 50 characters; shop search goes to /street', async ({ page }) => {
  await openHome(page);
  const box = page.getByRole('search').getByRole('combobox');
  await box.fill('   五常大米   ');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/list\?keyword=/);
  expect(new URL(page.url()).searchParams.get('keyword')).toBe('五常大米');

  await openHome(page);
  const long = '赣'.repeat(60);
  await page.getByRole('search').getByRole('combobox').fill(long);
  await page.getByRole('search').getByRole('combobox').press('Enter');
  await expect(page).toHaveURL(/\/list\?keyword=/);
  expect(new URL(page.url()).searchParams.get('keyword')).toBe('赣'.repeat(50));

  await openHome(page);
  await page.getByRole('tab', { name: '搜店铺' }).click();
  await page.getByRole('search').getByRole('combobox').fill(' 合作社 ');
  await page.getByRole('search').getByRole('combobox').press('Enter');
  await expect(page).toHaveURL(/\/street\?keyword=/);
  expect(new URL(page.url()).searchParams.get('keyword')).toBe('合作社');
});

test('the top banner hides for good after the third close', async ({ page }) => {
  await openHome(page);
  const close = page.getByRole('button', { name: '关闭广告' });
  for (let i = 1; i <= 3; i++) {
    await expect(close).toBeVisible();
    await close.click();
    await expect(close).toBeHidden();
    await page.reload();
    // The float layer shows a limited number of times per visitor; close it while it still does.
    await dismissFloatLayer(page);
  }
  await expect(page.locator('a[href^="/sku-"]').first()).toBeVisible();
  await expect(close).toBeHidden();
});

test('a login-required route sends a visitor to /login with the full path, and back after login', async ({ page }) => {
  await page.goto('/member/order_list?tab=wait_pay');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/member/order_list?tab=wait_pay');
  await expect(page).toHaveTitle(/登录 - .+/);
  await fillLogin(page);
  await expect(page).toHaveURL(/\/member\/order_list\?tab=wait_pay$/);
});

test('login shows the member in the header with the seeded cart; logout clears the session', async ({ page }) => {
  await login(page);
  await expect(page).toHaveURL(/\/$/);
  const header = page.locator('header');
  await expect(header.getByText(DEMO.nickname).first()).toBeVisible();
  // The seeded demo cart holds 8 lines: the count shows, and the dropdown scrolls beyond 5 items.
  await expect(header.getByTestId('cart-count')).toHaveText(/^[1-9]\d*$/);
  expect(Number(await header.getByTestId('cart-count').textContent())).toBeGreaterThanOrEqual(8);
  await header.getByRole('link', { name: /购物车/ }).hover();
  const list = header.getByRole('list').filter({ has: page.locator('a[href^="/sku-"]') }).first();
  await expect(list).toBeVisible();
  expect(await list.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
  await expect(header.getByText(/¥\s?\d+\.\d{2}/).first()).toBeVisible();
  await header.getByRole('button', { name: '退出' }).click();
  await expect(header.getByRole('link', { name: '请登录' })).toBeVisible();
  // The session is gone server-side too: a member route asks for login again.
  await page.goto('/member/index');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmember%2Findex/);
});

test('a wrong captcha is refused with a clear message and no session', async ({ page }) => {
  await page.goto('/login');
  await page.locator('input[name="username"]').fill('demo');
  await page.locator('input[name="password"]').fill('demo123456');
  await page.locator('input[name="captcha"]').fill('0000');
  await page.locator('form button[type="submit"]').click();
  await expect(page.getByRole('alert').first()).toContainText('验证码');
  await expect(page).toHaveURL(/\/login/);
});

test('an unknown route shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/no-such-page/at-all');
  await expect(page.getByText('404').first()).toBeVisible();
  await expect(page.getByRole('link', { name: /首页/ }).first()).toBeVisible();
});

test('every route sets "<page title> - <site title>"', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/^首页 - .+/);
  const site = (await page.title()).split(' - ').slice(1).join(' - ');
  expect(site.length).toBeGreaterThan(0);
  for (const [path, title] of [
    ['/cart', '购物车'],
    ['/login', '登录'],
    ['/cms/help', '帮助中心'],
    ['/promotion/seckill', '秒杀专区'],
  ] as const) {
    await page.goto(path);
    await expect(page).toHaveTitle(`${title} - ${site}`);
  }
});

test('a closed site sends every route to the maintenance page', async ({ page }) => {
  await setSiteOpen(false);
  try {
    await page.goto('/list?keyword=茶');
    await expect(page).toHaveURL(/\/closed$/);
    await expect(page.getByText(/维护/).first()).toBeVisible();
  } finally {
    await setSiteOpen(true);
  }
  await page.goto('/');
  await expect(page).not.toHaveURL(/\/closed/);
});
