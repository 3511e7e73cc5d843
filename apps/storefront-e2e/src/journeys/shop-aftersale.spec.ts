// Shop applications and after-sales end to end. A member whose earlier application was refused applies
// again from 申请开店 beside 商家登录; the operator approves it in 开店申请 and reads the 店主's initial
// password once; the new 店主 signs in to the console with it and the empty shop page answers. Then a
// refund the shop refuses: the buyer asks the platform to arbitrate, 财务 decides for the buyer and the
// money is back in the buyer's balance.
import { expect, test } from '@playwright/test';
import { consoleSignIn, dismissFloatLayer, fillConsoleLogin, loginAs, rest, restTokenWithAddress, type Member } from './support';

const APPLICANT: Member = { username: 'member03', password: 'member3pass' };
const BUYER: Member = { username: 'member02', password: 'member2pass' };
const OPERATOR = { username: 'operator', password: 'operator2026pass', totpSecret: 'MALLCONSOLEOPERATORTOTPSECRETAAA' };
const FINANCE = { username: 'finance', password: 'finance2026pass', totpSecret: 'MALLCONSOLEFINANCETOTPSECRETAAAA' };
const CLERK = { username: 'shop1clerk', password: 'clerk2026pass' };
// A whole 1×1 PNG: mall-api decodes and re-encodes every upload.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

