// What a shopper and a crawler meet on the way: the combo page reached from the goods page, the side
// bar's hotline not covered by back-to-top, the footer's licence and report lines as text, and the
// site's structured data on the home page.
import { expect, test } from '@playwright/test';
import { dismissFloatLayer, openHome, rest } from './support';

test('the goods page\'s 搭配购买 box leads to the combo package\'s own page', async ({ page }) => {
  let comboId = 0;
  for (let goodsId = 1; goodsId < 400 && !comboId; goodsId++) {
    const running = await rest<{ combos: { combo_id: number }[] }>('/api/goods/promotion', { goods_id: goodsId }).catch(() => null);
    comboId = running?.combos[0]?.combo_id ?? 0;
  }
  expect(comboId, 'a running combo').toBeGreaterThan(0);
  await page.goto(`/promotion/combo-${comboId}`);
  await page.locator('main a[href^="/sku-"]').first().click();
  await expect(page).toHaveURL(/\/sku-\d+/);
  const box = page.getByTestId('goods-promotion-box');
  await box.locator(`a[href="/promotion/combo-${comboId}"]`).click();
  await expect(page).toHaveURL(new RegExp(`/promotion/combo-${comboId}$`));
});

test('back-to-top sits below the side bar\'s hotline, not over it', async ({ page }) => {
  await openHome(page);
  await dismissFloatLayer(page);
  await page.mouse.wheel(0, 1200);
  const top = page.getByRole('button', { name: '返回顶部' });
  await expect(top).toBeVisible();
  const hotline = await page.getByTestId('sidebar-hotline').boundingBox();
  const button = await top.boundingBox();
  expect(hotline && button).toBeTruthy();
  const overlaps = button!.y < hotline!.y + hotline!.height && hotline!.y < button!.y + button!.height && button!.x < hotline!.x + hotline!.width && hotline!.x < button!.x + button!.width;
  expect(overlaps).toBe(false);
});

test('the footer\'s licence and report lines are text, and the home page carries the site\'s structured data', async ({ page }) => {
  await page.goto('/');
  const info = page.getByTestId('copyright-info');
  await expect(info).toContainText('营业执照：91110102MA01XXXX8F');
  await expect(info).toContainText('违法和不良信息举报电话：12377');
  for (const href of await info.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))) {
    expect(href).toMatch(/^(https?:\/\/|\/)/);
  }
  const graphs = await page.locator('script[type="application/ld+json"]').evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? '{}')));
  const types = graphs.flatMap((g) => (g['@graph'] ?? [g]).map((n: { '@type'?: string }) => n['@type']));
  expect(types).toEqual(expect.arrayContaining(['Organization', 'WebSite']));
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', /\/$/);
});
