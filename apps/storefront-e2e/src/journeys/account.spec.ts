// Account journeys (auth pages) on the built site over a freshly seeded database:
// register → logged in → logout → password login; a token revoked on the server sends a member-only
// page to login and back; SMS login; find password → login with the new one (last: the journeys
// before it fill part of the 60 s its second SMS to the new member waits for).
import { expect, test, type Page } from '@playwright/test';
import { CAPTCHA_CODE, SMS_CODE } from '../../playwright.config';
import { DEMO } from './support';

// The journeys share one new member, and mall-api allows one SMS per phone per 60 s.
test.describe.configure({ mode: 'serial' });

/** A mobile number no other run used: 139 + 8 digits of the clock (SPEC §5 format). */
const MOBILE = `139${String(Date.now()).slice(-8)}`;
const PASSWORD = 'Tea2025ok';
const NEW_PASSWORD = 'Xiangxi2026';
const SMS_GAP_MS = 61_000;
/** When the last SMS went to each phone. */
const lastSmsAt = new Map<string, number>();

async function waitForSmsGap(page: Page, mobile: string) {
  const wait = (lastSmsAt.get(mobile) ?? 0) + SMS_GAP_MS - Date.now();
  if (wait > 0) await page.waitForTimeout(wait);
}

async function sendCode(page: Page, mobile = MOBILE) {
  await expect(page.getByAltText('图片验证码，点击刷新')).toBeVisible();
  await page.getByLabel('验证码', { exact: true }).fill(CAPTCHA_CODE);
  await waitForSmsGap(page, mobile);
  await page.getByTestId('send-code').click();
  await expect(page.getByTestId('send-code')).toHaveText(/秒后重新获取/);
  lastSmsAt.set(mobile, Date.now());
}

async function passwordLogin(page: Page, username: string, password: string) {
  await expect(page.getByAltText('图片验证码，点击刷新')).toBeVisible();
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('input[name="captcha"]').fill(CAPTCHA_CODE);
  await page.locator('form button[type="submit"]').click();
}

async function expectLoggedInHeader(page: Page) {
  await page.goto('/cart');
  await expect(page.getByTestId('member-name')).toBeVisible();
}

test('register a personal member → logged in → logout → login with the password', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/register');
  await expect(page).toHaveTitle(/注册 - .+/);
  await page.getByRole('link', { name: /个人用户/ }).click();
  await expect(page).toHaveURL(/\/registerPersonal$/);

  // A bad phone is refused before any call.
  await page.getByLabel('手机号', { exact: true }).fill('12345678901');
  await page.getByLabel('验证码', { exact: true }).fill(CAPTCHA_CODE);
  await page.getByTestId('send-code').click();
  await expect(page.getByText('请输入正确的手机号')).toBeVisible();

  await page.getByLabel('手机号', { exact: true }).fill(MOBILE);
  await sendCode(page);
  await page.getByLabel('短信验证码', { exact: true }).fill(SMS_CODE);
  await page.getByLabel('密码', { exact: true }).fill(PASSWORD);
  await page.getByLabel('确认密码', { exact: true }).fill(PASSWORD);
  const submit = page.getByRole('button', { name: '同意协议并注册' });
  await expect(submit).toBeDisabled();
  await page
    .getByRole('button', { name: /《.+》/ })
    .first()
    .click();
  await page.getByRole('dialog').getByRole('button', { name: '阅读并同意' }).click();
  await expect(submit).toBeEnabled();
  await submit.click();

  await expect(page).toHaveURL(/\/member\/index$/);
  await expectLoggedInHeader(page);
  await page.getByRole('button', { name: '退出' }).click();
  await expect(page.getByRole('link', { name: '请登录' })).toBeVisible();

  await page.goto('/login?redirect=%2Fcart');
  await passwordLogin(page, MOBILE, PASSWORD);
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId('member-name')).toBeVisible();
});

test('a token revoked on the server sends a member page to /login and back after login', async ({
  page,
  browser,
}) => {
  await page.goto('/login');
  await passwordLogin(page, DEMO.username, DEMO.password);
  await expect(page).not.toHaveURL(/\/login/);

  // The same session cookie in another browser logs out: mall-api revokes the token.
  const other = await browser.newContext({ storageState: await page.context().storageState() });
  const otherPage = await other.newPage();
  await otherPage.goto('/cart');
  await otherPage.getByRole('button', { name: '退出' }).click();
  await expect(otherPage.getByRole('link', { name: '请登录' })).toBeVisible();
  await other.close();

  await page.goto('/member/index?tab=orders');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmember%2Findex%3Ftab%3Dorders$/);
  await passwordLogin(page, DEMO.username, DEMO.password);
  await expect(page).toHaveURL(/\/member\/index\?tab=orders$/);
});

test('SMS login with the 短信登录 tab, back to the redirect', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/login?redirect=%2Fcart');
  await page.getByRole('tab', { name: '短信登录' }).click();
  // The demo member's phone: no SMS went to it yet, so no 60-s gap to wait out.
  await page.getByLabel('手机号', { exact: true }).fill(DEMO.mobile);
  await sendCode(page, DEMO.mobile);
  await page.getByLabel('短信验证码', { exact: true }).fill(SMS_CODE);
  await page.getByLabel('七天内自动登录', { exact: true }).check();
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId('member-name')).toBeVisible();
  // Auto-login: the session cookie outlives the browser session (7 days).
  const cookie = (await page.context().cookies()).find((c) => c.httpOnly && c.expires > 0);
  expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 6 * 86_400);
});

test('find the password of that member in steps, then log in with the new one', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/find_pass');
  await page.getByLabel('手机号', { exact: true }).fill(MOBILE);
  await page.getByLabel('验证码', { exact: true }).fill(CAPTCHA_CODE);
  await waitForSmsGap(page, MOBILE);
  await page.getByRole('button', { name: '下一步' }).click();
  lastSmsAt.set(MOBILE, Date.now());

  await expect(page.getByLabel('短信验证码', { exact: true })).toBeVisible();
  // Back returns to step 1 with the mobile kept; Forward comes back to the code.
  await page.goBack();
  await expect(page.getByLabel('手机号', { exact: true })).toHaveValue(MOBILE);
  await page.goForward();
  await page.getByLabel('短信验证码', { exact: true }).fill(SMS_CODE);
  await page.getByRole('button', { name: '下一步' }).click();

  await page.getByLabel('新密码', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('确认密码', { exact: true }).fill(NEW_PASSWORD);
  expect(page.url()).toMatch(/\/find_pass$/); // the reset key never reaches the URL
  await page.getByRole('button', { name: '确认修改' }).click();
  await expect(page.getByText('密码已重置，请使用新密码登录')).toBeVisible();
  expect(page.url()).toMatch(/\/find_pass$/);

  await page.getByRole('link', { name: '立即登录' }).click();
  await passwordLogin(page, MOBILE, PASSWORD);
  // The old password no longer works.
  await expect(page.getByRole('alert')).toContainText('密码');
  await expect(page).toHaveURL(/\/login/);
  await passwordLogin(page, MOBILE, NEW_PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
  await expectLoggedInHeader(page);
});
