// The job queue as operators see it (mall-api src/jobs/, src/modules/admin-jobs/): the jobs that used
// up their retries, and a retry of one of them. Platform super administrators only (jobs.manage).
import { z } from 'zod';
import { consoleCall } from './call';

export const failedJobRow = z.object({
  id: z.string(),
  queue: z.string(),
  /** A short line about the job, without its secrets (an SMS job shows the mobile's last digits). */
  summary: z.string(),
  error: z.string(),
  attempts: z.number().int(),
  created_time: z.number().int(),
  failed_time: z.number().int(),
});
export type FailedJobRow = z.output<typeof failedJobRow>;

const jobQueueName = z
  .string({ error: '队列名称必须是文字' })
  .trim()
  .regex(/^[a-z][a-z0-9.-]{0,63}$/, { error: '队列名称不正确' });
const jobId = z.uuid({ error: '任务编号不正确' });

export const jobsEndpoints = {
  '/admin/api/jobs/failed': consoleCall({
    permission: 'jobs.manage',
    kind: 'read',
    summary: '失败任务（重试用尽）列表，最新的在前',
    request: z.object({ limit: z.coerce.number({ error: '条数必须是数字' }).int({ error: '条数必须是整数' }).min(1, { error: '条数至少为 1' }).max(200, { error: '条数不能超过 200' }).default(50) }),
    response: z.object({ queue_kind: z.enum(['pg-boss', 'in-process']), list: z.array(failedJobRow) }),
  }),
  '/admin/api/jobs/retry': consoleCall({
    permission: 'jobs.manage',
    kind: 'write',
    summary: '重新执行一个失败任务',
    request: z.object({ queue: jobQueueName, id: jobId }),
    response: z.object({ retried: z.boolean() }),
  }),
} as const;
