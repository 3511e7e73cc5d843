// First-load behaviour  on the built site: the top bar's 中文 / English switch (en-us is
// fetched when chosen, remembered in the mall_lang cookie across reloads) and the float layer that
// shows once per day per browser.
import { expect, test } from '@playwright/test';

// A new browser: the journeys' default one has seen today's float layer already.
test.use({ storageState: { cookies: [], origins: [] } });

test('the float layer shows on the first home page of the day only, and again the next day', async ({ page }) => {
  await page.goto('/');
  const layer = page.getByTestId('float-layer');
  await expect(layer).toBeVisible();
  await layer.getByRole('button', { name: '关闭浮层' }).click();
  await expect(layer).toBeHidden();
  // The next page view the same day: not again.
  await page.reload();
  await expect(page.getByTestId('home')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(layer).toHaveCount(0);
  // The browser's record says yesterday: it shows again.
  await page.evaluate(() => localStorage.setItem('mall.floatLayerShownOn', '2000-01-01'));
  await page.reload();
  await expect(layer).toBeVisible();
});

test('中文 / English: the top bar switches every string and the title, and a reload keeps English', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.getByTestId('home')).toBeVisible();
  // A new browser's first home page of the day opens the 新人专享 float layer, a modal over the page.
  await page.getByTestId('float-layer').getByRole('button', { name: '关闭浮层' }).click();
  const switcher = page.getByRole('group', { name: '语言' });
  await expect(switcher.getByRole('button', { name: '中文' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('link', { name: '我的订单' })).toBeVisible();
  await expect(page).toHaveTitle(/^首页/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');

  await switcher.getByRole('button', { name: 'English' }).click();
  const english = page.getByRole('group', { name: 'Language' });
  await expect(english.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('link', { name: 'My orders' })).toBeVisible();
  await expect(page.getByRole('link', { name: '我的订单' })).toHaveCount(0);
  await expect(page).toHaveTitle(/^Home/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  const cookie = (await context.cookies()).find((c) => c.name === 'mall_lang');
  expect(cookie?.value).toBe('en-us');
  expect(cookie?.sameSite).toBe('Lax');
  expect(cookie?.path).toBe('/');
  // About 365 days from now.
  expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);

  await page.reload();
  await expect(page.getByRole('link', { name: 'My orders' })).toBeVisible();
  await expect(page).toHaveTitle(/^Home/);
  await page.goto('/cart');
  await expect(page).toHaveTitle(/^Cart/);

  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: '中文' }).click();
  await expect(page).toHaveTitle(/^购物车/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  expect((await context.cookies()).find((c) => c.name === 'mall_lang')?.value).toBe('zh-cn');
});

test('mall_lang=en-us: the server sends the page in English (before any script runs), and it hydrates without errors', async ({ page, context, request, baseURL }) => {
  // The HTML as the server sends it, with the cookie and without: each in its own language.
  const english = await request.get('/list', { headers: { cookie: 'mall_lang=en-us' } });
  const englishHtml = await english.text();
  expect(english.headers()['content-language']).toBe('en-US');
  expect(englishHtml).toContain('<html lang="en-US">');
  expect(englishHtml).toContain('My orders');
  expect(englishHtml).not.toContain('我的订单');
  // Each language's page has its own address: the hreflang alternates name both.
  expect(englishHtml).toMatch(/<link rel="alternate" hrefLang="en" href="[^"]*\/list\?lang=en-us"/);
  expect(englishHtml).toMatch(/<link rel="alternate" hrefLang="x-default" href="[^"]*\/list"/);
  const chinese = await (await request.get('/list')).text();
  expect(chinese).toContain('<html lang="zh-CN">');
  expect(chinese).toContain('我的订单');
  expect(chinese).not.toContain('My orders');

  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' || (msg.type() === 'warning' && /hydrat|did not match|server rendered/i.test(msg.text()))) problems.push(`${page.url()}: ${msg.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  await context.addCookies([{ name: 'mall_lang', value: 'en-us', url: baseURL! }]);
  for (const path of ['/list', '/']) {
    await page.goto(path);
    await page.waitForFunction(() => {
      const root = document.getElementById('root');
      return !!root && Object.keys(root).some((k) => k.startsWith('__reactContainer'));
    });
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('link', { name: 'My orders' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  }
  expect(problems).toEqual([]);
});
