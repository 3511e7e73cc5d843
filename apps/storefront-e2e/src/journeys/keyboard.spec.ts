// Keyboard all the way: a new member goes from the home page to a paid order with Tab, Shift+Tab,
// Enter, Space, arrows and typing only, in the normal mode and in 关怀模式 (care mode). Along the way:
// the skip link is the first Tab stop and lands in the main content, focus moves to the new page's
// heading after every navigation (never <body>), every stop shows a focus ring, and care mode shows
// its high-contrast theme from the server's HTML. Set-up the journey is not about (registration, an
// address) goes through REST.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { CAPTCHA_CODE, SMS_CODE, SITE_PORT } from '../../playwright.config';
import { rest } from './support';

/** Presses Tab (or Shift+Tab) until `target` has focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, { max = 300, back = false } = {}): Promise<number> {
  for (let presses = 0; presses <= max; presses++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return presses;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${target.toString()} in ${max} presses`);
}

/** After a navigation focus is on the new page's heading (or its main area), never on <body>. */
async function expectFocusOnNewPage(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.closest('#main-content') !== null && document.activeElement !== document.body))
    .toBe(true);
}

/** The focused element draws a visible ring (outline or box shadow). */
async function expectFocusRing(page: Page) {
  const ring = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const style = getComputedStyle(el);
    return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
  });
  expect(ring, 'the focused control shows a focus ring').toBe(true);
}

/** A member of its own (registered over REST with a default address), so no other journey's state moves. */
async function newMember(tag: string) {
  const mobile = `137${String(Date.now()).slice(-7)}${tag === 'care' ? 1 : 0}`;
  const captcha = await rest<{ id: string }>('/api/captcha/captcha', {});
  await rest('/api/register/mobileCode', { mobile, captcha_id: captcha.id, captcha_code: CAPTCHA_CODE });
  const password = 'keyboard2026';
  const { token } = await rest<{ token: string }>('/api/register/mobile', {
    register_type: 'personal',
    mobile,
    code: SMS_CODE,
    password,
    agreement: true,
  });
  await rest('/api/memberaddress/add', { token, name: '键盘用户', mobile: '13712345678', address: '麓山南路 8 号', province_id: 430000, city_id: 430100, district_id: 430104, is_default: 1 });
  return { username: mobile, password };
}

for (const mode of ['normal', 'care'] as const) {
  test(`keyboard only, ${mode} mode: home → login → goods → cart → checkout → paid`, async ({ page, context }) => {
    test.setTimeout(150_000);
    const member = await newMember(mode);
    if (mode === 'care') await context.addCookies([{ name: 'mall_care', value: '1', url: `http://127.0.0.1:${SITE_PORT}` }]);
    // No float layer: it shows once a day and is a dialog test of its own (FloatLayer.test.tsx). The day
    // is the browser's local one (Asia/Shanghai here): from 16:00 UTC the UTC date is the day before.
    const chinaToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());
    await page.addInitScript((day) => localStorage.setItem('mall.floatLayerShownOn', day), chinaToday);

    await page.goto('/');
    await expect(page.getByTestId('home')).toBeVisible();
    // Care mode comes with the server's HTML: the switch is pressed and the body's text is ≥ 18 px.
    const bodySize = await page.evaluate(() => parseFloat(getComputedStyle(document.body).fontSize));
    if (mode === 'care') {
      expect(bodySize).toBeGreaterThanOrEqual(18);
      await expect(page.getByTestId('care-home-lead')).toBeVisible();
    } else {
      expect(bodySize).toBeLessThan(18);
    }
    await expect(page.getByRole('switch', { name: '关怀模式' }).first()).toHaveAttribute('aria-checked', mode === 'care' ? 'true' : 'false');

    // The first Tab stop is the skip link.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: '跳到主要内容' })).toBeFocused();
    await expectFocusRing(page);

    // Log in from the top bar.
    await tabTo(page, page.getByRole('banner').getByRole('link', { name: '请登录' }));
    await expectFocusRing(page);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/login/);
    await expectFocusOnNewPage(page);
    await tabTo(page, page.locator('input[name="username"]'));
    await page.keyboard.type(member.username);
    await tabTo(page, page.locator('input[name="password"]'));
    await page.keyboard.type(member.password);
    await tabTo(page, page.locator('input[name="captcha"]'));
    await expect(page.locator('form img[src^="data:image"]')).toBeVisible();
    await page.keyboard.type(CAPTCHA_CODE);
    await page.keyboard.press('Enter');
    await expect(page).not.toHaveURL(/\/login/);
    await expect(page.getByTestId('member-name')).toBeVisible();

    // Skip the header, then the first goods of the page.
    await page.keyboard.press('Shift+Tab');
    await tabTo(page, page.getByRole('link', { name: '跳到主要内容' }), { back: true });
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();
    // The next stop is in the page, past the top bar, search, category panel and navigation.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('#main-content') !== null)).toBe(true);
    const firstGoods = page.locator('#main-content a[href^="/sku-"]:visible').first();
    await tabTo(page, firstGoods, { max: 150 });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/sku-\d+/);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

    // The quantity: Tab to it, raise it with the arrow key; then 加入购物车 with Space.
    const quantity = page.getByRole('spinbutton').first();
    await tabTo(page, quantity, { max: 80 });
    await page.keyboard.press('ArrowUp');
    await expect(quantity).toHaveValue('2');
    await tabTo(page, page.getByRole('button', { name: '加入购物车' }), { max: 40 });
    await page.keyboard.press('Space');
    await expect(page.getByText('已加入购物车')).toBeVisible();
    // Focus stays where the shopper was, not on <body>.
    await expect(page.getByRole('button', { name: '加入购物车' })).toBeFocused();

    // To the cart by its header link (Shift+Tab back up the page).
    await tabTo(page, page.getByRole('banner').getByRole('link', { name: /^购物车/ }), { back: true });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/cart/);
    await expectFocusOnNewPage(page);
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await tabTo(page, page.getByTestId('cart-summary').getByRole('button', { name: '去结算' }), { max: 80 });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/payment\?/);
    await expectFocusOnNewPage(page);

    // The default address is chosen; submit the order.
    await expect(page.getByTestId('order-money')).toBeVisible();
    await tabTo(page, page.getByRole('button', { name: '提交订单' }), { max: 120 });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/pay\?order_ids=\d+/);
    await expectFocusOnNewPage(page);

    // The pay methods are radios: arrows move between them; the demo provider needs no money.
    const methods = page.getByRole('radiogroup', { name: '支付方式' });
    await tabTo(page, methods.getByRole('radio', { checked: true }), { max: 60 });
    const demo = methods.getByRole('radio', { name: /演示/ });
    for (let i = 0; i < 4 && !(await demo.isChecked()); i++) await page.keyboard.press('ArrowDown');
    await expect(demo).toBeChecked();
    await tabTo(page, page.getByRole('button', { name: '确认支付' }), { max: 20 });
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible();
  });
}
