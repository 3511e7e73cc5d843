// The audit log's search (its .xlsx export is a download: /console/export/audit).
import type { Resolvers } from '../generated/resolvers-types';
import { given, pagingBody } from '../mappers/camel';

export const resolvers: Resolvers = {
  Query: {
    auditLog: async (_p, { page, pageSize, sort, filter }, ctx) => {
      const r = await ctx.console.call('/admin/api/audit/search', {
        ...pagingBody({ page, pageSize, sort }),
        account: given(filter?.account),
        action: given(filter?.action),
        target_type: given(filter?.targetType),
        target_id: given(filter?.targetId),
        from: given(filter?.from),
        to: given(filter?.to),
      });
      return {
        list: r.list.map((e) => ({
          id: e.id,
          time: e.time,
          accountId: e.account_id,
          username: e.username,
          role: e.role,
          action: e.action,
          targetType: e.target_type,
          targetId: e.target_id,
          before: e.before ? JSON.stringify(e.before) : null,
          after: e.after ? JSON.stringify(e.after) : null,
          ip: e.ip,
          outcome: e.outcome,
        })),
        count: r.count,
        page: r.page,
        pageSize: r.page_size,
      };
    },
  },
};
