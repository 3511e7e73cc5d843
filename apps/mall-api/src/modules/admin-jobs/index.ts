// The job queue in the console: super administrators (jobs.manage) see the jobs that used up their
// retries and may queue one again (audited). The queue lives outside the call's transaction: the
// retry is audited in the transaction after the queue took it.
import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '@mall/rest-contract';
import type { JobQueue } from '../../jobs';
import { BusinessError, unixSeconds } from '../../http/envelope';
import { registerConsoleCalls } from '../console/register';

export function registerJobCalls(app: FastifyInstance, deps: { jobs: JobQueue }): void {
  const { jobs } = deps;
  registerConsoleCalls(app, {
    '/admin/api/jobs/failed': async ({ input }) => ({
      queue_kind: jobs.kind,
      list: (await jobs.failed(input.limit)).map((j) => ({
        id: j.id,
        queue: j.queue,
        summary: j.summary,
        error: j.error,
        attempts: j.attempts,
        created_time: unixSeconds(j.createdAt),
        failed_time: unixSeconds(j.failedAt),
      })),
    }),
    '/admin/api/jobs/retry': async ({ input, audit }) => {
      if (!(await jobs.retry(input.queue, input.id))) throw new BusinessError('没有这个失败任务（可能已重试或已清理）', ErrorCode.NOT_FOUND);
      await audit({ action: 'jobs.retry', targetType: 'job', targetId: input.id, after: { queue: input.queue } });
      return { retried: true };
    },
  });
}
