// Customer-service chat (issue 15) in two browsers: a buyer (seeded member08, used by no other
// journey) opens 联系客服 from a goods page and sends text; the shop's servicer (seeded kefu<site_id>)
// sees it in the /servicer console and answers; the buyer sees the answer without a reload. Then the
// buyer's connection drops and the browser goes offline; the servicer sends three messages; back
// online, the dialog reconnects and shows all three, once each and in order (it asks for everything
// after its last shown sequence).
import { expect, test, type Page } from '@playwright/test';
import { loginAs, rest, skusInStock, type Member } from './support';

const BUYER: Member = { username: 'member08', password: 'member8pass' };
const BUYER_NICKNAME = '乡村振兴志愿者';
const stamp = String(Date.now() % 100_000);

/** Texts of the dialog's message bubbles, top to bottom. */
const bubbles = (page: Page) => page.getByTestId('chat-messages').getByTestId('chat-text');

test('a buyer and a servicer chat in two browsers; a dropped connection loses nothing', async ({ browser }) => {
  test.setTimeout(120_000);
  const [first] = await skusInStock(1);
  const sku = { sku_id: first.sku_id, site_id: (await rest<{ site_id: number }>('/api/goodssku/detail', { sku_id: first.sku_id })).site_id };

  // The servicer logs in to the console of the goods' shop and is online.
  const servicerContext = await browser.newContext();
  const servicer = await servicerContext.newPage();
  await servicer.goto('/servicer');
  await servicer.getByLabel('客服账号').fill(`kefu${sku.site_id}`);
  await servicer.getByLabel('密码').fill('kefu123456');
  await servicer.getByRole('button', { name: '登录' }).click();
  const state = servicer.getByTestId('servicer-state');
  await expect(state).toBeVisible();
  if ((await state.textContent()) === '离线') await servicer.getByRole('button', { name: '上线' }).click();
  await expect(state).toHaveText('在线');

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
  await dialog.getByLabel('请输入消息，按 Enter 发送').fill(question);
  await dialog.getByLabel('请输入消息，按 Enter 发送').press('Enter');
  await expect(bubbles(buyer).filter({ hasText: question })).toHaveCount(1);

  // The servicer sees it in the queue, opens the session and answers.
  await servicer.getByTestId('chat-session').filter({ hasText: BUYER_NICKNAME }).click();
  await expect(bubbles(servicer).filter({ hasText: question })).toHaveCount(1);
  const answer = `您好，付款后 48 小时内发货 ${stamp}`;
  await servicer.getByLabel('请输入消息，按 Enter 发送').fill(answer);
  await servicer.getByLabel('请输入消息，按 Enter 发送').press('Enter');
  await expect(bubbles(servicer).filter({ hasText: answer })).toHaveCount(1);

  // The buyer sees the answer by push, no reload.
  await expect(bubbles(buyer).filter({ hasText: answer })).toHaveCount(1);

  // The buyer's network goes away and its socket drops; the servicer sends three messages.
  await buyerContext.setOffline(true);
  await buyer.evaluate(() => (window as unknown as { __chatSockets: WebSocket[] }).__chatSockets.forEach((s) => s.close()));
  const missed = ['离线期间一', '离线期间二', '离线期间三'].map((m) => `${m} ${stamp}`);
  for (const m of missed) {
    await servicer.getByLabel('请输入消息，按 Enter 发送').fill(m);
    await servicer.getByLabel('请输入消息，按 Enter 发送').press('Enter');
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
