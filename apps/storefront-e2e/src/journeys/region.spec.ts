// Branch sites, regions and shops on the built site over a freshly seeded database.
// Member region01 is seeded for this journey only.
import { expect, test } from '@playwright/test';
import { loginAs } from './support';

const REGION_MEMBER = { username: 'region01', password: 'region01pass' };

test('choose a city → branch home → region list filters → a shop → follow → a goods → back to the national site', async ({ page }) => {
  await loginAs(page, REGION_MEMBER, '/change_city');
  await expect(page.getByRole('heading', { name: '选择城市分站' })).toBeVisible();

  // Choosing a city site stores it and opens its home (/citylist, no-nav layout).
  await page.getByRole('button', { name: '湘西州分站' }).click();
  await expect(page).toHaveURL(/\/citylist\?website_id=1&website_type=1/);
  await expect(page.getByRole('heading', { name: '湘西州分站', level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: '分站推荐商品' }).getByTestId('goods-card').first()).toBeVisible();
  const cookies = Object.fromEntries((await page.context().cookies()).map((c) => [c.name, c.value]));
  expect(cookies).toMatchObject({ website_id: '1', website_type: '1', source_type: '1', site_type_flag: '1' });

  // With a stored city site the national home sends the shopper to the branch home (SPEC §4).
  await page.goto('/');
  await expect(page).toHaveURL(/\/citylist\?website_id=1&website_type=1/);

  // The banner leads to the region hall; its goods list filters stay in the URL.
  await page.getByRole('link', { name: '湘西馆·产地直供' }).click();
  await expect(page).toHaveURL(/\/region-1$/);
  await expect(page.getByTestId('region-header')).toContainText('神秘湘西');
  await page.getByRole('link', { name: '地方馆商品' }).click();
  await expect(page).toHaveURL(/\/region_list\?site_id=1$/);
  await page.getByRole('group', { name: '区县' }).getByRole('link', { name: '保靖县分站' }).click();
  await expect(page).toHaveURL(/\/region_list\?site_id=1&district_id=3$/);
  await expect(page.getByTestId('goods-card').first()).toBeVisible();
  const category = page.getByRole('group', { name: '分类' }).getByRole('link').nth(1);
  await category.click();
  await expect(page).toHaveURL(/\/region_list\?site_id=1&district_id=3&shop_category_id=\d+&category_level=1$/);
  await expect(page.getByRole('group', { name: '区县' }).getByRole('link', { name: '保靖县分站' })).toHaveAttribute('aria-current', 'true');

  // A shop of the region: follow it.
  await page.goto('/shop_list?site_id=1');
  await page.getByRole('link', { name: '湘西保靖黄金茶农民专业合作社' }).first().click();
  await expect(page).toHaveURL(/\/shop-1$/);
  await expect(page.getByRole('navigation', { name: '店铺导航' }).getByRole('link', { name: '线下门店' })).toBeVisible();
  const fans = Number((await page.getByTestId('shop-fans').textContent())?.match(/\d+/)?.[0]);
  await page.getByRole('button', { name: '关注店铺' }).click();
  await expect(page.getByRole('button', { name: '取消关注' })).toBeVisible();
  await expect(page.getByTestId('shop-fans')).toContainText(`${fans + 1} 人关注`);

  // All goods with the shop's category tree, then a goods.
  await page.getByRole('link', { name: '全部商品' }).click();
  await expect(page).toHaveURL(/\/shop-1\?tab=goods$/);
  await expect(page.getByRole('navigation', { name: '店铺分类' })).toBeVisible();
  await page.getByTestId('goods-card').first().click();
  await expect(page).toHaveURL(/\/sku-\d+/);
  await expect(page.getByTestId('current-site')).toContainText('湘西州分站');

  // back_index=1 clears the branch site and goes to the national site.
  await page.getByTestId('back-national').click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('current-site')).toContainText('全国站');
  const after = Object.fromEntries((await page.context().cookies()).map((c) => [c.name, c.value]));
  expect(after.website_id ?? '').toBe('');
});
