// The money path as a shopper walks it in the built site: cart → checkout with a new
// address → balance pay → paid → take delivery → evaluate; an offline transfer with a certificate;
// a refund request. Each journey buys as its own seeded member (member05..07), so the demo member's
// cart, balance and orders that other journeys read stay as seeded. Only what the journey is not
// about (the operator shipping an order, setting up a paid order) goes through REST.
import { expect, test, type Page } from '@playwright/test';
import { consoleCall, fillAddressForm, loginAs, payWithBalance, rest, restToken, restTokenWithAddress, skusInStock, submitOrder, type Member } from './support';

const yuan = (fen: number) => (fen / 100).toFixed(2);
const fen = (price: string) => Math.round(Number(price) * 100);

/** The order id of /pay?order_ids=… (one order per checkout). */
function orderIdOf(page: Page): number {
  const ids = new URL(page.url()).searchParams.get('order_ids') ?? '';
  const id = Number(ids.split(',')[0]);
  expect(Number.isInteger(id) && id > 0, `order id in ${page.url()}`).toBe(true);
  return id;
}

/**
 * Opens a goods page as the signed-in member and waits until it is live: the public HTML is rendered
 * for nobody, and a click on its buttons before hydration and the session's answer does nothing.
 */
async function openGoodsAsMember(page: Page, skuId: number) {
  await page.goto(`/sku-${skuId}`);
  await expect(page.getByRole('banner').getByRole('button', { name: '退出' })).toBeVisible();
}

async function addToCart(page: Page, skuId: number) {
  await openGoodsAsMember(page, skuId);
  await page.getByRole('button', { name: '加入购物车' }).click();
  await expect(page.getByText('已加入购物车')).toBeVisible();
}

/** The inline new-address form of /payment, through the province / city / district cascade. */
async function addAddressAtCheckout(page: Page, name: string) {
  const form = page.getByRole('form', { name: '新增收货地址' });
  await expect(form).toBeVisible();
  await fillAddressForm(form, { name, shortMobile: '1371234', address: '麓山南路 8 号', save: '保存并使用' });
  await expect(form).toBeHidden();
  await expect(page.getByText(name).first()).toBeVisible();
}

