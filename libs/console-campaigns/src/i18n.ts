// The campaign pages' messages chosen at run time (a row's state, an activity's kind, a proposal's
// status). The messages themselves are in ../messages/*.json under `console.campaigns.`; a value the
// table lacks shows its key, as before.
import { m, messageFor, type Message } from '@mall/i18n';
import type { CampaignState, PromotionKind, ProposalKind } from '@mall/rest-contract';

const STATE_TEXT: Record<CampaignState, Message> = {
  scheduled: m['console.campaigns.state.scheduled'],
  running: m['console.campaigns.state.running'],
  ended: m['console.campaigns.state.ended'],
  stopped: m['console.campaigns.state.stopped'],
};

const KIND_TEXT: Record<PromotionKind | 'manjian', Message> = {
  seckill: m['console.campaigns.kind.seckill'],
  groupbuy: m['console.campaigns.kind.groupbuy'],
  combo: m['console.campaigns.kind.combo'],
  topic: m['console.campaigns.kind.topic'],
  coupon: m['console.campaigns.kind.coupon'],
  manjian: m['console.campaigns.kind.manjian'],
};

const PROPOSAL_STATUS_TEXT: Record<'pending' | 'accepted' | 'refused', Message> = {
  pending: m['console.campaigns.proposal.pending'],
  accepted: m['console.campaigns.proposal.accepted'],
  refused: m['console.campaigns.proposal.refused'],
};

const PROPOSAL_PRICE_TEXT: Record<ProposalKind, Message> = {
  topic: m['console.campaigns.proposal.price.topic'],
  seckill: m['console.campaigns.proposal.price.seckill'],
  groupbuy: m['console.campaigns.proposal.price.groupbuy'],
};

/** A campaign's state (未开始, 进行中…). */
export const stateText = (state: string): string =>
  messageFor<string>(STATE_TEXT, state, `console.campaigns.state.${state}`);

/** A promotion kind (秒杀, 团购…, 满减). */
export const kindText = (kind: string): string =>
  messageFor<string>(KIND_TEXT, kind, `console.campaigns.kind.${kind}`);

/** A proposal's status (待审核, 已通过, 已驳回). */
export const proposalStatusText = (status: string): string =>
  messageFor<string>(PROPOSAL_STATUS_TEXT, status, `console.campaigns.proposal.${status}`);

/** The proposal form's price label of a kind (专题价（元）…). */
export const proposalPriceText = (kind: ProposalKind): string => PROPOSAL_PRICE_TEXT[kind]();
