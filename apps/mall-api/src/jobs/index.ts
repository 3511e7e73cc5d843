// Opens the job queue that fits the database: pg-boss on PostgreSQL, the in-process runner on PGlite.
import { createInProcessQueue } from './in-process';
import { createPgBossQueue } from './pg-boss';
import type { JobQueue, QueueLog } from './queue';

export type { FailedJob, JobDefinition, JobQueue, QueueLog, RetryPolicy, SendOptions } from './queue';
export { createInProcessQueue } from './in-process';

/**
 * `databaseUrl` set: pg-boss in that database (JOB_POLL_SECONDS, default 2: how often an idle worker
 * looks for due jobs). Empty: the in-process runner.
 */
export async function openJobQueue(databaseUrl: string, log: QueueLog, env: NodeJS.ProcessEnv = process.env): Promise<JobQueue> {
  if (!databaseUrl) return createInProcessQueue({ log });
  const raw = env.JOB_POLL_SECONDS?.trim();
  const polling = raw ? Number(raw) : 2;
  if (!Number.isFinite(polling) || polling < 0.5) throw new Error(`JOB_POLL_SECONDS must be a number of seconds ≥ 0.5, not ${JSON.stringify(raw)}`);
  return createPgBossQueue({ connectionString: databaseUrl, log, pollingIntervalSeconds: polling });
}