test('two goods → cart → quantities → checkout with a new address → balance → paid → received → evaluated', async ({ page }) => {
  test.setTimeout(120_000);
  const buyer: Member = { username: 'member05', password: 'member5pass' };
  const [first, second] = await skusInStock(2);
  await loginAs(page, buyer);

  await addToCart(page, first.sku_id);
  await addToCart(page, second.sku_id);

  // The cart: both lines selected, the first one's quantity raised to 3; the total follows.
  await page.goto('/cart');
  const lines = page.getByTestId('cart-line');
  await expect(lines).toHaveCount(2);
  const summary = page.getByTestId('cart-summary');
  await expect(summary).toContainText(yuan(fen(first.discount_price) + fen(second.discount_price)));
  const firstLine = lines.filter({ has: page.locator(`a[href$="/sku-${first.sku_id}"]`) });
  // Quick clicks are sent as one edit once the shopper pauses.
  const saved = page.waitForResponse((r) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes('CartPageUpdateItem'));
  await firstLine.getByRole('button', { name: '增加数量' }).click();
  await firstLine.getByRole('button', { name: '增加数量' }).click();
  await saved;
  const total = yuan(fen(first.discount_price) * 3 + fen(second.discount_price));
  await expect(summary).toContainText(total);
  await expect(page.getByTestId('cart-selected-count')).toContainText('4');
  // The header's count follows the page without a reload.
  const headerCount = page.getByRole('banner').getByTestId('cart-count');
  await expect(headerCount).toHaveText('4');
  // The edit is stored: a reload shows it.
  await page.reload();
  await expect(summary).toContainText(total);

  await summary.getByRole('button', { name: '去结算' }).click();
  await expect(page).toHaveURL(/\/payment\?cart_ids=\d+(%2C|,)\d+/);

  // member05 has no address: the inline form is open; a wrong mobile is refused, then saved.
  await addAddressAtCheckout(page, '赵小满');
  await expect(page.getByTestId('order-money')).toBeVisible();
  await submitOrder(page);
  const orderId = orderIdOf(page);
  await expect(page.getByText('订单提交成功，请尽快付款')).toBeVisible();

  // The cart lines became the order: the header count is back to 0.
  await expect(headerCount).toHaveText('0');
  // Pay with the balance after confirming.
  await payWithBalance(page);
  await expect(page).toHaveURL(/\/result\?/);

  // The order shows as paid (待发货) in the member centre.
  await page.goto(`/member/order_detail?order_id=${orderId}`);
  await expect(page.getByText('待发货').first()).toBeVisible();

  // The operator ships it; the member takes delivery from the 待收货 tab.
  await consoleCall('/admin/api/orders/ship', { order_id: orderId, express_company: '顺丰速运', delivery_no: 'SF1234567890' });
  // The list shows order numbers, not ids: find the card by this order's number.
  const { order_no: orderNo } = await rest<{ order_no: string }>('/api/order/detail', {
    token: await restToken(buyer),
    order_id: orderId,
  });
  await page.goto('/member/order_list?tab=wait_confirm');
  const card = page.getByRole('article', { name: `订单 ${orderNo}` });
  await card.getByRole('button', { name: '确认收货' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确认收货' }).click();
  await expect(page.getByText('已确认收货，欢迎评价')).toBeVisible();

  // Evaluate every line: stars and text are required, then the page offers the follow-up (追评).
  await page.goto(`/evaluate?order_id=${orderId}`);
  const texts = page.getByRole('textbox', { name: '评价内容' });
  await expect(texts).toHaveCount(2);
  await page.getByRole('button', { name: '发表评价' }).click();
  await expect(page.getByText('请为商品打分').first()).toBeVisible();
  await expect(page.getByText('请填写评价内容').first()).toBeVisible();
  for (const group of await page.getByRole('radiogroup', { name: /评分$/ }).all()) {
    // The shopper clicks the fifth star (the radio itself sits under the star picture).
    await group.locator('label').filter({ has: page.getByRole('radio', { name: '非常好' }) }).click();
    await expect(group.getByRole('radio', { name: '非常好' })).toBeChecked();
  }
  for (const box of await texts.all()) await box.fill('茶香醇厚，包装完好，物流也快，下次还来买。');
  await page.getByRole('button', { name: '发表评价' }).click();
  await expect(page.getByText('评价成功，感谢您的分享')).toBeVisible();
  await expect(page.getByRole('button', { name: '发表追评' })).toBeVisible();
});

test('an offline transfer: buy now → pay by transfer → upload a certificate → reviewed → paid', async ({ page }) => {
  test.setTimeout(90_000);
  const buyer: Member = { username: 'member06', password: 'member6pass' };
  const [sku] = await skusInStock(1);
  // The address is not what this journey is about.
  const token = await restTokenWithAddress(buyer, { name: '钱多多', mobile: '13712340006', address: '麓山南路 6 号' });
  await loginAs(page, buyer);
  await openGoodsAsMember(page, sku.sku_id);
  await page.getByRole('button', { name: '立即购买' }).click();
  await expect(page).toHaveURL(/\/payment\?sku_id=/);
  await expect(page.getByText('钱多多').first()).toBeVisible();
  await submitOrder(page);
  const orderId = orderIdOf(page);

  await page.getByRole('radio', { name: /线下转账/ }).check();
  await page.getByRole('link', { name: '去上传转账凭证' }).click();
  await expect(page).toHaveURL(/\/orderPay\?order_ids=/);
  // Submitting without a certificate is refused before anything is sent.
  await page.getByRole('button', { name: '提交凭证' }).click();
  await expect(page.getByText('请上传转账凭证')).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles({ name: 'huidan.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'huidan.png' })).toBeVisible();
  await page.getByLabel('备注').fill('付款人 钱多多');
  await page.getByRole('button', { name: '提交凭证' }).click();
  await expect(page).toHaveURL(/\/orderPaySuccess\?/);
  await expect(page.getByRole('heading', { name: '凭证已提交，等待平台审核' })).toBeVisible();

  await page.goto(`/member/paytickets?order_id=${orderId}`);
  await expect(page.getByText('审核中').first()).toBeVisible();
  await page.goto(`/member/order_detail?order_id=${orderId}`);
  await expect(page.getByText('转账凭证审核中').first()).toBeVisible();

  // The operator finds the money arrived and approves the certificate: the order is paid.
  const { tickets } = await rest<{ tickets: { payment_id: number; status: string }[] }>('/api/order/getpaytickets', { token, order_id: orderId });
  const reviewing = tickets.find((t) => t.status === 'reviewing');
  expect(reviewing, 'a certificate waiting for review').toBeDefined();
  await consoleCall('/admin/api/review/payments/decide', { id: reviewing!.payment_id, agree: true, reason: '已到账' });
  await page.goto(`/member/paytickets?order_id=${orderId}`);
  await expect(page.getByText('审核通过').first()).toBeVisible();
  await page.goto(`/member/order_detail?order_id=${orderId}`);
  await expect(page.getByText('待发货').first()).toBeVisible();

  // Another member's order (the demo member's first) is not found, on the pay page as elsewhere.
  await page.goto('/pay?order_ids=1');
  await expect(page.getByText('抱歉，您访问的页面不存在')).toBeVisible();
  await page.goto('/member/order_detail?order_id=1');
  await expect(page.getByText('抱歉，您访问的页面不存在')).toBeVisible();
});

test('a refund request on a paid order: bounded amount → refund detail → after-sales list', async ({ page }) => {
  test.setTimeout(90_000);
  const buyer: Member = { username: 'member07', password: 'member7pass' };
  const [sku] = await skusInStock(1);
  // A paid order, set up through REST: this journey is about the refund.
  const token = await restTokenWithAddress(buyer, { name: '孙有余', mobile: '13712340007', address: '麓山南路 7 号' });
  const created = await rest<{ order_id: number }>('/api/order/create', { token, sku_id: sku.sku_id, num: 1, order_key: `e2e-refund-${Date.now()}` });
  await rest('/api/order/pay', { token, order_ids: [created.order_id], pay_type: 'balance', pay_key: `e2e-refund-pay-${Date.now()}` });

  await loginAs(page, buyer, `/member/order_detail?order_id=${created.order_id}`);
  await page.getByRole('link', { name: /申请售后/ }).first().click();
  await expect(page).toHaveURL(/\/member\/refund\?order_goods_id=\d+/);

  // The amount starts at what was paid; more than that is refused before anything is sent.
  const amount = page.getByLabel(/退款金额/);
  const paid = await amount.inputValue();
  expect(Number(paid)).toBeGreaterThan(0);
  await amount.fill((Number(paid) + 100).toFixed(2));
  await page.getByRole('button', { name: /提交申请/ }).click();
  await expect(page.getByText(`退款金额不能超过 ${paid} 元`)).toBeVisible();
  await amount.fill(paid);
  await page.getByLabel(/退款原因/).selectOption({ index: 1 });
  await page.getByRole('button', { name: /提交申请/ }).click();
  await expect(page).toHaveURL(/\/member\/refund_detail\?refund_id=\d+/);
  await expect(page.getByText('退款中').first()).toBeVisible();

  await page.goto('/member/activist');
  await expect(page.getByText(sku.sku_name).first()).toBeVisible();
});

/** A 1×1 PNG: a stand-in for a bank receipt photo. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
