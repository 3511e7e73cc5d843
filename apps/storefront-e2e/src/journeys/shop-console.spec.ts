// The shop console end to end: a merchant follows 商家登录 from the storefront's top bar, publishes a
// goods with two specs and a picture; the operator approves it in 商品审核; a shopper finds it by
// search, buys it and pays with the balance; the merchant ships it with a tracking number; the shopper
// sees the number in 查看物流 and confirms receipt. A shop owner adds a shop category (the goods editor
// offers it) and its first offline store (its shop page shows the 线下门店 tab). A paid virtual goods's
// code is redeemed once by the shop's verifier member at /member/verification.
import { expect, test, type Page } from '@playwright/test';
import { consoleSignIn, dismissFloatLayer, fillConsoleLogin, loginAs, payWithBalance, rest, restToken, restTokenWithAddress, submitOrder, type Member } from './support';

const OWNER = { username: 'shop1owner', password: 'owner2026pass' };
// 恩施硒茶 (shop 10) has no seeded offline store.
const SHOP10_OWNER = { username: 'shop10owner', password: 'owner2026pass' };
const OPERATOR = { username: 'operator', password: 'operator2026pass', totpSecret: 'MALLCONSOLEOPERATORTOTPSECRETAAA' };
const BUYER: Member = { username: 'member01', password: 'member1pass' };
// A whole 1×1 PNG: mall-api decodes and re-encodes every upload.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

async function fillSpec(page: Page, row: number, spec: { name: string; price: string; discount: string; stock: string }) {
  await page.getByRole('textbox', { name: `规格名称（如 500克装） ${row}` }).fill(spec.name);
  await page.getByRole('textbox', { name: `价格 ${row}` }).fill(spec.price);
  await page.getByRole('textbox', { name: `折扣价 ${row}` }).fill(spec.discount);
  await page.getByRole('textbox', { name: `库存 ${row}` }).fill(spec.stock);
}

test('a merchant publishes goods, the operator approves, a shopper buys, the merchant ships, the shopper confirms receipt', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const goodsName = `峒河野生岩耳 ${Date.now() % 100_000}`;

  // 商家登录 in the storefront's top bar leads to the console's sign-in; a shop account needs no TOTP.
  await page.goto('/');
  await dismissFloatLayer(page);
  await page.getByRole('link', { name: '商家登录' }).click();
  await expect(page).toHaveURL(/\/console\/login/);
  await fillConsoleLogin(page, OWNER);
  await expect(page).toHaveURL(/\/console\/shop\/overview$/);
  await expect(page.getByRole('heading', { name: '湘西保靖黄金茶农民专业合作社' })).toBeVisible();
  // Only the shop's menu: no platform area.
  const menu = page.getByRole('navigation', { name: '消费帮扶商城 · 控制台' });
  await expect(menu.getByRole('link', { name: '商品管理' })).toBeVisible();
  await expect(menu.getByRole('link', { name: '商品审核' })).toHaveCount(0);

  // 发布商品: name, 3-level category, a picture, two specs.
  await menu.getByRole('link', { name: '发布商品' }).click();
  await page.getByRole('textbox', { name: '商品名称' }).fill(goodsName);
  for (const level of ['一级分类', '二级分类', '三级分类']) await page.getByRole('combobox', { name: level }).selectOption({ index: 1 });
  await page.getByLabel('商品图片：').setInputFiles({ name: 'yaner.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: '商品图片 1' })).toBeVisible();
  await fillSpec(page, 1, { name: '100克装', price: '68', discount: '59.9', stock: '40' });
  await page.getByRole('button', { name: '添加规格' }).click();
  await fillSpec(page, 2, { name: '250克礼盒', price: '158', discount: '139.5', stock: '12' });
  await page.getByRole('button', { name: '提交审核' }).click();
  await expect(page.getByRole('status')).toContainText('已提交平台审核');

  // Not on sale before the platform's review.
  expect((await rest<{ count: number }>('/api/goodssku/page', { keyword: goodsName })).count).toBe(0);

  // The operator approves it in 商品审核.
  const operatorContext = await browser.newContext();
  const operator = await operatorContext.newPage();
  await consoleSignIn(operator, OPERATOR, '/console/review/goods');
  await operator.getByRole('button', { name: `查看 ${goodsName}` }).click();
  await expect(operator.getByText('100克装：¥68.00（折扣价 ¥59.90），库存 40')).toBeVisible();
  await operator.getByRole('button', { name: '通过', exact: true }).click();
  await operator.getByRole('dialog').getByRole('button', { name: '通过' }).click();
  await expect(operator.getByRole('dialog')).toBeHidden();
  await operatorContext.close();

  // A shopper finds it by search, buys the 250克 gift box and pays with the balance.
  const token = await restTokenWithAddress(BUYER, { name: '田小禾', mobile: '13712340001', address: '麓山南路 1 号' });
  const shopper = await (await browser.newContext()).newPage();
  await loginAs(shopper, BUYER);
  await shopper.goto(`/list?keyword=${encodeURIComponent(goodsName)}`);
  await shopper.getByRole('link', { name: goodsName }).first().click();
  await expect(shopper).toHaveURL(/\/sku-\d+/);
  await shopper.getByRole('button', { name: /250克礼盒/ }).click();
  await shopper.getByRole('button', { name: '立即购买' }).click();
  await expect(shopper).toHaveURL(/\/payment\?sku_id=/);
  await submitOrder(shopper);
  const orderId = Number(new URL(shopper.url()).searchParams.get('order_ids'));
  await payWithBalance(shopper);

  // The merchant ships it from 订单管理 (待发货) with a carrier and tracking number.
  const { order_no: orderNo } = await rest<{ order_no: string }>('/api/order/detail', { token, order_id: orderId });
  await page.goto('/console/shop/orders?tab=waitsend');
  await page.getByRole('button', { name: `查看 ${orderNo}` }).click();
  await page.getByRole('textbox', { name: '快递公司' }).fill('中国邮政');
  await page.getByRole('textbox', { name: '快递单号' }).fill('9876543210123');
  await page.getByRole('button', { name: '发货', exact: true }).click();
  await expect(page.getByText('包裹1：中国邮政 9876543210123', { exact: false })).toBeVisible();

  // The shopper sees the tracking number and confirms receipt.
  await shopper.goto(`/member/logistics?order_id=${orderId}`);
  await expect(shopper.getByText('9876543210123', { exact: true })).toBeVisible();
  await shopper.goto('/member/order_list?tab=wait_confirm');
  const card = shopper.getByRole('article', { name: `订单 ${orderNo}` });
  await card.getByRole('button', { name: '确认收货' }).click();
  await shopper.getByRole('dialog').getByRole('button', { name: '确认收货' }).click();
  await expect(shopper.getByText('已确认收货，欢迎评价')).toBeVisible();
});

test('a shop owner adds a shop category and its first offline store; the shop page shows its 线下门店 tab', async ({ page }) => {
  const stamp = Date.now() % 100_000;
  const category = `恩施玉露 ${stamp}`;
  const store = `恩施土司城门店 ${stamp}`;
  await consoleSignIn(page, SHOP10_OWNER, '/console/shop/categories');
  await page.getByRole('button', { name: '新建一级分类' }).click();
  await page.getByRole('textbox', { name: '分类名称' }).fill(category);
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText(category, { exact: true })).toBeVisible();
  await page.goto('/console/shop/goods/create');
  await expect(page.getByRole('combobox', { name: '店内分类' }).getByRole('option', { name: category })).toHaveCount(1);

  await page.goto('/console/shop/stores');
  await page.getByRole('button', { name: '新建门店' }).click();
  await page.getByRole('textbox', { name: '门店名称' }).fill(store);
  await page.getByRole('textbox', { name: '门店地址' }).fill('湖北省恩施市土司城路 1 号');
  await page.getByRole('textbox', { name: '营业时间' }).fill('08:30-20:00');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('cell', { name: store, exact: true })).toBeVisible();

  await page.goto('/shop-10?tab=stores');
  await expect(page.getByRole('link', { name: '线下门店' })).toBeVisible();
  await expect(page.getByText(store)).toBeVisible();
});

