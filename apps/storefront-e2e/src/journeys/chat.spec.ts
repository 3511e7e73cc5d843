// Customer-service chat in two browsers: a buyer (seeded member08, used by no other
// journey) opens 联系客服 from a goods page and sends text; the shop's 客服 (seeded shop<site_id>kefu)
// follows the old /servicer address to the console's sign-in, lands on the 客服工作台, sees it and answers; the buyer sees the answer without a reload. Then the
// buyer's connection drops and the browser goes offline; the servicer sends three messages; back
// online, the dialog reconnects and shows all three, once each and in order (it asks for everything
// after its last shown sequence).
// The second journey crosses every message kind both ways: the demo member (the seeded member with
// orders) sends text, an emoji, an image, a goods card (联系客服 on a goods page) and an order card
// (联系客服 on the order's detail page); the servicer sees each rendered as what it is and answers with
// text, an emoji and an image, which the buyer sees.
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { DEMO, fillConsoleLogin, loginAs, rest, restToken, skusInStock, type Member } from './support';

const BUYER: Member = { username: 'member08', password: 'member8pass' };
const BUYER_NICKNAME = '乡村振兴志愿者';
const stamp = String(Date.now() % 100_000);
const COMPOSER = '请输入消息，按 Enter 发送';

/** Texts of the dialog's message bubbles, top to bottom. */
const bubbles = (page: Page) => page.getByTestId('chat-messages').getByTestId('chat-text');

/**
 * The shop's 客服 opens the old /servicer address, which sends them to the console's sign-in; signed
 * in, they land on the 客服工作台 (the console session is the chat's only credential) and are online.
 */
async function servicerOnline(browser: Browser, siteId: number) {
  const context = await browser.newContext();
  const servicer = await context.newPage();
  await servicer.goto('/servicer');
  await expect(servicer).toHaveURL(/\/console\/login\?redirect=%2Fconsole%2Fshop%2Fchat/);
  await fillConsoleLogin(servicer, { username: `shop${siteId}kefu`, password: 'kefu2026pass' });
  await expect(servicer).toHaveURL(/\/console\/shop\/chat$/);
  await expect(servicer.getByRole('heading', { name: '客服工作台', level: 1 })).toBeVisible();
  expect(await servicer.evaluate(() => Object.keys(sessionStorage))).toEqual([]);
  const state = servicer.getByTestId('servicer-state');
  await expect(state).toBeVisible();
  if ((await state.textContent()) === '离线') await servicer.getByRole('button', { name: '上线' }).click();
  await expect(state).toHaveText('在线');
  return { context, servicer };
}

/** Types into the composer (after anything already there, e.g. a picked emoji) and sends with Enter. */
async function say(scope: Page | Locator, text: string) {
  const box = scope.getByLabel(COMPOSER);
  await box.focus();
  await box.press('End');
  await box.pressSequentially(text);
  await box.press('Enter');
  await expect(box).toHaveValue('');
}

/** Waits until an <img> has really loaded (its bytes were served and decoded), not only been rendered. */
async function expectLoaded(img: Locator) {
  await expect(img).toBeVisible();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : 0))).toBeGreaterThan(0);
}

/** A real 1×1 PNG (red pixel): the upload decodes and re-encodes it, so it must be a valid image. */
const PNG = {
  name: '截图.png',
  mimeType: 'image/png',
  buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'),
};
const emojiSrc = (nn: string) => `/upload/chat/emoji/emjoy_${nn}.gif`;

