// The job queue of the embedded default (PGlite is one process): jobs live in this process's memory
// and run on timers. A job due now runs its first attempt before send() resolves: there is no other
// worker to hand it to, and callers (and tests) then see its effect at once. Retries, backoff, expiry
// and the failed list behave as on pg-boss. Queued jobs do not survive a restart: the repeating
// catch-up jobs (the order sweep) pick up what a restart dropped.
import { randomUUID } from 'node:crypto';
import { errorText, retryDelaySeconds, type FailedJob, type JobDefinition, type JobQueue, type QueueLog, type SendOptions } from './queue';

interface Pending {
  id: string;
  queue: string;
  data: object;
  singletonKey?: string;
  attempts: number;
  createdAt: Date;
  timer?: NodeJS.Timeout;
}

export interface InProcessOptions {
  log?: QueueLog;
  /** Milliseconds per second of the retry policies and repeats (tests shrink time). */
  msPerSecond?: number;
  /** How many failed jobs are kept for operators. */
  keepFailed?: number;
}

// setTimeout holds at most 2³¹−1 ms (24.8 days); a longer wait is taken in steps.
const MAX_TIMER_MS = 2 ** 31 - 1;

export function createInProcessQueue(options: InProcessOptions = {}): JobQueue {
  const msPerSecond = options.msPerSecond ?? 1000;
  const keepFailed = options.keepFailed ?? 200;
  const definitions = new Map<string, JobDefinition<object>>();
  const pending = new Map<string, Pending>();
  const running = new Set<Promise<void>>();
  const repeats: NodeJS.Timeout[] = [];
  let failedJobs: (FailedJob & { data: object })[] = [];
  let stopped = false;

  function definitionOf(queue: string) {
    const definition = definitions.get(queue);
    if (!definition) throw new Error(`job queue "${queue}" is not defined`);
    return definition;
  }

  function schedule(job: Pending, at: number) {
    const wait = Math.min(MAX_TIMER_MS, Math.max(0, at - Date.now()));
    job.timer = setTimeout(() => (Date.now() >= at ? track(attempt(job)) : schedule(job, at)), wait);
    job.timer.unref();
  }

  function track(work: Promise<void>) {
    running.add(work);
    void work.finally(() => running.delete(work));
  }

  async function attempt(job: Pending): Promise<void> {
    if (stopped) return;
    const definition = definitionOf(job.queue);
    const expireAfter = definition.expireAfterSeconds;
    if (expireAfter !== undefined && Date.now() - job.createdAt.getTime() > expireAfter * msPerSecond) {
      pending.delete(job.id);
      fail(job, definition, 'expired before it could run');
      return;
    }
    try {
      await definition.run(job.data);
      pending.delete(job.id);
    } catch (error) {
      job.attempts++;
      if (job.attempts > definition.retry.retryLimit) {
        pending.delete(job.id);
        fail(job, definition, errorText(error));
        return;
      }
      const delay = retryDelaySeconds(definition.retry, job.attempts - 1) * msPerSecond;
      options.log?.warn({ queue: job.queue, id: job.id, attempt: job.attempts, retryInMs: delay, err: errorText(error) }, 'job failed, retrying');
      schedule(job, Date.now() + delay);
    }
  }

  function fail(job: Pending, definition: JobDefinition<object>, error: string) {
    options.log?.error({ queue: job.queue, id: job.id, attempts: job.attempts, err: error }, 'job failed for good');
    failedJobs.unshift({ id: job.id, queue: job.queue, summary: definition.describe(job.data), error, attempts: job.attempts, createdAt: job.createdAt, failedAt: new Date(), data: job.data });
    failedJobs = failedJobs.slice(0, keepFailed);
  }

  async function enqueue(queue: string, data: object, options: SendOptions = {}) {
    const definition = definitionOf(queue);
    if (stopped) throw new Error('the job queue is stopped');
    if (definition.oneJobPerKey) {
      if (!options.singletonKey) throw new Error(`job queue "${queue}" takes one job per key: send it a singletonKey`);
      if ([...pending.values()].some((j) => j.queue === queue && j.singletonKey === options.singletonKey)) return;
    }
    const job: Pending = { id: randomUUID(), queue, data, singletonKey: options.singletonKey, attempts: 0, createdAt: new Date() };
    pending.set(job.id, job);
    const at = options.startAfter?.getTime() ?? 0;
    if (at > Date.now()) schedule(job, at);
    else await attempt(job);
  }

  return {
    kind: 'in-process',
    async define(name, definition) {
      if (definitions.has(name)) throw new Error(`job queue "${name}" is defined twice`);
      definitions.set(name, definition as JobDefinition<object>);
    },
    send: (name, data, sendOptions) => enqueue(name, data, sendOptions),
    async repeat(name, seconds) {
      definitionOf(name);
      const timer = setInterval(() => {
        // One run at a time: a slow sweep is not started again beside itself.
        if (![...pending.values()].some((j) => j.queue === name)) void enqueue(name, {});
      }, seconds * msPerSecond);
      timer.unref();
      repeats.push(timer);
    },
    async failed(limit) {
      return failedJobs.slice(0, limit).map(({ data: _data, ...job }) => job);
    },
    async retry(queue, id) {
      const index = failedJobs.findIndex((j) => j.id === id && j.queue === queue);
      if (index < 0) return false;
      const [job] = failedJobs.splice(index, 1);
      const again: Pending = { id: job.id, queue, data: job.data, attempts: 0, createdAt: new Date() };
      pending.set(again.id, again);
      schedule(again, Date.now());
      return true;
    },
    async stop() {
      stopped = true;
      for (const timer of repeats) clearInterval(timer);
      for (const job of pending.values()) clearTimeout(job.timer);
      await Promise.race([Promise.allSettled([...running]), new Promise((r) => setTimeout(r, 10_000).unref())]);
    },
  };
}
