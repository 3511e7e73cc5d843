// The job queue's failed jobs and their retry (mall-api checks jobs.manage and audits the retry).
import type { Resolvers } from '../generated/resolvers-types';
import { camelize } from '../mappers/camel';

export const resolvers: Resolvers = {
  Query: {
    failedJobs: async (_p, { limit }, ctx) => camelize(await ctx.console.call('/admin/api/jobs/failed', limit == null ? {} : { limit })),
  },
  Mutation: {
    retryFailedJob: async (_p, { queue, id }, ctx) => (await ctx.console.call('/admin/api/jobs/retry', { queue, id })).retried,
  },
};