test('a virtual goods paid with the balance gets a code; the shop’s verifier redeems it once at /member/verification', async ({ page, browser }) => {
  const BUYER_OF_VOUCHER: Member = { username: 'tourist01', password: 'tourist01pass' };
  const VERIFIER: Member = { username: 'member08', password: 'member8pass' };
  // The seeded virtual goods of shop 1: bought and paid (no address, no delivery).
  const token = await restToken(BUYER_OF_VOUCHER);
  const [voucher] = await rest<{ list: { sku_id: number }[] }>('/api/goodssku/page', { keyword: '采茶体验券' }).then((p) => p.list);
  const order = await rest<{ order_id: number }>('/api/order/create', { token, sku_id: voucher.sku_id, num: 1, order_key: `virtual-${Date.now()}` });
  await rest('/api/order/pay', { token, order_ids: [order.order_id], pay_type: 'balance', pay_key: `virtual-pay-${Date.now()}` });

  // The buyer sees the code on the order.
  const buyer = await (await browser.newContext()).newPage();
  await loginAs(buyer, BUYER_OF_VOUCHER, `/member/order_detail_virtual?order_id=${order.order_id}`);
  const code = (await buyer.getByText(/^\d{12}$/).first().textContent())!.trim();

  // The verifier looks it up, sees the order, and redeems it.
  await loginAs(page, VERIFIER, '/member/verification');
  await expect(page.getByText('您是这些店铺的核销员：湘西保靖黄金茶农民专业合作社')).toBeVisible();
  await page.getByRole('textbox', { name: '核销码' }).fill(code);
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page.getByText('游客小林')).toBeVisible();
  await page.getByRole('button', { name: '确认核销' }).click();
  await expect(page.getByRole('status').filter({ hasText: '核销成功' })).toBeVisible();

  // A second redeem is refused; both attempts are in the records.
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page.getByRole('button', { name: '确认核销' })).toHaveCount(0);
  const verifierToken = await restToken(VERIFIER);
  await expect(rest('/api/verify/verify', { token: verifierToken, code })).rejects.toThrow('该核销码已使用，不能重复核销');
  await page.locator('#main-content').getByRole('link', { name: '核销记录' }).click();
  const rows = page.getByRole('row').filter({ hasText: code });
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('未核销：该核销码已使用，不能重复核销');
  await expect(rows.nth(1)).toContainText('核销成功');
});
