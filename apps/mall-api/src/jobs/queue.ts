// The job queue's one interface (ARCHITECTURE §5): scheduled and slow work runs as named jobs, once
// across instances, with retries and backoff, and a job that used up its retries stays visible to
// operators. Two implementations: pg-boss on PostgreSQL (pg-boss.ts) and an in-process runner for
// the embedded PGlite default, which is one process by nature (in-process.ts).

/** How a queue's jobs are retried. Delays are seconds; with backoff the n-th retry waits about delay·2ⁿ. */
export interface RetryPolicy {
  retryLimit: number;
  retryDelaySeconds: number;
  retryBackoff: boolean;
  /** With backoff: the longest wait between two attempts. */
  retryDelayMaxSeconds?: number;
}

export interface JobDefinition<T extends object> {
  retry: RetryPolicy;
  /**
   * A queued job older than this is dropped instead of run (an SMS code that could not be sent
   * within its lifetime is useless); default 14 days.
   */
  expireAfterSeconds?: number;
  /**
   * How long a finished job's row (and its data) is kept; default 7 days. Short for data that holds a
   * secret (an SMS code).
   */
  keepDoneSeconds?: number;
  /**
   * At most one queued, running or retrying job per `singletonKey` (every send must give one): a
   * second send with a key already in the queue is dropped. On pg-boss, the `exclusive` policy.
   */
  oneJobPerKey?: boolean;
  /** What operators see of a failed job: a short line without secrets (never an SMS code). */
  describe(data: T): string;
  run(data: T): Promise<void>;
}

export interface SendOptions {
  /** Not before this time (a delayed job). */
  startAfter?: Date;
  /** The job's key, for a queue defined with `oneJobPerKey`. */
  singletonKey?: string;
}

export interface FailedJob {
  id: string;
  queue: string;
  summary: string;
  error: string;
  attempts: number;
  createdAt: Date;
  failedAt: Date;
}

export interface JobQueue {
  readonly kind: 'pg-boss' | 'in-process';
  /** Declares a queue and runs its jobs in this instance. Call once per queue, before sending. */
  define<T extends object>(name: string, definition: JobDefinition<T>): Promise<void>;
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<void>;
  /** Sends one job of `name` every `seconds` (rounded to whole minutes on pg-boss), once across instances. */
  repeat(name: string, seconds: number): Promise<void>;
  /** The latest failed jobs (retries used up), newest first. */
  failed(limit: number): Promise<FailedJob[]>;
  /** Queues a failed job again with a fresh retry count; false when no failed job has that id. */
  retry(queue: string, id: string): Promise<boolean>;
  /** Stops taking jobs and waits (bounded) for the running ones. */
  stop(): Promise<void>;
}

export interface QueueLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** The wait before retry number `retryCount + 1` (seconds), the formula pg-boss applies, without its jitter. */
export function retryDelaySeconds(policy: RetryPolicy, retryCount: number): number {
  if (!policy.retryBackoff) return policy.retryDelaySeconds;
  const delay = Math.max(1, policy.retryDelaySeconds) * 2 ** Math.min(16, retryCount);
  return policy.retryDelayMaxSeconds === undefined ? delay : Math.min(policy.retryDelayMaxSeconds, delay);
}

export const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);
