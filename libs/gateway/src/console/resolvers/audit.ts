// The audit log's search (its .xlsx export is a download: /console/export/audit).
import type { Resolvers } from '../generated/resolvers-types';
import { camelize, filteredListBody, pageOf } from '../mappers/camel';

/** The changed fields as their JSON text, as mall-api recorded them; null where nothing changed. */
const json = (fields: Record<string, unknown> | null) => (fields ? JSON.stringify(fields) : null);

export const resolvers: Resolvers = {
  Query: {
    auditLog: async (_p, args, ctx) =>
      pageOf(await ctx.console.call('/admin/api/audit/search', filteredListBody(args)), ({ before, after, ...e }) => ({
        ...camelize(e),
        before: json(before),
        after: json(after),
      })),
  },
};
