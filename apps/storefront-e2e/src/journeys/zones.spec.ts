// Assistance zones, projects, news, micro pages and the fresh hall on the built site over a
// freshly seeded database: public pages, no login.
import { expect, test } from '@playwright/test';
import { openHome } from './support';

test('home nav → red area → a province tab → Hunan hall → the 832 zone by category', async ({ page }) => {
  await openHome(page);
  // The floors link to the fresh hall and the zones too.
  await expect(page.locator('a[href="/ourfresh"]').first()).toBeAttached();
  await expect(page.locator('a[href="/promotion/eastwest"]').first()).toBeAttached();
  await page.getByRole('link', { name: '红色专区', exact: true }).first().click();
  await expect(page).toHaveURL(/\/promotion\/redarea$/);
  await expect(page).toHaveTitle(/^红色专区/);
  await expect(page.getByRole('heading', { level: 1, name: '红色专区' })).toBeVisible();
  const regions = page.getByRole('navigation', { name: '按地区浏览' });
  await regions.getByRole('link', { name: /^江西（\d+）$/ }).click();
  await expect(page).toHaveURL(/tab=%E6%B1%9F%E8%A5%BF/);
  await expect(regions.getByRole('link', { name: /^江西/ })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('goods-card').first()).toBeVisible();

  await page.goto('/promotion/redarea/hunan');
  await expect(page).toHaveTitle(/^红色专区·湖南/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('湖南馆');
  // The province page shows Hunan alone.
  await expect(page.getByRole('navigation', { name: '按地区浏览' }).getByRole('link')).toHaveCount(2);
  await page.getByRole('link', { name: /返回红色专区/ }).click();
  await expect(page).toHaveURL(/\/promotion\/redarea$/);

  await page.goto('/promotion/special');
  await expect(page.getByRole('heading', { level: 1, name: '消费帮扶专区' })).toBeVisible();
  const categories = page.getByRole('navigation', { name: '按分类浏览' });
  await categories.getByRole('link').nth(1).click();
  await expect(page).toHaveURL(/\/promotion\/special\?tab=/);
  const cards = page.getByTestId('goods-card');
  await expect(cards.first()).toBeVisible();
  // Every goods of the 832 zone carries the 832 tag.
  await expect(cards.first().getByText('832产品')).toBeVisible();
  await cards.first().click();
  await expect(page).toHaveURL(/\/sku-\d+/);
});

test('a project with its progress and goods; a news article and the next one', async ({ page }) => {
  await page.goto('/promotion/projectList');
  await expect(page).toHaveTitle(/^项目列表/);
  const first = page.getByTestId('project-card').first();
  await expect(first.getByRole('meter')).toBeVisible();
  const title = (await first.getByRole('heading').getByRole('link').textContent())!;
  await first.getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/promotion\/projectList\/detail-\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
  await expect(page).toHaveTitle(new RegExp(`^${title}`));
  await expect(page.getByText('项目地点')).toBeVisible();
  await expect(page.getByTestId('goods-card').first()).toBeVisible();

  await page.goto('/promotion/newsInformation');
  await expect(page).toHaveTitle(/^新闻资讯/);
  const articles = page.getByRole('list', { name: '帮扶资讯' }).getByRole('link');
  const firstTitle = (await articles.first().textContent())!.trim();
  await articles.first().click();
  await expect(page).toHaveURL(/\/promotion\/newsInformation\/detail-\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(firstTitle);
  await expect(page.getByText(/^来源：/)).toBeVisible();
  const next = page.getByRole('navigation', { name: '上一篇：下一篇：' }).getByRole('link').last();
  const nextTitle = (await next.textContent())!.trim();
  await next.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(nextTitle);
});

test('micro pages render their components, skipping an unknown one; the fresh hall shows its delivery note', async ({ page }) => {
  await page.goto('/promotion/pcdiy?id=1');
  await expect(page).toHaveTitle(/^年货节 · 脱贫地区好物/);
  const diy = page.getByTestId('diy-page');
  await expect(diy.locator('[data-diy="banner"]')).toBeVisible();
  await expect(diy.getByRole('heading', { name: '人气年货' })).toBeVisible();
  await expect(diy.getByTestId('goods-card')).toHaveCount(8);
  await expect(diy.getByRole('heading', { name: '活动说明' })).toBeVisible();
  await diy.getByRole('link', { name: /年货满减券/ }).click();
  await expect(page).toHaveURL(/\/coupon$/);

  await page.goto('/promotion/pcdiy?id=2');
  const second = page.getByTestId('diy-page');
  await expect(second.getByTestId('goods-card')).toHaveCount(4);
  await expect(second.locator('[data-diy]')).toHaveCount(6);
  await second.getByRole('link', { name: /逛红色专区/ }).click();
  await expect(page).toHaveURL(/\/promotion\/redarea$/);

  await page.goto('/promotion/pcdiy?id=999');
  await expect(page.getByTestId('diy-page')).toHaveCount(0);

  await page.goto('/ourfresh');
  await expect(page).toHaveTitle(/^生鲜专区/);
  await expect(page.getByText(/全程冷链配送/)).toBeVisible();
  await expect(page.getByRole('navigation', { name: '按分类浏览' }).getByRole('link', { name: /^生鲜水果/ })).toBeVisible();
  await expect(page.getByTestId('goods-card').first()).toBeVisible();
});

test('the meal-package hall filters by diners; a visitor adding a package is asked to log in first', async ({ page }) => {
  await page.goto('/promotion/mealplan');
  await expect(page).toHaveTitle(/^套餐大厅/);
  await expect(page.getByTestId('meal-package')).toHaveCount(4);
  await page.getByRole('navigation', { name: '用餐人数' }).getByRole('link', { name: '3人餐' }).click();
  await expect(page).toHaveURL(/people=3$/);
  const pkg = page.getByTestId('meal-package');
  await expect(pkg).toHaveCount(1);
  await expect(pkg.getByText(/^立省 ¥\d+\.\d{2}$/)).toBeVisible();
  await pkg.getByRole('button', { name: '整套加入购物车' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
});
