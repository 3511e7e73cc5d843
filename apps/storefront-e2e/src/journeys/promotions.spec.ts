// The selling promotions as a shopper walks them in the built site: buy in the running
// seckill slot at the seckill price and pay with the balance; claim a coupon in /coupon and use it at
// checkout; a group-buy refused below its minimum and priced at it; a combo package bought whole; a
// group-buy opened from its list and detail page and paid; a combo bought from its package page; a topic
// page leading to its goods bought at the topic price. Each journey buys as its own seeded member (promo01..promo03), so no other journey's data moves.
import { expect, test } from '@playwright/test';
import { loginAs, payWithBalance, rest, submitOrder, type Member } from './support';

const promo01: Member = { username: 'promo01', password: 'promo01pass' };
const promo02: Member = { username: 'promo02', password: 'promo02pass' };
const promo03: Member = { username: 'promo03', password: 'promo03pass' };

interface RunningPromotions {
  groupbuy: { groupbuy_id: number; sku_id: number; groupbuy_price: string; min_num: number } | null;
  combos: { combo_id: number; combo_price: string; saving: string }[];
}

/**
 * Asks the goods promotion call (the one place that answers promotion prices) goods by goods for a
 * running promotion, and answers the first that `pick` finds (null when none of the first goods has one).
 */
async function findRunning<T>(pick: (running: RunningPromotions) => T | null | undefined): Promise<T | null> {
  for (let goodsId = 1; goodsId < 400; goodsId++) {
    const running = await rest<RunningPromotions>('/api/goods/promotion', { goods_id: goodsId }).catch(() => null);
    const found = running && pick(running);
    if (found) return found;
  }
  return null;
}

/** The first running combo package (there must be one). */
async function runningCombo() {
  const combo = await findRunning((p) => p.combos[0]);
  expect(combo, 'a running combo').not.toBeNull();
  return combo!;
}

test('seckill: running slot → detail with countdown → seckill_payment at the seckill price → balance → paid', async ({ page }) => {
  test.setTimeout(120_000);
  await loginAs(page, promo01, '/promotion/seckill');
  await expect(page.getByRole('heading', { name: '限时秒杀' })).toBeVisible();
  // The campaigns-console journey may have added a 加场 slot running now: take the seeded slot of this hour.
  const slots = page.getByRole('tablist', { name: '今日秒杀场次' });
  await slots.getByRole('tab').filter({ hasText: '抢购中' }).filter({ hasNotText: '加场' }).first().click();
  await expect(slots.getByRole('tab', { selected: true })).toContainText('抢购中');
  await expect(slots.getByRole('tab', { selected: true })).not.toContainText('加场');
  await expect(page.getByRole('timer')).toBeVisible();
  // A sold-out goods has no buy link; a goods with stock does.
  await expect(page.getByText('已抢光').first()).toBeVisible();
  const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: '马上抢' }) }).nth(1);
  const name = (await card.getAttribute('aria-label')) ?? '';
  await card.getByRole('link', { name: '马上抢' }).click();
  await expect(page).toHaveURL(/\/promotion\/seckill-\d+/);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByRole('timer')).toBeVisible();
  const seckillPrice = (await page.getByTestId('price-current').first().innerText()).replace(/[¥\s]/g, '');
  await page.getByRole('button', { name: '马上抢' }).click();
  await expect(page).toHaveURL(/\/promotion\/seckill_payment\?seckill_id=\d+&sku_id=\d+&num=1/);
  await expect(page.getByText(seckillPrice).first()).toBeVisible();
  await submitOrder(page);
  await payWithBalance(page);
});

test('coupon centre: claim 平台满 199 减 30 → 已领取 → it applies at checkout', async ({ page }) => {
  test.setTimeout(120_000);
  await loginAs(page, promo03, '/coupon');
  await expect(page.getByRole('heading', { name: '领券中心' })).toBeVisible();
  await expect(page.getByRole('button', { name: '已抢光' }).first()).toBeDisabled();
  await expect(page.getByRole('button', { name: '已过期' }).first()).toBeDisabled();
  const coupon = page.getByRole('article', { name: '平台满 199 减 30' });
  await coupon.getByRole('button', { name: '立即领取' }).click();
  await expect(page.getByText('领取成功，已放入「我的优惠券」')).toBeVisible();
  await expect(coupon.getByRole('button', { name: '立即领取' })).toBeVisible(); // max 2 per member: one more left
  // A goods of at least 199 yuan: the claimed coupon is offered at checkout and takes 30 off.
  const goods = await rest<{ list: { sku_id: number; discount_price: string; stock: number }[] }>('/api/goodssku/page', { sort: 'sales', page_size: 60 });
  const sku = goods.list.find((g) => Number(g.discount_price) >= 260 && g.stock > 5) ?? goods.list[0];
  const num = Math.max(1, Math.ceil(260 / Number(sku.discount_price)));
  await page.goto(`/payment?sku_id=${sku.sku_id}&num=${num}`);
  const select = page.getByRole('combobox', { name: '选择优惠券' });
  await expect(select).toBeVisible();
  await select.selectOption({ label: '平台满 199 减 30（省 ¥30.00）' });
  // 金额明细: the coupon row takes 30.00 off.
  await expect(page.getByRole('definition').filter({ hasText: '-¥30.00' }).first()).toBeVisible();
  await submitOrder(page);
});

