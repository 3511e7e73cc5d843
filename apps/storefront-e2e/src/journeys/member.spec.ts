// Member centre journeys on the built site over a freshly seeded database, as the demo
// member: profile, address book with the region cascade, withdrawal account and withdrawal, sign-in.
import { expect, test, type Page } from '@playwright/test';
import { fillAddressForm, login } from './support';

async function toast(page: Page, text: string | RegExp) {
  await expect(page.getByTestId('toast')).toContainText(text);
}

test('a member edits the profile, the address book, adds a withdrawal account and withdraws', async ({ page }) => {
  await login(page, '/member/info');
  await expect(page).toHaveURL(/\/member\/info$/);
  await expect(page).toHaveTitle(/个人资料 - .+/);

  // Nickname: an empty one is refused without a request, a good one is saved and shown in the header.
  const nickname = page.getByLabel('昵称');
  await nickname.fill('');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('请输入昵称')).toBeVisible();
  await nickname.fill('十八洞村体验官');
  await page.getByRole('button', { name: '保存' }).click();
  await toast(page, '保存成功');
  await expect(page.locator('[data-layout="member"]').getByText('十八洞村体验官').first()).toBeVisible();

  // Add an address through the province / city / district cascade.
  await page.getByRole('navigation', { name: '会员中心菜单' }).getByRole('link', { name: '收货地址' }).click();
  await expect(page).toHaveURL(/\/member\/delivery_address$/);
  await expect(page.getByTestId('address-item').first()).toBeVisible();
  const before = await page.getByTestId('address-item').count();
  await page.getByRole('link', { name: /新增收货地址/ }).click();
  await fillAddressForm(page, { name: '吴秀兰', shortMobile: '1380013', address: '麓山南路 2 号', save: '保存' });
  await toast(page, '地址已添加');
  await expect(page).toHaveURL(/\/member\/delivery_address$/);
  await expect(page.getByTestId('address-item')).toHaveCount(before + 1);
  const added = page.getByTestId('address-item').filter({ hasText: '吴秀兰' });
  await expect(added).toContainText('湖南省 长沙市 岳麓区 麓山南路 2 号');

  // Edit it: another city through 快速选择城市 (/api/address/city), its district in the cascade.
  await added.getByRole('link', { name: /编辑/ }).click();
  await expect(page).toHaveURL(/\/member\/address_edit\?id=\d+$/);
  await expect(page.getByLabel('收货人')).toHaveValue('吴秀兰');
  await expect(page.getByRole('combobox', { name: '区/县' })).toHaveValue('430104');
  await page.getByLabel('快速选择城市').fill('湘西');
  await page.getByRole('button', { name: /湘西土家族苗族自治州/ }).click();
  await expect(page.getByRole('combobox', { name: '城市' })).toHaveValue('433100');
  await page.getByRole('combobox', { name: '区/县' }).selectOption({ label: '花垣县' });
  await page.getByLabel('详细地址').fill('十八洞村 6 组');
  await page.getByRole('button', { name: '保存' }).click();
  await toast(page, '地址已修改');
  await expect(added).toContainText('湖南省 湘西土家族苗族自治州 花垣县 十八洞村 6 组');

  // Make it the default, then delete another address after confirming.
  await added.getByRole('button', { name: /设为默认/ }).click();
  await toast(page, '已设为默认');
  await expect(added.getByText('默认', { exact: true })).toBeVisible();
  await expect(page.getByTestId('address-item').first()).toContainText('吴秀兰');
  const other = page.getByTestId('address-item').filter({ hasText: '王建国' });
  await other.getByRole('button', { name: /删除/ }).click();
  await page.getByRole('dialog', { name: '删除收货地址' }).getByRole('button', { name: '确认删除' }).click();
  await toast(page, '删除成功');
  await expect(page.getByTestId('address-item').filter({ hasText: '王建国' })).toHaveCount(0);

  // Add a WeChat withdrawal account.
  await page.goto('/member/account_list');
  await page.getByRole('link', { name: /新增提现账户/ }).click();
  await page.getByLabel('微信').check();
  await page.getByLabel('真实姓名').fill('吴秀兰');
  await page.getByLabel('手机号码').fill('13712345678');
  await page.getByLabel('微信号').fill('1abc');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText(/微信号为字母开头/)).toBeVisible();
  await page.getByLabel('微信号').fill('wuxiulan_e2e');
  await page.getByRole('button', { name: '保存' }).click();
  await toast(page, '提现账户已添加');
  await expect(page).toHaveURL(/\/member\/account_list$/);
  await expect(page.getByTestId('bank-account-item').filter({ hasText: '吴秀兰' })).toContainText('微信');

  // Apply for a withdrawal to it: too much is refused, then 20 yuan with the fee shown.
  await page.getByRole('link', { name: '申请提现' }).click();
  await expect(page).toHaveURL(/\/member\/apply_withdrawal$/);
  await page.getByLabel('提现金额').fill('99999999');
  await page.getByRole('button', { name: '确认提现' }).click();
  await expect(page.getByText(/不能超过/)).toBeVisible();
  await page.getByLabel('提现金额').fill('20');
  await expect(page.getByTestId('withdraw-fee')).toHaveText('¥0.12');
  await expect(page.getByTestId('withdraw-arrival')).toHaveText('¥19.88');
  await page.getByLabel(/微信 吴秀兰/).check();
  await page.getByRole('button', { name: '确认提现' }).click();
  await toast(page, '提现申请已提交');
  await expect(page).toHaveURL(/\/member\/withdrawal_detail\?id=\d+$/);
  await expect(page.getByTestId('withdrawal-status')).toHaveText('待审核');

  // It is in the withdrawal list.
  await page.getByRole('link', { name: '返回列表' }).click();
  await expect(page).toHaveURL(/\/member\/withdrawal$/);
  const row = page.getByRole('row').filter({ hasText: '微信' }).filter({ hasText: '¥19.88' });
  await expect(row.first()).toContainText('待审核');

  // Put the demo nickname back for the other journeys.
  await page.goto('/member/info');
  await page.getByLabel('昵称').fill('帮扶体验官');
  await page.getByRole('button', { name: '保存' }).click();
  await toast(page, '保存成功');
});

