// The platform's operations in the console: 财务 approves a shopper's offline transfer certificate
// in the review queue and the shopper's order shows paid (once: the decided entry offers no second
// decision); the super admin closes the site with the site switch, every storefront route goes to
// /closed, and reopening brings the storefront back.
import { expect, test, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { CAPTCHA_CODE, CONSOLE_ADMIN, SITE_PORT } from '../../playwright.config';
import { loginAs, rest, restTokenWithAddress, skusInStock } from './support';

const FINANCE = { username: 'finance', password: 'finance2026pass', totpSecret: 'MALLCONSOLEFINANCETOTPSECRETAAAA' };
const SHOPPER = { username: 'member04', password: 'member4pass' };

async function signIn(page: Page, who: { username: string; password: string; totpSecret: string }, to: string) {
  await page.goto(to);
  await expect(page).toHaveURL(/\/console\/login\?redirect=/);
  await page.getByLabel('账号').fill(who.username);
  await page.getByLabel('密码').fill(who.password);
  await expect(page.getByRole('img', { name: '验证码' })).toBeVisible();
  await page.getByLabel('验证码').fill(CAPTCHA_CODE);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByRole('heading', { name: '两步验证' })).toBeVisible();
  await page.getByLabel('动态验证码或恢复码').fill(await generate({ secret: who.totpSecret }));
  await page.getByRole('button', { name: '验证' }).click();
}

test('财务 approves an offline transfer in the review queue and the shopper sees the order paid', async ({ page, browser }) => {
  // Two sign-ins (console with TOTP, storefront) and a review: longer than one page's journey.
  test.setTimeout(90_000);
  // The shopper orders and uploads a transfer certificate at /orderPay (set up over REST).
  const token = await restTokenWithAddress(SHOPPER, { name: '龙晓梅', mobile: '13712345604', address: '麓山南路 932 号' });
  const [sku] = await skusInStock(1);
  const order = await rest<{ order_id: number; order_no: string }>('/api/order/create', { token, sku_id: sku.sku_id, num: 1, order_key: `e2e-offline-${Date.now()}` });
  const me = await rest<{ member_id: number }>('/api/member/detail', { token });
  await rest('/api/order/paytickets', { token, order_ids: [order.order_id], images: [`/upload/certificate/${me.member_id}_0123456789abcdef.png`], remark: '网银转账', pay_key: `e2e-offline-pay-${Date.now()}` });

  await signIn(page, FINANCE, `/console/review/payments?state=reviewing&keyword=${order.order_no}`);
  await expect(page).toHaveURL(/\/console\/review\/payments\?state=reviewing&keyword=/);
  await expect(page.getByRole('heading', { name: '线下转账凭证审核', level: 1 })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(order.order_no) });
  await expect(row).toContainText('待审核');
  await row.getByRole('button', { name: /查看/ }).click();
  await expect(page).toHaveURL(/[?&]id=\d+/);
  await expect(page.getByRole('region', { name: '转账凭证' }).getByRole('link')).toHaveCount(1);
  await page.getByRole('button', { name: '通过', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByText('已处理，不能再次处理')).toBeVisible();
  await expect(page.getByRole('button', { name: '通过', exact: true })).toHaveCount(0);

  // The shopper's order detail: paid (待发货), in its own browser.
  const shopper = await browser.newContext();
  const shopperPage = await shopper.newPage();
  await loginAs(shopperPage, SHOPPER, `/member/order_detail?order_id=${order.order_id}`);
  await expect(shopperPage.getByText('待发货').first()).toBeVisible();
  await shopper.close();
});

/** web_status as the storefront's gateway answers it now (after its public cache). */
async function storefrontOpen(): Promise<boolean | undefined> {
  const answer = await fetch(`http://127.0.0.1:${SITE_PORT}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-mall-csrf': '1' },
    body: JSON.stringify({ query: '{ site { webStatus } }' }),
  });
  return ((await answer.json()) as { data?: { site?: { webStatus?: boolean } } }).data?.site?.webStatus;
}

test('the site switch closes the storefront (every route goes to /closed) and reopens it', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await signIn(page, CONSOLE_ADMIN, '/console/settings/site');
  await expect(page.getByRole('heading', { name: '站点设置', level: 1 })).toBeVisible();
  await expect(page.getByText('修改在 3 秒内生效于前台')).toBeVisible();
  const storefront = await (await browser.newContext()).newPage();
  try {
    await page.getByRole('button', { name: '关闭站点' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('站点已关闭（维护中）')).toBeVisible();
    // The gateway keeps site info for its public cache time (3 s): then every route goes to /closed.
    await expect.poll(() => storefrontOpen(), { timeout: 15_000, intervals: [500, 1000] }).toBe(false);
    await storefront.goto('/cms/notice');
    await expect(storefront).toHaveURL(/\/closed$/);
    await storefront.goto('/');
    await expect(storefront).toHaveURL(/\/closed$/);
  } finally {
    // Reopen even when a step above failed: the other journeys need the site open.
    await page.goto('/console/settings/site');
    // The console renders on the client: wait for the page before asking which button it shows.
    await expect(page.getByRole('heading', { name: '站点设置', level: 1 })).toBeVisible();
    if (await page.getByRole('button', { name: '重新开放' }).isVisible()) {
      await page.getByRole('button', { name: '重新开放' }).click();
      await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    }
  }
  await expect(page.getByText('站点开放中')).toBeVisible();
  await expect.poll(() => storefrontOpen(), { timeout: 15_000, intervals: [500, 1000] }).toBe(true);
  await storefront.goto('/cms/notice');
  await expect(storefront).toHaveURL(/\/cms\/notice$/);
});

test('运营 publishes a notice and it shows on the storefront home; withdrawn, it is gone', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const OPERATOR = { username: 'operator', password: 'operator2026pass', totpSecret: 'MALLCONSOLEOPERATORTOTPSECRETAAA' };
  const title = `春节发货安排 ${Date.now() % 100_000}`;
  await signIn(page, OPERATOR, '/console/content/notices');
  await expect(page.getByRole('heading', { name: '公告管理', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: '新建公告' }).click();
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('请填写标题（至少 2 个字）')).toBeVisible();
  await page.getByLabel('标题', { exact: true }).fill(title);
  await page.getByLabel(/正文/).fill('<p>腊月二十八起暂停发货<script>alert(1)</script></p>');
  await page.getByLabel('保存后立即发布').check();
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('row', { name: new RegExp(title) })).toContainText('已发布');

  const home = await (await browser.newContext()).newPage();
  // The home's notices come through the gateway's public cache (10 s).
  await expect
    .poll(
      async () => {
        await home.goto('/');
        return home.getByRole('link', { name: title }).count();
      },
      { timeout: 30_000, intervals: [1000, 2000] },
    )
    .toBeGreaterThan(0);

  await page.getByRole('button', { name: `撤下 ${title}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByRole('row', { name: new RegExp(title) })).toContainText('未发布');
  await expect
    .poll(
      async () => {
        await home.goto('/');
        return home.getByRole('link', { name: title }).count();
      },
      { timeout: 30_000, intervals: [1000, 2000] },
    )
    .toBe(0);
});
