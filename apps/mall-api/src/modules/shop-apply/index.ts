// 申请开店: the member's calls (/api/shopapply/*) and the platform's 开店申请 queue
// (/admin/api/review/shops/*, action review.shop). See service.ts.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { PartialHandlers } from '../../http/types';
import { registerConsoleCalls } from '../console';
import { createShopApplyService, decideShopApply, listShopApplies, shopApplyDetail, type OwnerPasswordSender } from './service';

export type { OwnerPasswordSender } from './service';

interface Log {
  info(obj: object, msg: string): void;
}

/**
 * The built-in way the 店主's initial password reaches the applicant: like the built-in SMS sender, no
 * SMS gateway, the message goes to mall-api's log (a deployment passes its own sender).
 */
export const logOwnerPasswordSender =
  (log: Log): OwnerPasswordSender =>
  async (mobile, password) =>
    log.info({ mobile, purpose: 'shopopen', password }, 'SMS (built-in log sender, not delivered): 店铺已开通，店主初始密码');

export function createShopApplyModule(app: FastifyInstance, deps: { db: Db; sendPassword?: OwnerPasswordSender }) {
  const service = createShopApplyService(deps.db);
  const sendPassword = deps.sendPassword ?? logOwnerPasswordSender(app.log);
  const handlers = {
    '/api/shopapply/apply': ({ member, input }) => service.apply(member!.memberId, input),
    '/api/shopapply/info': ({ member }) => service.info(member!.memberId),
  } satisfies PartialHandlers;
  return {
    handlers,
    /** The console calls: after createConsoleModule. */
    registerConsoleCalls: () =>
      registerConsoleCalls(app, {
        '/admin/api/review/shops/list': ({ tx, input }) => listShopApplies(tx, input),
        '/admin/api/review/shops/detail': ({ tx, input }) => shopApplyDetail(tx, input.id),
        '/admin/api/review/shops/decide': ({ tx, input, audit }) => decideShopApply(tx, input, audit, sendPassword),
      }),
  };
}
