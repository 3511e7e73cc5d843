// The job queue on PostgreSQL: pg-boss keeps jobs in its own schema (`pgboss`, created and migrated
// on start) and hands each one to exactly one worker of any instance (SELECT … FOR UPDATE SKIP
// LOCKED), retries it with backoff and keeps it, state `failed`, once its retries are used up.
// It polls and never LISTENs, and takes only transaction-scoped locks, so it works through PgBouncer
// in transaction mode.
import { PgBoss } from 'pg-boss';
import { errorText, type FailedJob, type JobDefinition, type JobQueue, type QueueLog } from './queue';

export interface PgBossOptions {
  connectionString: string;
  log: QueueLog;
  /** The queue's own schema; default `pgboss`. */
  schema?: string;
  /** How often an idle worker looks for due jobs (seconds, ≥ 0.5); default 2. */
  pollingIntervalSeconds?: number;
  /** Connections of the queue's own pool; default 3. */
  poolMax?: number;
}

/** A minute-granular cron line for "every `seconds`" (pg-boss schedules by cron). */
export function cronEvery(seconds: number): string {
  const minutes = Math.max(1, Math.round(seconds / 60));
  if (minutes < 60) return `*/${minutes} * * * *`;
  return `0 */${Math.min(23, Math.max(1, Math.round(minutes / 60)))} * * *`;
}

interface FailedRow {
  id: string;
  name: string;
  data: object | null;
  /** A thrown error as serialize-error stores it, or pg-boss's own `{ value: { message } }` (timeouts). */
  output: { message?: string; value?: { message?: string } } | null;
  retry_count: number;
  created_on: Date;
  completed_on: Date | null;
}

export async function createPgBossQueue(options: PgBossOptions): Promise<JobQueue> {
  const schema = options.schema ?? 'pgboss';
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`job queue schema must be a plain identifier, not ${JSON.stringify(schema)}`);
  const boss = new PgBoss({
    connectionString: options.connectionString,
    schema,
    max: options.poolMax ?? 3,
    application_name: 'mall-api jobs',
  });
  boss.on('error', (err: Error) => options.log.error({ err: err.message }, 'job queue error'));
  await boss.start();
  const definitions = new Map<string, JobDefinition<object>>();
  const polling = options.pollingIntervalSeconds ?? 2;

  return {
    kind: 'pg-boss',
    async define<T extends object>(name: string, definition: JobDefinition<T>) {
      if (definitions.has(name)) throw new Error(`job queue "${name}" is defined twice`);
      definitions.set(name, definition as JobDefinition<object>);
      const queueOptions = {
        retryLimit: definition.retry.retryLimit,
        retryDelay: definition.retry.retryDelaySeconds,
        retryBackoff: definition.retry.retryBackoff,
        ...(definition.retry.retryDelayMaxSeconds !== undefined ? { retryDelayMax: definition.retry.retryDelayMaxSeconds } : {}),
        ...(definition.expireAfterSeconds !== undefined ? { retentionSeconds: definition.expireAfterSeconds } : {}),
        ...(definition.keepDoneSeconds !== undefined ? { deleteAfterSeconds: definition.keepDoneSeconds } : {}),
      };
      // createQueue leaves an existing queue's options alone; updateQueue brings them to this code's
      // (the policy is fixed when the queue is created).
      await boss.createQueue(name, { ...queueOptions, policy: definition.oneJobPerKey ? 'exclusive' : 'standard' });
      await boss.updateQueue(name, queueOptions);
      await boss.work<T>(name, { pollingIntervalSeconds: polling, batchSize: 1 }, async ([job]) => {
        await definition.run(job.data);
      });
    },
    async send(name, data, sendOptions = {}) {
      await boss.send(name, data, { startAfter: sendOptions.startAfter, singletonKey: sendOptions.singletonKey });
    },
    async repeat(name, seconds) {
      await boss.schedule(name, cronEvery(seconds), {});
    },
    async failed(limit) {
      const { rows } = await boss
        .getDb()
        .executeSql(
          `SELECT id, name, data, output, retry_count, created_on, completed_on FROM ${schema}.job WHERE state = 'failed' ORDER BY completed_on DESC NULLS LAST LIMIT $1`,
          [limit],
        );
      return (rows as FailedRow[]).map(
        (r): FailedJob => ({
          id: r.id,
          queue: r.name,
          summary: definitions.get(r.name)?.describe(r.data ?? {}) ?? r.name,
          error: errorText(r.output?.message ?? r.output?.value?.message ?? JSON.stringify(r.output ?? '')),
          attempts: r.retry_count + 1,
          createdAt: new Date(r.created_on),
          failedAt: new Date(r.completed_on ?? r.created_on),
        }),
      );
    },
    async retry(queue, id) {
      if (!definitions.has(queue)) return false;
      // The declared CommandResponse is empty; at run time it counts the jobs it moved.
      const result = (await boss.retry(queue, id)) as { affected?: number };
      return (result.affected ?? 0) > 0;
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
}
