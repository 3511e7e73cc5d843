// The audit log's search (its .xlsx export is a download: /console/export/audit).
import type { Resolvers } from '../generated/resolvers-types';
import { filteredListBody } from '../mappers/camel';

export const resolvers: Resolvers = {
  Query: {
    auditLog: async (_p, args, ctx) => {
      const r = await ctx.console.call('/admin/api/audit/search', filteredListBody(args));
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