test('a buyer and a servicer chat in two browsers; a dropped connection loses nothing', async ({ browser }) => {
  test.setTimeout(120_000);
  const [first] = await skusInStock(1);
  const sku = { sku_id: first.sku_id, site_id: (await rest<{ site_id: number }>('/api/goodssku/detail', { sku_id: first.sku_id })).site_id };

  // The servicer logs in to the console of the goods' shop and is online.
  const { context: servicerContext, servicer } = await servicerOnline(browser, sku.site_id);

  // The buyer opens the chat from the goods page and sends a text. Sockets are recorded so the
  // journey can drop them later, as a lost network would.
  const buyerContext = await browser.newContext();
  await buyerContext.addInitScript(() => {
    const Native = window.WebSocket;
    const open: WebSocket[] = [];
    (window as unknown as { __chatSockets: WebSocket[] }).__chatSockets = open;
    window.WebSocket = class extends Native {
      constructor(...args: ConstructorParameters<typeof WebSocket>) {
        super(...args);
        open.push(this);
      }
    } as typeof WebSocket;
  });
  const buyer = await buyerContext.newPage();
  await loginAs(buyer, BUYER, `/sku-${sku.sku_id}`);
  await buyer.getByRole('main').getByRole('button', { name: '联系客服' }).click();
  const dialog = buyer.getByRole('dialog', { name: '在线客服' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('chat-notice')).toContainText('在线');
  const question = `请问什么时候发货？${stamp}`;
  await dialog.getByLabel(COMPOSER).fill(question);
  await dialog.getByLabel(COMPOSER).press('Enter');
  await expect(bubbles(buyer).filter({ hasText: question })).toHaveCount(1);

  // The servicer sees it in the queue, opens the session and answers.
  await servicer.getByTestId('chat-session').filter({ hasText: BUYER_NICKNAME }).click();
  await expect(bubbles(servicer).filter({ hasText: question })).toHaveCount(1);
  const answer = `您好，付款后 48 小时内发货 ${stamp}`;
  await servicer.getByLabel(COMPOSER).fill(answer);
  await servicer.getByLabel(COMPOSER).press('Enter');
  await expect(bubbles(servicer).filter({ hasText: answer })).toHaveCount(1);

  // The buyer sees the answer by push, no reload.
  await expect(bubbles(buyer).filter({ hasText: answer })).toHaveCount(1);

  // The buyer's network goes away and its socket drops; the servicer sends three messages.
  await buyerContext.setOffline(true);
  await buyer.evaluate(() => (window as unknown as { __chatSockets: WebSocket[] }).__chatSockets.forEach((s) => s.close()));
  const missed = ['离线期间一', '离线期间二', '离线期间三'].map((m) => `${m} ${stamp}`);
  for (const m of missed) {
    await servicer.getByLabel(COMPOSER).fill(m);
    await servicer.getByLabel(COMPOSER).press('Enter');
    await expect(bubbles(servicer).filter({ hasText: m })).toHaveCount(1);
  }
  await expect(bubbles(buyer).filter({ hasText: missed[0] })).toHaveCount(0);

  // Back online: the dialog reconnects and catches up, each message once and in order.
  await buyerContext.setOffline(false);
  for (const m of missed) await expect(bubbles(buyer).filter({ hasText: m })).toHaveCount(1, { timeout: 40_000 });
  const texts = await bubbles(buyer).allTextContents();
  const at = missed.map((m) => texts.findIndex((t) => t.includes(m)));
  expect(at).toEqual([...at].sort((a, b) => a - b));
  // The reconnected dialog shows the latest page (4 a page, older ones by 查看更多消息): nothing twice.
  expect(texts.filter((t) => t.includes(answer))).toHaveLength(1);
  expect(new Set(texts).size).toBe(texts.length);

  await buyerContext.close();
  await servicerContext.close();
});

test('every message kind crosses between buyer and servicer: text, emoji, image, goods and order cards', async ({ browser }) => {
  test.setTimeout(60_000);
  // One of the demo member's orders, and goods on sale in the same shop: both cards go to one servicer.
  const token = await restToken(DEMO);
  const [order] = (await rest<{ list: { order_id: number; order_no: string; site_id: number }[] }>('/api/order/lists', { token, page: 1, page_size: 1 })).list;
  expect(order, 'the demo member has seeded orders').toBeDefined();
  const [goods] = (await rest<{ list: { sku_id: number; sku_name: string }[] }>('/api/goodssku/page', { site_id: order!.site_id, page_size: 1 })).list;
  expect(goods, 'the order’s shop has goods on sale').toBeDefined();
  const { context: servicerContext, servicer } = await servicerOnline(browser, order!.site_id);

  // The buyer opens 联系客服 on the goods page (the goods is offered as a card) and says hello.
  const buyerContext = await browser.newContext();
  const buyer = await buyerContext.newPage();
  await loginAs(buyer, DEMO, `/sku-${goods!.sku_id}`);
  await buyer.getByRole('main').getByRole('button', { name: '联系客服' }).click();
  let dialog = buyer.getByRole('dialog', { name: '在线客服' });
  await expect(dialog.getByTestId('chat-notice')).toContainText('在线');
  const hello = `你好，想问问这件商品 ${stamp}`;
  await say(dialog, hello);
  await servicer.getByTestId('chat-session').filter({ hasText: DEMO.nickname }).click();
  const seen = servicer.getByTestId('chat-messages');
  await expect(seen.getByTestId('chat-text').filter({ hasText: hello })).toHaveCount(1);

  // An emoji picked from the panel, with text after it: shown as the emoji's GIF, not as its code.
  await dialog.getByRole('button', { name: '表情' }).click();
  await dialog.getByTestId('chat-emoji-panel').getByRole('button', { name: '[emjoy_05]' }).click();
  await expect(dialog.getByTestId('chat-emoji-panel')).toBeHidden();
  const liked = `很喜欢 ${stamp}`;
  await say(dialog, liked);
  const buyerEmoji = seen.getByTestId('chat-text').filter({ hasText: liked });
  await expect(buyerEmoji).not.toContainText('[emjoy_05]');
  await expectLoaded(buyerEmoji.locator(`img[src="${emojiSrc('05')}"]`));
  await expect(buyerEmoji.getByRole('img')).toHaveAttribute('alt', '[emjoy_05]');

  // An image: uploaded, then sent as an image message; the servicer sees the same picture, loaded.
  await dialog.locator('input[type="file"]').setInputFiles(PNG);
  const sentImage = dialog.getByTestId('chat-messages').getByRole('img', { name: '聊天图片' });
  await expect(sentImage).toHaveCount(1);
  const picPath = await sentImage.getAttribute('src');
  expect(picPath).toMatch(/^\/upload\/chat\/[0-9a-f]{32}\.png$/);
  await expectLoaded(seen.locator(`img[src="${picPath}"]`));
  await expect(seen.locator(`img[src="${picPath}"]`)).toHaveAttribute('alt', '聊天图片');

  // The goods card offered by the goods page: a link to the goods.
  await dialog.getByRole('button', { name: '发送商品' }).click();
  const goodsCard = seen.getByTestId('chat-goods-card');
  await expect(goodsCard).toHaveCount(1);
  await expect(goodsCard).toHaveAttribute('href', `/sku-${goods!.sku_id}`);
  await expect(goodsCard).toContainText(goods!.sku_name);

  // The order card, from 联系客服 on the order's detail page: a link to that order.
  await buyer.goto(`/member/order_detail?order_id=${order!.order_id}`);
  await buyer.getByRole('main').getByRole('button', { name: '联系客服' }).click();
  dialog = buyer.getByRole('dialog', { name: '在线客服' });
  await dialog.getByRole('button', { name: '发送订单' }).click();
  const orderCard = seen.getByTestId('chat-order-card');
  await expect(orderCard).toHaveCount(1);
  await expect(orderCard).toHaveAttribute('href', `/member/order_detail?order_id=${order!.order_id}`);
  await expect(orderCard).toContainText(order!.order_no);
  // Sent cards show on the buyer's side too (the newest history page holds the last four messages).
  await expect(dialog.getByTestId('chat-order-card')).toHaveAttribute('href', `/member/order_detail?order_id=${order!.order_id}`);
  await expect(dialog.getByTestId('chat-goods-card')).toHaveAttribute('href', `/sku-${goods!.sku_id}`);

  // The servicer answers with text, an emoji and an image; the buyer sees each by push.
  const reply = `亲，这款今天就能发货 ${stamp}`;
  await say(servicer, reply);
  await expect(dialog.getByTestId('chat-text').filter({ hasText: reply })).toHaveCount(1);
  await servicer.getByRole('button', { name: '表情' }).click();
  await servicer.getByTestId('chat-emoji-panel').getByRole('button', { name: '[emjoy_12]' }).click();
  const thanks = `感谢支持 ${stamp}`;
  await say(servicer, thanks);
  const replyEmoji = dialog.getByTestId('chat-text').filter({ hasText: thanks });
  await expect(replyEmoji).not.toContainText('[emjoy_12]');
  await expectLoaded(replyEmoji.locator(`img[src="${emojiSrc('12')}"]`));
  await servicer.locator('input[type="file"]').setInputFiles(PNG);
  const replyImage = dialog.getByRole('img', { name: '聊天图片' }).and(dialog.locator(`img:not([src="${picPath}"])`));
  await expect(replyImage).toHaveCount(1);
  expect(await replyImage.getAttribute('src')).toMatch(/^\/upload\/chat\/[0-9a-f]{32}\.png$/);
  await expectLoaded(replyImage);

  await buyerContext.close();
  await servicerContext.close();
});

test('a visitor who presses 联系客服 gets a login link that comes back to the goods page', async ({ page }) => {
  const [first] = await skusInStock(1);
  await page.goto(`/sku-${first.sku_id}`);
  await page.getByRole('main').getByRole('button', { name: '联系客服' }).click();
  const dialog = page.getByRole('dialog', { name: '在线客服' });
  await expect(dialog.getByTestId('chat-notice')).toContainText('登录后才能联系客服');
  const login = dialog.getByRole('link', { name: '去登录' });
  await expect(login).toHaveAttribute('href', `/login?redirect=${encodeURIComponent(`/sku-${first.sku_id}`)}`);
  await login.click();
  await expect(page).toHaveURL(new RegExp(`/login\\?redirect=%2Fsku-${first.sku_id}$`));
});

test('the 店主 adds a 客服 in 客服管理, who signs in to the 客服工作台; disabled, their session ends', async ({ browser }) => {
  const username = `svc${stamp}`;
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await owner.goto('/console/shop/servicers');
  await expect(owner).toHaveURL(/\/console\/login/);
  await fillConsoleLogin(owner, { username: 'shop10owner', password: 'owner2026pass' });
  await expect(owner.getByRole('heading', { name: '客服管理', level: 1 })).toBeVisible();
  await owner.getByRole('button', { name: '新增客服' }).click();
  const add = owner.getByRole('dialog');
  await add.getByLabel(/登录名/).fill(username);
  await add.getByLabel(/客服昵称/).fill('恩施硒茶客服小王');
  await add.getByLabel(/初始密码/).fill('short');
  await add.getByRole('button', { name: '确定' }).click();
  await expect(add.getByRole('alert')).toContainText('密码至少 10 位');
  await add.getByLabel(/初始密码/).fill('wang2026pass');
  await add.getByRole('button', { name: '确定' }).click();
  // The message's own status line (the dialog's busy button is a status too while it closes).
  await expect(owner.getByRole('status').filter({ hasText: '已新增客服' })).toContainText('已新增客服 恩施硒茶客服小王');
  const row = owner.getByRole('row').filter({ hasText: username });
  await expect(row).toContainText('客服');

  // The new 客服 signs in and lands on the workbench, answering as the shop.
  const kefuContext = await browser.newContext();
  const kefu = await kefuContext.newPage();
  await kefu.goto('/console/');
  await expect(kefu).toHaveURL(/\/console\/login/);
  await fillConsoleLogin(kefu, { username, password: 'wang2026pass' });
  await expect(kefu).toHaveURL(/\/console\/shop\/chat$/);
  await expect(kefu.getByRole('heading', { name: /恩施硒茶.* · 恩施硒茶客服小王/ })).toBeVisible();

  // Disabled by the 店主: the 客服's console session is over.
  await row.getByRole('button', { name: '停用' }).click();
  await owner.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(row).toContainText('已停用');
  await kefu.reload();
  await expect(kefu).toHaveURL(/\/console\/login/);
  await ownerContext.close();
  await kefuContext.close();
});
