// 运营 runs a seckill from the console: a new daily slot that starts about two minutes from now (the
// next whole minute plus one, China time), one goods in it at a seckill price; a shopper sees the slot
// on /promotion/seckill before it starts (未开始), and when its hour comes the same page offers 马上抢 on
// its own (the countdown reloads it), and the order is made and paid at the seckill price.
import { expect, test } from '@playwright/test';
import {
  consoleCall,
  consoleSignIn,
  fillConsoleLogin,
  loginAs,
  payWithBalance,
  rest,
  submitOrder,
  type Member,
} from './support';

const OPERATOR = {
  username: 'operator',
  password: 'operator2026pass',
  totpSecret: 'MALLCONSOLEOPERATORTOTPSECRETAAA',
};
const SHOPPER: Member = { username: 'promo03', password: 'promo03pass' };
const OWNER = { username: 'shop1owner', password: 'owner2026pass' };

const hhmm = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
/** A unix time as an `<input type="datetime-local">` value in China time. */
const chinaInput = (unixMs: number) => new Date(unixMs + 8 * 3_600_000).toISOString().slice(0, 16);

test('运营 creates a seckill slot starting in two minutes with one goods; the shopper buys it at the seckill price when it starts', async ({
  page,
  browser,
}) => {
  // Waiting for the slot's hour is most of it (up to two minutes).
  test.setTimeout(300_000);
  // A goods in no seckill yet, on the shelf with stock, as the console's goods chooser lists it.
  const goods = await consoleCall<{
    list: { goods_id: number; goods_name: string; spec_name: string; price: string; stock: number }[];
  }>('/admin/api/promotion/goods', { page_size: 100 });
  const seckills = await consoleCall<{ list: { goods_id: number }[] }>('/admin/api/promotion/seckill/list', {
    page_size: 100,
  });
  const taken = new Set(seckills.list.map((s) => s.goods_id));
  const g = goods.list.find((x) => !taken.has(x.goods_id) && x.stock >= 20 && Number(x.price) >= 10);
  expect(g, 'a goods in no seckill').toBeTruthy();
  const seckillPrice = (Math.floor(Number(g!.price) * 50) / 100).toFixed(2);

  // The slot: from the next whole minute plus one, for half an hour (China time).
  const now = new Date();
  const start = (now.getUTCHours() * 60 + now.getUTCMinutes() + 8 * 60 + 2) % 1440;
  const end = Math.min(1440, start + 30);
  const name = `加场 ${hhmm(start)}·${Date.now() % 1000}`;

  await consoleSignIn(page, OPERATOR, '/console/campaigns/seckill');
  await expect(page.getByRole('heading', { name: '秒杀', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: '新建场次' }).click();
  await page.getByRole('textbox', { name: '场次名称' }).fill(name);
  await page.getByRole('textbox', { name: '开始时刻（HH:MM）' }).fill(hhmm(start));
  await page.getByRole('textbox', { name: '结束时刻（HH:MM）' }).fill(hhmm(end));
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('list', { name: '每日场次' }).getByText(name)).toBeVisible();

  await page.getByRole('button', { name: '新建秒杀商品' }).click();
  await page
    .getByRole('combobox', { name: '场次' })
    .selectOption({ label: `${name}（${hhmm(start)}–${hhmm(end)}）` });
  await page.getByRole('textbox', { name: '搜索商品' }).fill(g!.goods_name);
  await page.getByRole('button', { name: '搜索' }).click();
  await page
    .getByRole('button', { name: `选择 ${g!.goods_name} ${g!.spec_name}`.trim() })
    .first()
    .click();
  // A price above the goods' price is refused with mall-api's message; then the real one.
  await page.getByRole('textbox', { name: '秒杀价（元）' }).fill(String(Number(g!.price) + 1));
  await page.getByRole('textbox', { name: '秒杀库存' }).fill('10');
  await page.getByLabel('开始时间（北京时间）').fill(chinaInput(Date.now() - 3_600_000));
  await page.getByLabel('结束时间（北京时间）').fill(chinaInput(Date.now() + 86_400_000));
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '必须低于商品售价' })).toBeVisible();
  await page.getByRole('textbox', { name: '秒杀价（元）' }).fill(seckillPrice);
  await page.getByRole('button', { name: '保存' }).click();
  await expect(
    page.getByRole('row').filter({ hasText: name }).filter({ hasText: g!.goods_name }),
  ).toBeVisible();

  // The shopper, in their own browser, on the new slot's tab before its hour.
  const slots = await consoleCall<{ list: { slot_id: number; name: string }[] }>(
    '/admin/api/promotion/seckill/slots',
    {},
  );
  const slotId = slots.list.find((s) => s.name === name)!.slot_id;
  const shopper = await (await browser.newContext()).newPage();
  await loginAs(shopper, SHOPPER, `/promotion/seckill?slot=${slotId}`);
  await expect(
    shopper.getByRole('tablist', { name: '今日秒杀场次' }).getByRole('tab', { selected: true }),
  ).toContainText(hhmm(start));
  const card = shopper.getByRole('article').filter({ hasText: g!.goods_name });
  await expect(card).toContainText(seckillPrice);
  // At its hour the countdown reloads the page and the goods can be bought.
  await expect(card.getByRole('link', { name: '马上抢' })).toBeVisible({ timeout: 200_000 });
  await card.getByRole('link', { name: '马上抢' }).click();
  await expect(shopper).toHaveURL(/\/promotion\/seckill-\d+/);
  await shopper.getByRole('button', { name: '马上抢' }).click();
  await expect(shopper).toHaveURL(/\/promotion\/seckill_payment\?seckill_id=\d+&sku_id=\d+&num=1/);
  await expect(shopper.getByText(seckillPrice).first()).toBeVisible();
  await submitOrder(shopper);
  await payWithBalance(shopper);
});

