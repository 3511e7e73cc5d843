// Shops propose their goods for the platform's activities; the platform decides. A shop sees the topics
// not ended or stopped, the seckill slots that are on, its own on-shelf skus and its own proposals, and
// proposes one of its skus: for a topic at a topic price, for a seckill slot with a seckill price, stock,
// per-member limit and dates, or as a group-buy with a group price, stock, group minimum and dates
// (another shop's sku answers 不存在, as the shop scope does for every id). The operator accepts (the
// goods joins the topic or the slot, or becomes a group-buy, each by the same rules as the operator's
// own save, checked again at that moment) or refuses with a reason the shop reads.
import type { FastifyInstance } from 'fastify';
import { and, asc, count, desc, eq, gt, sql } from 'drizzle-orm';
import { proposalPriceLabel, type ProposalKind, type ProposalRow } from '@mall/rest-contract';
import { fenToYuan } from '@mall/rest-contract/money';
import type { Tx } from '../../db/client';
import { goods, goodsSku, shop } from '../../db/schema';
import { campaignProposal, seckillSlot, topic, topicGoods } from '../../db/schema-promotion';
import { BusinessError, unixSeconds } from '../../http/envelope';
import { registerConsoleCalls } from '../console';
import type { AuditEntry } from '../console/audit';
import { assertShopOwns, shopIdOf } from '../console/shop-scope';
import { notFound, page } from '../admin-review/queries';
import { saveGroupbuy } from './activities';
import { requireSlotOn, saveSeckill, slotRows } from './seckill';
import { campaignState, goodsColumns, goodsOut, requireBelow, sellableSku, type GoodsInfo } from './shared';

type Proposal = typeof campaignProposal.$inferSelect;

const proposalQuery = (tx: Tx) =>
  tx
    .select({ p: campaignProposal, topicName: topic.name, slotName: seckillSlot.name, ...goodsColumns })
    .from(campaignProposal)
    .leftJoin(topic, eq(topic.topicId, campaignProposal.topicId))
    .leftJoin(seckillSlot, eq(seckillSlot.slotId, campaignProposal.slotId))
    .innerJoin(goodsSku, eq(goodsSku.skuId, campaignProposal.skuId))
    .innerJoin(goods, eq(goods.goodsId, campaignProposal.goodsId))
    .innerJoin(shop, eq(shop.siteId, goods.siteId));

const secondsOrNull = (d: Date | null) => (d ? unixSeconds(d) : null);

const toRow = (r: { p: Proposal; topicName: string | null; slotName: string | null } & GoodsInfo): ProposalRow => ({
  proposal_id: r.p.proposalId,
  kind: r.p.kind as ProposalKind,
  activity_id: r.p.topicId ?? r.p.slotId ?? 0,
  activity_name: r.topicName ?? r.slotName ?? '',
  ...goodsOut(r),
  proposed_price: fenToYuan(r.p.price),
  total_stock: r.p.totalStock,
  limit_num: r.p.limitNum,
  min_num: r.p.minNum,
  start_time: secondsOrNull(r.p.startTime),
  end_time: secondsOrNull(r.p.endTime),
  status: r.p.status as ProposalRow['status'],
  reason: r.p.reason,
  create_time: unixSeconds(r.p.createTime),
});

async function proposalRow(tx: Tx, id: number) {
  const [r] = await proposalQuery(tx).where(eq(campaignProposal.proposalId, id));
  if (!r) throw notFound('报名');
  return toRow(r);
}

/** A topic goods may still join: on, not ended, and the sku not in it yet. */
async function requireOpenTopic(tx: Tx, topicId: number, skuId: number, now: Date) {
  const [t] = await tx.select().from(topic).where(eq(topic.topicId, topicId));
  if (!t) throw notFound('专题活动');
  const state = campaignState(t, now);
  if (state === 'ended' || state === 'stopped')
    throw new BusinessError(`专题「${t.name}」已${state === 'ended' ? '结束' : '停止'}，不能再加入商品`);
  const [already] = await tx
    .select({ id: topicGoods.id })
    .from(topicGoods)
    .where(and(eq(topicGoods.topicId, topicId), eq(topicGoods.skuId, skuId)));
  if (already) throw new BusinessError('该商品已在这个专题里');
  return t;
}

