// Seed of the customer-service chat: one or two servicers per shop, each with a login of
// their own (username kefu<site_id>, second one kefu<site_id>b; password SERVICER_PASSWORD), and a few
// conversations of the demo member so a fresh start has a session list with unread messages.
// Deterministic (fixed PRNG seed; message times relative to the seeding moment); runs once per
// database (site_config key 'seed_chat').
import { asc, eq } from 'drizzle-orm';
import type { Db } from './client';
import { markSeeded, seedOnce } from './seed-once';
import { createRng } from './prng';
import { goods, goodsSku, shop } from './schema';
import * as c from './schema-chat';
import { hashPassword } from '../modules/member/password';

const SEED_LOCK = 832_015;
const MARKER = 'seed_chat';
export const SERVICER_PASSWORD = 'kefu123456';
const NAMES = ['小芳', '小李', '阿香', '小陈', '小周', '阿杰', '小敏', '小吴', '阿玲', '小郑'];

export async function seedChatData(db: Db): Promise<Record<string, number>> {
  const rng = createRng(20_261_115);
  const salt = Buffer.from(Array.from({ length: 16 }, () => rng.int(0, 255)));
  const passwordHash = await hashPassword(SERVICER_PASSWORD, salt);
  return seedOnce(db, { marker: MARKER, lock: SEED_LOCK }, async (tx): Promise<Record<string, number>> => {
    const shops = await tx.select({ siteId: shop.siteId, shortname: shop.shortname, siteName: shop.siteName }).from(shop).orderBy(asc(shop.siteId));
    const servicers: (typeof c.chatServicer.$inferInsert)[] = [];
    for (const s of shops) {
      const label = s.shortname || s.siteName.slice(0, 6);
      servicers.push({ siteId: s.siteId, username: `kefu${s.siteId}`, passwordHash, nickname: `${label}客服${rng.pick(NAMES)}` });
      if (s.siteId % 2 === 1) servicers.push({ siteId: s.siteId, username: `kefu${s.siteId}b`, passwordHash, nickname: `${label}客服${rng.pick(NAMES)}` });
    }
    const made = servicers.length ? await tx.insert(c.chatServicer).values(servicers).returning() : [];
    const firstOf = new Map<number, number>();
    for (const s of made) if (!firstOf.has(s.siteId)) firstOf.set(s.siteId, s.servicerId);

    // The demo member's conversations with the first two shops (one unread reply in the first).
    let messages = 0;
    const now = Date.now();
    const conversations = shops.slice(0, 2).map((s, i) => ({ siteId: s.siteId, minutesAgo: 30 + i * 240 }));
    for (const [i, conv] of conversations.entries()) {
      const [sku] = await tx
        .select({ skuId: goodsSku.skuId, name: goods.goodsName, spec: goodsSku.specName, image: goodsSku.skuImage, price: goodsSku.discountPrice })
        .from(goodsSku)
        .innerJoin(goods, eq(goods.goodsId, goodsSku.goodsId))
        .where(eq(goods.siteId, conv.siteId))
        .orderBy(asc(goodsSku.skuId))
        .limit(1);
      const servicerId = firstOf.get(conv.siteId) ?? null;
      const lines: { type: 0 | 1; contentType: 0 | 1; content: string; card?: Record<string, unknown> }[] = [
        { type: 0, contentType: 0, content: '你好[emjoy_01]，请问这款什么时候发货？' },
        { type: 1, contentType: 0, content: '您好，付款后 48 小时内发货，偏远地区稍慢一些[emjoy_12]' },
      ];
      if (sku) {
        const skuName = `${sku.name} ${sku.spec}`.trim();
        lines.push({ type: 0, contentType: 1, content: skuName, card: { sku_id: sku.skuId, sku_name: skuName, sku_image: sku.image, price: `${Math.floor(sku.price / 100)}.${String(sku.price % 100).padStart(2, '0')}` } });
      }
      lines.push({ type: 1, contentType: 0, content: i === 0 ? '这款是今年的新货，现在下单还送一小袋试吃装哦～' : '好的，有问题随时联系我们。' });
      const [session] = await tx.insert(c.chatSession).values({ memberId: 1, siteId: conv.siteId, servicerId }).returning();
      let seq = 0;
      for (const line of lines) {
        seq += 1;
        const at = new Date(now - (conv.minutesAgo - seq * 2) * 60_000);
        await tx.insert(c.chatMessage).values({
          sessionId: session!.sessionId,
          seq,
          type: line.type,
          contentType: line.contentType,
          content: line.content,
          goodsSkuId: line.contentType === 1 ? Number(line.card?.sku_id ?? 0) : 0,
          card: line.card ?? null,
          servicerId: line.type === 1 ? servicerId : null,
          createTime: at,
        });
        messages += 1;
      }
      const last = lines.at(-1)!;
      await tx
        .update(c.chatSession)
        .set({
          lastSeq: seq,
          memberReadSeq: i === 0 ? seq - 1 : seq,
          servicerReadSeq: seq,
          lastContent: last.content,
          lastContentType: last.contentType,
          lastTime: new Date(now - (conv.minutesAgo - seq * 2) * 60_000),
        })
        .where(eq(c.chatSession.sessionId, session!.sessionId));
    }
    await markSeeded(tx, MARKER);
    return { chat_servicer: made.length, chat_session: conversations.length, chat_message: messages };
  });
}