test('a member signs in once a day and sees it on the calendar', async ({ page }) => {
  await login(page, '/member/signin');
  await expect(page).toHaveTitle(/签到 - .+/);
  await page.getByRole('button', { name: '立即签到' }).click();
  await toast(page, /签到成功，获得 \d+ 积分/);
  await expect(page.getByRole('button', { name: '今日已签到' })).toBeDisabled();
  await expect(page.locator('td[aria-current="date"]')).toHaveAttribute('data-signed', 'true');
  await page.reload();
  await expect(page.getByRole('button', { name: '今日已签到' })).toBeDisabled();
});

test('the member centre needs login and shows the overview', async ({ page }) => {
  await page.goto('/member/index');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmember%2Findex/);
  await login(page, '/member/index');
  await expect(page).toHaveURL(/\/member\/index$/);
  await expect(page.getByTestId('member-nickname')).toBeVisible();
  // Zeros until orders exist; "-" while mall-api cannot count orders (the rest of the page still works).
  // The seeded demo member has unpaid orders: the count comes from the orders module.
  await expect(page.getByTestId('order-count-waitPay')).toHaveText(/^[1-9]\d*$/);
  const menu = page.getByRole('navigation', { name: '会员中心菜单' });
  for (const group of ['交易管理', '账户管理', '资产中心', '服务中心']) {
    await expect(menu.getByRole('heading', { name: group })).toBeVisible();
  }
});

test('a member sees coupons by state, levels, balance records and points', async ({ page }) => {
  await login(page, '/member/my_coupon');
  await expect(page.getByTestId('coupon-item').first()).toBeVisible();
  await page.getByRole('tab', { name: '已使用' }).click();
  await expect(page).toHaveURL(/state=USED/);
  await expect(page.getByRole('tabpanel')).toBeVisible();

  await page.goto('/member/level');
  await expect(page.getByTestId('current-level')).not.toBeEmpty();
  await expect(page.locator('li[aria-current="true"]')).toHaveCount(1);

  await page.goto('/member/account');
  await expect(page.getByTestId('account-balance')).toHaveText(/^¥\d+\.\d{2}$/);
  await page.getByLabel('记录类型').selectOption({ label: '充值' });
  await expect(page).toHaveURL(/source=RECHARGE/);
  await expect(page.getByRole('row').filter({ hasText: '充值' }).first()).toBeVisible();

  await page.goto('/member/my_point');
  await expect(page.getByTestId('point-total')).toHaveText(/^\d+$/);
});

test('a member adds a company invoice title and deletes it again', async ({ page }) => {
  await login(page, '/member/invoice');
  await expect(page).toHaveURL(/\/member\/invoice$/);
  const titles = page.getByTestId('invoice-title');
  // The titles are deferred: count them once the list (which holds the add link) has replaced the skeleton.
  const add = page.getByRole('link', { name: /新增发票抬头/ });
  await expect(add).toBeVisible();
  const before = await titles.count();
  await add.click();
  await expect(page).toHaveURL(/\/member\/invoice_info$/);

  // A company needs a valid taxpayer number; a bad one is refused without a request.
  await page.getByLabel('单位').check();
  await page.getByLabel('发票抬头').fill('湘西十八洞村猕猴桃专业合作社');
  await page.getByLabel('纳税人识别号').fill('9143ABC');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('纳税人识别号为 15、17、18 或 20 位数字和大写字母')).toBeVisible();
  await page.getByLabel('纳税人识别号').fill('91433124MA4L0XXX1B');
  await page.getByRole('button', { name: '保存' }).click();
  await toast(page, '发票抬头已添加');
  await expect(page).toHaveURL(/\/member\/invoice$/);
  await expect(titles).toHaveCount(before + 1);

  // Delete it after confirming.
  await page.getByRole('button', { name: '删除 湘西十八洞村猕猴桃专业合作社' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确认删除' }).click();
  await toast(page, '删除成功');
  await expect(titles).toHaveCount(before);
});
