// Sites and pages in the console against the built site: an operator builds a micro page of three
// blocks (one moved by keyboard), publishes it and the storefront renders it at its URL; the county
// site 保靖县's own account (README "Sites and pages") changes its banner and the county site shows it.
import { expect, test } from '@playwright/test';
import { consoleSignIn } from './support';

const OPERATOR = { username: 'operator', password: 'operator2026pass', totpSecret: 'MALLCONSOLEOPERATORTOTPSECRETAAA' };
const COUNTY = { username: 'baojing', password: 'baojing2026pass' };

test('an operator builds a micro page of three blocks, moves one by keyboard, publishes it, and the storefront shows it', async ({ page }) => {
  await consoleSignIn(page, OPERATOR, '/console/pages/micro');
  await expect(page.getByRole('heading', { name: '微页面', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: '新建微页面' }).click();
  await expect(page).toHaveURL(/\/console\/pages\/micro\/new$/);
  await page.getByLabel('页面名称').fill('冬季暖心年货专场');

  await page.getByRole('button', { name: '添加公告' }).click();
  const settings = page.getByRole('region', { name: '组件设置' });
  await settings.getByLabel('文字').fill('腊月二十前下单，春节前送达，偏远地区除外。');
  await page.getByRole('button', { name: '添加富文本' }).click();
  await settings.getByLabel(/内容（HTML/).fill('<p>每一单都是<strong>帮扶</strong></p><script>alert(1)</script>');
  await page.getByRole('button', { name: '添加辅助空白' }).click();
  await settings.getByRole('radio', { name: '大' }).check();

  // The blank space goes to the top from the keyboard: Space lifts it, ArrowUp twice, Space drops it.
  const blocks = page.getByRole('list', { name: '页面组件' });
  await expect(blocks.getByRole('listitem')).toHaveCount(3);
  await blocks.getByRole('button', { name: /拖动排序：第 3 个组件 辅助空白/ }).focus();
  // Each key waits for the editor's spoken answer: a key pressed before the lift was measured was lost.
  await page.keyboard.press('Space');
  await expect(page.getByText(/已拿起第 3 个组件|辅助空白 移到了第 3 位/)).toBeAttached();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByText(/移到了第 2 位/)).toBeAttached();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByText(/移到了第 1 位/)).toBeAttached();
  await page.keyboard.press('Space');
  await expect(blocks.getByRole('listitem').first()).toHaveAttribute('data-block', 'blank');
  await expect(blocks.getByRole('listitem').nth(1)).toHaveAttribute('data-block', 'notice');

  // The preview is the storefront's own renderer.
  const preview = page.getByTestId('diy-preview');
  await expect(preview.getByText('腊月二十前下单，春节前送达，偏远地区除外。')).toBeVisible();

  await page.getByRole('button', { name: '发布' }).click();
  await expect(page).toHaveURL(/\/console\/pages\/micro\/\d+$/);
  await expect(page.getByText('已发布', { exact: true })).toBeVisible({ timeout: 15_000 });
  const url = await page.getByRole('link', { name: /前台地址：/ }).getAttribute('href');
  expect(url).toMatch(/^\/promotion\/pcdiy\?id=\d+$/);

  await page.goto(url!);
  await expect(page.getByRole('heading', { name: '冬季暖心年货专场' }).first()).toBeVisible();
  const sections = page.getByTestId('diy-page').locator('> section');
  await expect(sections).toHaveCount(3);
  expect(await sections.evaluateAll((list) => list.map((s) => s.getAttribute('data-diy')))).toEqual(['blank', 'notice', 'richText']);
  await expect(page.getByTestId('diy-page').locator('strong', { hasText: '帮扶' })).toBeVisible();
  expect(await page.getByTestId('diy-page').locator('script').count()).toBe(0);
});

test('the county site’s account changes its banner and the county site shows it', async ({ page }) => {
  await consoleSignIn(page, COUNTY, '/console/');
  await expect(page).toHaveURL(/\/console\/sites$/);
  // Only its own site, and no site form.
  const table = page.getByRole('table', { name: '分站管理' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('link', { name: /编辑分站/ })).toHaveCount(0);
  await table.getByRole('link', { name: '轮播图与推荐商品 保靖县分站' }).click();
  await expect(page).toHaveURL(/\/console\/sites\/3$/);

  await page.getByRole('button', { name: /^编辑轮播图 / }).first().click();
  await page.getByLabel('标题').fill('保靖黄金茶 春茶上新');
  await page.getByLabel('链接（站内路径，可留空）').fill('/promotion/special');
  await page.getByRole('button', { name: '保存轮播图' }).click();
  await expect(page.getByRole('table', { name: '轮播图' }).getByText('保靖黄金茶 春茶上新')).toBeVisible();

  // Another site's page is not reachable for this account: mall-api answers 不存在.
  await page.goto('/console/sites/1');
  await expect(page.getByText('分站不存在')).toBeVisible();

  await page.goto('/citylist?website_id=3&website_type=2');
  await expect(page.getByRole('link', { name: '保靖黄金茶 春茶上新' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: '保靖黄金茶 春茶上新' }).first()).toHaveAttribute('href', '/promotion/special');
});