test('a merchant applies, the operator approves, the new 店主 signs in', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const shopName = `沅陵碣滩茶 ${Date.now() % 100_000}`;

  await loginAs(page, APPLICANT);
  await page.goto('/');
  await dismissFloatLayer(page);
  await page.getByRole('link', { name: '申请开店' }).click();
  await expect(page).toHaveURL(/\/shop\/apply$/);
  // The seeded refusal shows with its reason; the form is there to apply again.
  await expect(page.getByText(/营业执照照片模糊/)).toBeVisible();
  const form = page.getByRole('form', { name: '申请开店' });
  await form.getByRole('button', { name: '提交申请' }).click();
  await expect(form.getByText('手机号格式不正确')).toBeVisible();
  await form.getByLabel('企业 / 合作社名称').fill('沅陵县碣滩茶叶专业合作社');
  await form.getByLabel('店铺名称').fill(shopName);
  await form.getByLabel('联系人', { exact: true }).fill('向春花');
  await form.getByLabel('联系人手机').fill('13974531234');
  await form.getByLabel('营业执照').setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: PNG });
  await expect(form.getByRole('img').first()).toBeVisible();
  await form.getByRole('checkbox').first().check();
  await form.getByRole('radio', { name: '县级贫困地区认证' }).check();
  await form.getByRole('button', { name: '提交申请' }).click();
  await expect(page.getByTestId('shop-apply-status')).toContainText('审核中');

  // The operator approves it; the initial password shows once above the queue.
  const operator = await (await browser.newContext()).newPage();
  await consoleSignIn(operator, OPERATOR, `/console/review/shops?state=pending&keyword=${encodeURIComponent(shopName)}`);
  await operator.getByRole('button', { name: /^查看 #\d+$/ }).first().click();
  await expect(operator.getByText('县级贫困地区认证').first()).toBeVisible();
  await operator.getByRole('button', { name: '通过', exact: true }).click();
  await operator.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  const notice = operator.getByTestId('queue-notice');
  await expect(notice).toContainText('初始密码');
  const [, username, password] = /店主账号 (shop\d+owner) 的初始密码.*：([A-Za-z0-9]{12})/.exec((await notice.textContent()) ?? '') ?? [];
  expect(username).toBeTruthy();
  const siteId = Number(/shop(\d+)owner/.exec(username)![1]);

  // The member sees the shop open; its page answers with no goods.
  await page.reload();
  await expect(page.getByTestId('shop-apply-status')).toContainText(username);
  await page.getByRole('link', { name: '查看店铺页面' }).click();
  await expect(page).toHaveURL(new RegExp(`/shop-${siteId}$`));
  await expect(page.getByText(shopName).first()).toBeVisible();

  // The new 店主 signs in (no TOTP for shop accounts) and lands in the shop's console.
  const owner = await (await browser.newContext()).newPage();
  await owner.goto('/console/login');
  await fillConsoleLogin(owner, { username, password });
  await expect(owner).toHaveURL(/\/console\/shop\//);
  await expect(owner.getByRole('link', { name: '退款申请' })).toBeVisible();
});

test('a refund refused by the shop, escalated by the buyer and decided by the platform', async ({ page, browser }) => {
  test.setTimeout(150_000);
  // A paid order of shop 1 through REST: this journey is about the refund's way.
  const token = await restTokenWithAddress(BUYER, { name: '龙秀英', mobile: '13712340002', address: '麓山南路 2 号' });
  const goods = await rest<{ list: { sku_id: number; stock: number }[] }>('/api/goodssku/page', { site_id: 1, page_size: 20 });
  const sku = goods.list.find((s) => s.stock >= 5)!;
  const created = await rest<{ order_id: number }>('/api/order/create', { token, sku_id: sku.sku_id, num: 1, order_key: `e2e-arbitrate-${Date.now()}` });
  await rest('/api/order/pay', { token, order_ids: [created.order_id], pay_type: 'balance', pay_key: `e2e-arbitrate-pay-${Date.now()}` });
  const detail = await rest<{ goods_list: { order_goods_id: number; real_goods_money: string }[] }>('/api/order/detail', { token, order_id: created.order_id });
  const line = detail.goods_list[0];
  const refund = await rest<{ refund_id: number; refund_no: string }>('/api/orderrefund/refund', {
    token,
    order_goods_id: line.order_goods_id,
    refund_type: 1,
    refund_reason: '商品破损/腐烂',
    refund_money: line.real_goods_money,
  });

  // The shop's clerk refuses it with a reason.
  const clerk = await (await browser.newContext()).newPage();
  await consoleSignIn(clerk, CLERK, `/console/shop/refunds?state=applied&keyword=${refund.refund_no}`);
  await clerk.getByRole('button', { name: `查看 #${refund.refund_id}` }).click();
  await clerk.getByRole('button', { name: '拒绝退款', exact: true }).click();
  await clerk.getByRole('dialog').getByRole('textbox').fill('商品已拆封，影响二次销售');
  await clerk.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(clerk.getByRole('dialog')).toBeHidden();

  // The buyer reads the reason and asks the platform to arbitrate.
  await loginAs(page, BUYER, `/member/refund_detail?refund_id=${refund.refund_id}`);
  await expect(page.getByText('商品已拆封，影响二次销售')).toBeVisible();
  await page.getByRole('textbox', { name: /仲裁理由/ }).fill('收到时外箱破损、果子压坏，有开箱照片');
  await page.getByRole('button', { name: '提交仲裁申请' }).click();
  await expect(page.getByTestId('refund-status')).toHaveText('平台仲裁中');

  // 财务 decides for the buyer: the money is back in the balance.
  const before = await rest<{ balance: string }>('/api/member/info', { token });
  const finance = await (await browser.newContext()).newPage();
  await consoleSignIn(finance, FINANCE, `/console/review/arbitrations?state=arbitrating&keyword=${refund.refund_no}`);
  await finance.getByRole('button', { name: `查看 #${refund.refund_id}` }).click();
  await expect(finance.getByText('收到时外箱破损、果子压坏，有开箱照片')).toBeVisible();
  await finance.getByRole('button', { name: '支持买家（退款）' }).click();
  await finance.getByRole('dialog').getByRole('textbox').fill('外箱破损属实，支持买家退款');
  await finance.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(finance.getByRole('dialog')).toBeHidden();

  const after = await rest<{ balance: string }>('/api/member/info', { token });
  expect(Math.round((Number(after.balance) - Number(before.balance)) * 100)).toBe(Math.round(Number(line.real_goods_money) * 100));
  await page.reload();
  await expect(page.getByTestId('refund-status')).toHaveText('已退款');
  await expect(page.getByText('外箱破损属实，支持买家退款')).toBeVisible();
});