test('group-buy below the minimum is refused with its reason; at the minimum it is priced at the group price', async ({ page }) => {
  test.setTimeout(120_000);
  const found = await findRunning((p) => p.groupbuy);
  expect(found, 'a running group-buy').not.toBeNull();
  const gb = found!;
  await loginAs(page, promo02, `/promotion/groupbuy_payment?groupbuy_id=${gb.groupbuy_id}&sku_id=${gb.sku_id}&num=${gb.min_num - 1}`);
  await expect(page.getByText(`团购商品 ${gb.min_num} 件起购`)).toBeVisible();
  await page.goto(`/promotion/groupbuy_payment?groupbuy_id=${gb.groupbuy_id}&sku_id=${gb.sku_id}&num=${gb.min_num}`);
  await expect(page.getByText(gb.groupbuy_price).first()).toBeVisible();
  await submitOrder(page);
});

test('combo: the package at its package price, every member goods in one order', async ({ page }) => {
  test.setTimeout(120_000);
  const combo = await runningCombo();
  await loginAs(page, promo02, `/promotion/combo_payment?combo_id=${combo.combo_id}`);
  await expect(page.getByTestId('order-money')).toBeVisible();
  await expect(page.getByText(combo.combo_price).first()).toBeVisible();
  await submitOrder(page);
});

test('group-buy: list → detail (minimum, progress, countdown) → 参团 at the minimum → groupbuy_payment → paid', async ({ page }) => {
  test.setTimeout(120_000);
  await loginAs(page, promo01, '/promotion/groupbuy');
  await expect(page.getByRole('heading', { name: '团购' })).toBeVisible();
  // The count the list shows is mall-api's (the campaigns journey may have added one before this runs).
  const { count } = await rest<{ count: number }>('/api/groupbuy/page', { page: 1, page_size: 1 });
  expect(count).toBeGreaterThanOrEqual(3);
  await expect(page.getByText(`共 ${count} 个团购`)).toBeVisible();
  // Sorting is in the URL; the cheapest comes first.
  await page.getByRole('link', { name: '价格从低到高' }).click();
  await expect(page).toHaveURL(/order=price_asc/);
  const card = page.getByRole('article').first();
  const name = (await card.getAttribute('aria-label')) ?? '';
  await card.getByRole('link', { name: '立即参团' }).click();
  await expect(page).toHaveURL(/\/promotion\/groupbuy-\d+/);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByRole('timer')).toBeVisible();
  await expect(page.getByRole('progressbar')).toBeVisible();
  const minText = await page.getByText(/单笔订单购买满 \d+ 件/).innerText();
  const min = Number(/满 (\d+) 件/.exec(minText)![1]);
  const groupPrice = (await page.getByTestId('price-current').first().innerText()).replace(/[¥\s]/g, '');
  await page.getByRole('button', { name: /立即参团|我来开团/ }).click();
  await expect(page).toHaveURL(new RegExp(`/promotion/groupbuy_payment\\?groupbuy_id=\\d+&sku_id=\\d+&num=${min}`));
  await expect(page.getByText(groupPrice).first()).toBeVisible();
  await submitOrder(page);
  await payWithBalance(page);
});

test('combo: the package page shows its goods and saving; 购买套餐 → combo_payment → order', async ({ page }) => {
  test.setTimeout(120_000);
  const combo = await runningCombo();
  await loginAs(page, promo03, `/promotion/combo-${combo.combo_id}`);
  await expect(page.getByText(`立省 ¥${combo.saving}`)).toBeVisible();
  await expect(page.getByRole('list', { name: '套餐内商品' }).getByRole('link').first()).toBeVisible();
  await page.getByRole('button', { name: '购买套餐' }).click();
  await expect(page).toHaveURL(new RegExp(`/promotion/combo_payment\\?combo_id=${combo.combo_id}&num=1`));
  await expect(page.getByText(combo.combo_price).first()).toBeVisible();
  await submitOrder(page);
});

test('topic: list → topic page (introduction, goods at topic prices) → topic goods → topic_payment → order', async ({ page }) => {
  test.setTimeout(120_000);
  await loginAs(page, promo03, '/promotion/topic');
  await expect(page.getByRole('heading', { name: '专题活动' })).toBeVisible();
  // The ended topic (秋季丰收节) is not listed.
  await expect(page.getByRole('article', { name: '秋季丰收节' })).toHaveCount(0);
  await page.getByRole('article', { name: '湘味年货节' }).getByRole('link', { name: '进入专题' }).click();
  await expect(page).toHaveURL(/\/promotion\/topic-\d+$/);
  await expect(page.getByRole('heading', { name: '湘味年货节' })).toBeVisible();
  await expect(page.getByText('精选湖南腊味、茶油与山货')).toBeVisible();
  const goods = page.getByRole('article').first();
  const name = (await goods.getAttribute('aria-label')) ?? '';
  const topicPrice = (await goods.getByTestId('price-current').innerText()).replace(/[¥\s]/g, '');
  await goods.getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/promotion\/topic-goods-\d+/);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await page.getByRole('button', { name: '立即购买' }).click();
  await expect(page).toHaveURL(/\/promotion\/topic_payment\?topic_goods_id=\d+&sku_id=\d+&num=1/);
  await expect(page.getByText(topicPrice).first()).toBeVisible();
  await submitOrder(page);
});
