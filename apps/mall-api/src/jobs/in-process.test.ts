// The in-process runner (PGlite default): a due job runs before send() resolves, a delayed one at its
// time, a failing one is retried with a growing wait and then listed as failed, and may be retried.
import { describe, expect, it, vi } from 'vitest';
import { createInProcessQueue } from './in-process';
import { retryDelaySeconds } from './queue';

const policy = { retryLimit: 3, retryDelaySeconds: 10, retryBackoff: true };

describe('retryDelaySeconds', () => {
  it('doubles from the base delay, capped by the maximum; without backoff it is fixed', () => {
    expect([0, 1, 2, 3].map((n) => retryDelaySeconds(policy, n))).toEqual([10, 20, 40, 80]);
    expect(retryDelaySeconds({ ...policy, retryDelayMaxSeconds: 30 }, 3)).toBe(30);
    expect(retryDelaySeconds({ ...policy, retryBackoff: false }, 5)).toBe(10);
  });
});

describe('the in-process queue', () => {
  // 1 "second" of the policies is 2 ms here.
  const queue = () => createInProcessQueue({ msPerSecond: 2 });

  it('runs a due job before send() resolves and a delayed one not before its time', async () => {
    const q = queue();
    const ran: [string, number][] = [];
    await q.define<{ n: string }>('t.run', { retry: policy, describe: (d) => d.n, run: async (d) => void ran.push([d.n, Date.now()]) });
    await q.send('t.run', { n: 'now' });
    expect(ran.map(([n]) => n)).toEqual(['now']);
    const at = Date.now() + 150;
    await q.send('t.run', { n: 'later' }, { startAfter: new Date(at) });
    expect(ran).toHaveLength(1);
    await vi.waitFor(() => expect(ran).toHaveLength(2), { timeout: 2000 });
    expect(ran[1][1]).toBeGreaterThanOrEqual(at);
    await q.stop();
  });

  it('keeps one queued job per singleton key', async () => {
    const q = queue();
    const ran: number[] = [];
    await q.define<{ n: number }>('t.single', { retry: policy, oneJobPerKey: true, describe: () => '', run: async (d) => void ran.push(d.n) });
    const later = new Date(Date.now() + 100);
    await q.send('t.single', { n: 1 }, { startAfter: later, singletonKey: 'a' });
    await q.send('t.single', { n: 2 }, { startAfter: later, singletonKey: 'a' });
    await q.send('t.single', { n: 3 }, { startAfter: later, singletonKey: 'b' });
    await vi.waitFor(() => expect(ran.sort()).toEqual([1, 3]), { timeout: 2000 });
    await expect(q.send('t.single', { n: 4 })).rejects.toThrow(/singletonKey/);
    await q.stop();
  });

  it('retries with a growing wait, then lists the job as failed without its data; a retry runs it again', async () => {
    const q = queue();
    const attempts: number[] = [];
    let healthy = false;
    await q.define<{ mobile: string; code: string }>('t.flaky', {
      retry: policy,
      describe: (d) => `短信 → 尾号 ${d.mobile.slice(-4)}`,
      run: async () => {
        attempts.push(Date.now());
        if (!healthy) throw new Error('短信网关超时');
      },
    });
    await q.send('t.flaky', { mobile: '13800138000', code: '123456' });
    await vi.waitFor(async () => expect(await q.failed(10)).toHaveLength(1), { timeout: 5000 });
    expect(attempts).toHaveLength(1 + policy.retryLimit);
    const gaps = attempts.slice(1).map((t, i) => t - attempts[i]);
    // Waits of 10, 20, 40 "seconds" (20, 40, 80 ms): each at least its delay, and growing.
    gaps.forEach((gap, i) => expect(gap).toBeGreaterThanOrEqual(retryDelaySeconds(policy, i) * 2 - 1));
    const [failed] = await q.failed(10);
    expect(failed).toMatchObject({ queue: 't.flaky', summary: '短信 → 尾号 8000', error: '短信网关超时', attempts: 4 });
    expect(JSON.stringify(failed)).not.toContain('123456');

    healthy = true;
    expect(await q.retry('t.flaky', 'not-a-job')).toBe(false);
    expect(await q.retry('t.flaky', failed.id)).toBe(true);
    await vi.waitFor(() => expect(attempts).toHaveLength(5), { timeout: 2000 });
    expect(await q.failed(10)).toEqual([]);
    await q.stop();
  });

  it('drops a job that waited past its expiry and reports it failed', async () => {
    const q = queue();
    const run = vi.fn(async () => undefined);
    await q.define('t.expiring', { retry: policy, expireAfterSeconds: 10, describe: () => '过期任务', run });
    await q.send('t.expiring', {}, { startAfter: new Date(Date.now() + 80) });
    await vi.waitFor(async () => expect(await q.failed(10)).toHaveLength(1), { timeout: 2000 });
    expect(run).not.toHaveBeenCalled();
    expect((await q.failed(10))[0].error).toMatch(/expired/);
    await q.stop();
  });

  it('refuses an unknown queue and a second definition of one', async () => {
    const q = queue();
    await expect(q.send('t.nowhere', {})).rejects.toThrow(/not defined/);
    await q.define('t.once', { retry: policy, describe: () => '', run: async () => undefined });
    await expect(q.define('t.once', { retry: policy, describe: () => '', run: async () => undefined })).rejects.toThrow(/twice/);
    await q.stop();
  });
});