async function requireOpenSlot(tx: Tx, slotId: number) {
  const [slot] = await tx.select().from(seckillSlot).where(eq(seckillSlot.slotId, slotId));
  if (!slot) throw notFound('秒杀场次');
  requireSlotOn(slot);
  return slot;
}

/** Accepting a proposal makes the activity by the operator's own save (its rules, its audit row). */
async function join(tx: Tx, audit: (entry: AuditEntry) => Promise<void>, p: Proposal, now: Date) {
  const dates = () => ({ start_time: unixSeconds(p.startTime!), end_time: unixSeconds(p.endTime!) });
  if (p.kind === 'seckill') {
    await saveSeckill(tx, audit, {
      slot_id: p.slotId!,
      sku_id: p.skuId,
      seckill_price: p.price,
      total_stock: p.totalStock!,
      limit_num: p.limitNum!,
      ...dates(),
    });
    return;
  }
  if (p.kind === 'groupbuy') {
    await saveGroupbuy(tx, audit, {
      sku_id: p.skuId,
      groupbuy_price: p.price,
      min_num: p.minNum!,
      total_stock: p.totalStock!,
      ...dates(),
    });
    return;
  }
  const g = await sellableSku(tx, p.skuId);
  requireBelow(p.price, g, '专题价');
  await requireOpenTopic(tx, p.topicId!, p.skuId, now);
  await tx
    .insert(topicGoods)
    .values({ topicId: p.topicId!, goodsId: g.goodsId, skuId: g.skuId, topicPrice: p.price });
}

const KIND_NAME: Record<ProposalKind, string> = { topic: '专题', seckill: '秒杀场次', groupbuy: '团购' };