test('运营 opens every campaign page; a coupon type made in the form is in the coupon centre until it is stopped', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const name = `满 99 减 9 体验券·${Date.now() % 10_000}`;
  await consoleSignIn(page, OPERATOR, '/console/campaigns/coupons');
  await expect(page.getByRole('heading', { name: '优惠券', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: '新建券种' }).click();
  await page.getByRole('textbox', { name: '名称' }).fill(name);
  await page.getByRole('textbox', { name: '面额（元）' }).fill('9');
  await page.getByRole('textbox', { name: '使用门槛（元，0 为无门槛）' }).fill('9');
  await page.getByRole('textbox', { name: '发放总量' }).fill('100');
  await page.getByLabel('开始时间（北京时间）').fill(chinaInput(Date.now() - 3_600_000));
  await page.getByLabel('结束时间（北京时间）').fill(chinaInput(Date.now() + 86_400_000));
  await page.getByRole('button', { name: '保存' }).click();
  // The threshold must be above the face value: refused in the form, before anything is sent.
  await expect(page.getByText('使用门槛须高于面额（或不设门槛）')).toBeVisible();
  await page.getByRole('textbox', { name: '使用门槛（元，0 为无门槛）' }).fill('99');
  await page.getByRole('button', { name: '保存' }).click();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('进行中');

  const shopper = await (await browser.newContext()).newPage();
  await shopper.goto('/coupon');
  await expect(shopper.getByRole('article', { name })).toBeVisible();

  await row.getByRole('button', { name: `停止 ${name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByRole('status')).toHaveText('已停止，关闭了 0 个未支付订单。');
  await expect(row).toContainText('已停止');
  await shopper.reload();
  await expect(shopper.getByRole('heading', { name: '领券中心' })).toBeVisible();
  await expect(shopper.getByRole('article', { name })).toHaveCount(0);

  // Every other campaign page opens with its seeded rows.
  for (const [path, heading] of [
    ['groupbuy', '团购'],
    ['combos', '组合套餐'],
    ['topics', '专题活动'],
    ['manjian', '满减'],
  ] as const) {
    await page.goto(`/console/campaigns/${path}`);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: /^编辑 / }).first()).toBeVisible();
  }
  await page.goto('/console/campaigns/switches');
  await expect(page.getByRole('button', { name: '关闭 团购' })).toBeVisible();
  await page.goto('/console/campaigns/schedule');
  await expect(
    page.getByRole('list', { name: '活动日历' }).getByRole('listitem').filter({ hasText: '湘味年货节' }),
  ).toBeVisible();
});

test('a shop proposes one of its goods for a platform topic and another as a group-buy; 运营 accepts both and the storefront sells them at their prices', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const topics = await rest<{ list: { topic_id: number; name: string }[] }>('/api/topic/page', {
    page: 1,
    page_size: 20,
  });
  const topic = topics.list.find((x) => x.name === '春茶上新季')!;
  const inTopic = async () =>
    (
      await rest<{ goods: { list: { sku_id: number; topic_price: string }[] } }>('/api/topic/detail', {
        topic_id: topic.topic_id,
        page: 1,
        page_size: 100,
      })
    ).goods.list;
  const taken = new Set((await inTopic()).map((g) => g.sku_id));

  // The shop owner (no TOTP for shop accounts) on 活动报名.
  await page.goto(`/console/login?redirect=${encodeURIComponent('/console/shop/campaigns')}`);
  await fillConsoleLogin(page, OWNER);
  await expect(page.getByRole('heading', { name: '活动报名', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: '提交报名' }).click();
  await page.getByRole('combobox', { name: '专题' }).selectOption({ label: topic.name });
  const skus = page.getByRole('combobox', { name: '本店商品' });
  const options = await skus
    .locator('option')
    .evaluateAll((os) =>
      os.map((o) => ({ value: (o as HTMLOptionElement).value, text: o.textContent ?? '' })),
    );
  const pick = options.find((o) => o.value && !taken.has(Number(o.value)))!;
  const price = Number(/¥([\d.]+)$/.exec(pick.text)![1]);
  const topicPrice = (Math.floor(price * 90) / 100).toFixed(2);
  await skus.selectOption(pick.value);
  await page.getByRole('textbox', { name: '专题价（元）' }).fill(topicPrice);
  await page.getByRole('button', { name: '保存' }).click();
  const mine = page
    .getByRole('row')
    .filter({ hasText: topic.name })
    .filter({ hasText: `¥${topicPrice}` });
  await expect(mine).toContainText('待审核');

  // 运营 accepts it in 活动报名审核.
  const operator = await (await browser.newContext()).newPage();
  await consoleSignIn(operator, OPERATOR, '/console/campaigns/proposals?state=pending');
  await expect(operator.getByRole('heading', { name: '活动报名审核', level: 1 })).toBeVisible();
  const row = operator
    .getByRole('row')
    .filter({ hasText: topic.name })
    .filter({ hasText: `¥${topicPrice}` });
  await row.getByRole('button', { name: /^通过 / }).click();
  await operator.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(operator.getByRole('dialog')).toBeHidden();
  await expect(row).toHaveCount(0); // no longer pending

  // The topic sells it at the topic price; the shop sees 已通过.
  expect((await inTopic()).find((g) => g.sku_id === Number(pick.value))?.topic_price).toBe(topicPrice);
  await page.reload();
  await expect(mine).toContainText('已通过');

  // The shop proposes another of its goods as a group-buy (price, stock, minimum, dates) ...
  const groupbuys = await consoleCall<{ list: { sku_id: number }[] }>('/admin/api/promotion/groupbuy/list', {
    page_size: 100,
  });
  const grouped = new Set(groupbuys.list.map((g) => g.sku_id));
  const gb = options.find((o) => o.value && o.value !== pick.value && !grouped.has(Number(o.value)))!;
  const gbPrice = (Math.floor(Number(/¥([\d.]+)$/.exec(gb.text)![1]) * 80) / 100).toFixed(2);
  await page.getByRole('button', { name: '提交报名' }).click();
  await page.getByRole('combobox', { name: '活动类型' }).selectOption({ label: '团购' });
  await skus.selectOption(gb.value);
  await page.getByRole('textbox', { name: '团购价（元）' }).fill(gbPrice);
  await page.getByRole('textbox', { name: '活动库存' }).fill('5');
  await page.getByLabel(/开始时间/).fill(chinaInput(Date.now() - 60_000));
  await page.getByLabel(/结束时间/).fill(chinaInput(Date.now() + 3 * 86_400_000));
  await page.getByRole('button', { name: '保存' }).click();
  const gbRow = page.getByRole('row').filter({ hasText: '团购' }).filter({ hasText: `¥${gbPrice}` });
  await expect(gbRow).toContainText('待审核');

  // ... 运营 accepts it among the pending group-buy proposals, and the goods sells at the group price.
  await operator.goto('/console/campaigns/proposals?state=pending&kind=groupbuy');
  const gbPending = operator.getByRole('row').filter({ hasText: `¥${gbPrice}` });
  await gbPending.getByRole('button', { name: /^通过 / }).click();
  await operator.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(gbPending).toHaveCount(0);
  const onSale = await rest<{ list: { sku_id: number; groupbuy_price: string }[] }>('/api/groupbuy/page', {
    page: 1,
    page_size: 100,
  });
  expect(onSale.list.find((g) => g.sku_id === Number(gb.value))?.groupbuy_price).toBe(gbPrice);
});