export function registerProposalCalls(app: FastifyInstance, clock: () => Date) {
  registerConsoleCalls(app, {
    '/admin/api/shop/campaigns': async ({ tx, actor }) => {
      const siteId = shopIdOf(actor, 'campaigns.propose');
      const now = clock();
      const topics = await tx
        .select()
        .from(topic)
        .where(and(eq(topic.status, 1), gt(topic.endTime, now)))
        .orderBy(asc(topic.startTime), asc(topic.topicId));
      const skus = await tx
        .select(goodsColumns)
        .from(goodsSku)
        .innerJoin(goods, eq(goods.goodsId, goodsSku.goodsId))
        .innerJoin(shop, eq(shop.siteId, goods.siteId))
        .where(and(eq(goods.siteId, siteId), eq(goods.isOnShelf, true), sql`${goodsSku.stock} > 0`))
        .orderBy(asc(goods.goodsId), asc(goodsSku.skuId))
        .limit(200);
      const proposals = await proposalQuery(tx)
        .where(eq(campaignProposal.siteId, siteId))
        .orderBy(desc(campaignProposal.proposalId))
        .limit(100);
      return {
        topics: topics.map((t) => ({
          topic_id: t.topicId,
          name: t.name,
          start_time: unixSeconds(t.startTime),
          end_time: unixSeconds(t.endTime),
          state: campaignState(t, now),
        })),
        slots: (await slotRows(tx)).filter((s) => s.status === 1),
        skus: skus.map((g) => ({ ...goodsOut(g), spec_name: g.specName, stock: g.stock })),
        proposals: proposals.map(toRow),
      };
    },

    '/admin/api/shop/campaigns/propose': async ({ tx, actor, input, audit }) => {
      const siteId = shopIdOf(actor, 'campaigns.propose');
      await assertShopOwns(tx, actor, 'campaigns.propose', 'sku', [input.sku_id]);
      const g = await sellableSku(tx, input.sku_id);
      requireBelow(input.price, g, proposalPriceLabel(input.kind));
      if (input.kind === 'topic') await requireOpenTopic(tx, input.activity_id!, g.skuId, clock());
      if (input.kind === 'seckill') await requireOpenSlot(tx, input.activity_id!);
      if (input.kind !== 'topic' && input.total_stock! > g.stock)
        throw new BusinessError(`活动库存不能超过商品库存（${g.stock} 件）`);
      if (input.kind !== 'topic' && input.end_time! * 1000 <= clock().getTime())
        throw new BusinessError('结束时间已过，请重新选择活动日期');
      const dated = input.kind !== 'topic';
      const [created] = await tx
        .insert(campaignProposal)
        .values({
          kind: input.kind,
          topicId: input.kind === 'topic' ? input.activity_id : null,
          slotId: input.kind === 'seckill' ? input.activity_id : null,
          siteId,
          goodsId: g.goodsId,
          skuId: g.skuId,
          price: input.price,
          totalStock: dated ? input.total_stock : null,
          limitNum: input.kind === 'seckill' ? input.limit_num : null,
          minNum: input.kind === 'groupbuy' ? input.min_num : null,
          startTime: dated ? new Date(input.start_time! * 1000) : null,
          endTime: dated ? new Date(input.end_time! * 1000) : null,
        })
        .onConflictDoNothing()
        .returning();
      if (!created) throw new BusinessError(`该商品已报名这个${KIND_NAME[input.kind]}，请等待平台审核`);
      await audit({
        action: 'promotion.proposal.create',
        targetType: 'campaign_proposal',
        targetId: created.proposalId,
        after: {
          kind: input.kind,
          activity_id: input.activity_id ?? null,
          sku_id: g.skuId,
          price: fenToYuan(input.price),
          ...(dated ? { total_stock: input.total_stock, start_time: input.start_time, end_time: input.end_time } : {}),
        },
      });
      return proposalRow(tx, created.proposalId);
    },

    '/admin/api/promotion/proposals': async ({ tx, input }) => {
      const where = and(
        input.state ? eq(campaignProposal.status, input.state) : undefined,
        input.kind ? eq(campaignProposal.kind, input.kind) : undefined,
      );
      const [total] = await tx.select({ n: count() }).from(campaignProposal).where(where);
      const rows = await proposalQuery(tx)
        .where(where)
        .orderBy(
          ...(input.sort === 'time' ? [asc(campaignProposal.proposalId)] : [desc(campaignProposal.proposalId)]),
        )
        .limit(input.page_size)
        .offset((input.page - 1) * input.page_size);
      return page(rows.map(toRow), Number(total.n), input);
    },

    '/admin/api/promotion/proposals/decide': async ({ tx, input, audit }) => {
      const [p] = await tx
        .select()
        .from(campaignProposal)
        .where(eq(campaignProposal.proposalId, input.id))
        .for('update');
      if (!p) throw notFound('报名');
      if (p.status !== 'pending')
        throw new BusinessError(
          `该报名已处理（${p.status === 'accepted' ? '已通过' : '已驳回'}），不能再次处理`,
        );
      if (input.accept) await join(tx, audit, p, clock());
      const status = input.accept ? 'accepted' : 'refused';
      await tx
        .update(campaignProposal)
        .set({ status, reason: input.reason, decideTime: new Date() })
        .where(eq(campaignProposal.proposalId, p.proposalId));
      await audit({
        action: `promotion.proposal.${input.accept ? 'accept' : 'refuse'}`,
        targetType: 'campaign_proposal',
        targetId: p.proposalId,
        before: { status: 'pending' },
        after: { status, reason: input.reason },
      });
      return proposalRow(tx, p.proposalId);
    },
  });
}
