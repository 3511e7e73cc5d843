// The job queue in the console: only a role holding jobs.manage (super_admin) sees the failed jobs
// and may retry one; an SMS job whose sender keeps failing is retried, then listed without its code;
// a retry is audited and runs the job again; bad ids are refused with a message and change nothing.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ConsoleErrorCode, ErrorCode, PLATFORM_ROLES, ROLE_DEFINITIONS, type ConsoleRole, type FailedJobRow } from '@mall/rest-contract';
import { testAppPerFile } from '../../test/harness';
import { createInProcessQueue } from '../../jobs';
import { auditRows, consoleCaller, type ConsoleCaller } from '../admin-review/test-support';
import { SMS_SEND_JOB } from '../account/sms-queue';
import type { SmsSender } from '../account/sms';

let gatewayUp = false;
const delivered: string[] = [];
const sms: SmsSender = {
  send: async (mobile) => {
    if (!gatewayUp) throw new Error('短信网关无响应');
    delivered.push(mobile);
  },
};
// 1 "second" of the retry policies is 1 ms here: the SMS job's retries take a few ms.
const jobs = createInProcessQueue({ msPerSecond: 1 });
const t = testAppPerFile({ jobs, account: { sms } });
const callers = {} as Record<ConsoleRole, ConsoleCaller>;
beforeAll(async () => {
  for (const role of [...PLATFORM_ROLES, 'shop_owner'] as const) callers[role] = await consoleCaller(t.app, t.database.db, role, role === 'shop_owner' ? 1 : null);
  await jobs.send(SMS_SEND_JOB, { mobile: '13912345678', purpose: 'login', code: '654321' });
  await vi.waitFor(async () => expect(await jobs.failed(10)).toHaveLength(1), { timeout: 10_000 });
});
const admin = () => callers.super_admin;
const failedList = async () => (await admin().call<{ queue_kind: string; list: FailedJobRow[] }>('/admin/api/jobs/failed', {})).data;

describe('failed jobs in the console', () => {
  it('are listed to super_admin only, without the SMS code', async () => {
    for (const role of [...PLATFORM_ROLES, 'shop_owner'] as const) {
      const answer = await callers[role].call('/admin/api/jobs/failed', {});
      if (ROLE_DEFINITIONS[role].actions.includes('jobs.manage')) expect(answer.code, role).toBe(0);
      else expect(answer.code, role).toBe(ConsoleErrorCode.FORBIDDEN);
    }
    expect(ROLE_DEFINITIONS.super_admin.actions).toContain('jobs.manage');
    const { queue_kind, list } = await failedList();
    expect(queue_kind).toBe('in-process');
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ queue: SMS_SEND_JOB, summary: '登录验证码短信 → 尾号 5678', error: '短信网关无响应', attempts: 5 });
    expect(JSON.stringify(list)).not.toContain('654321');
  });

  it('refuses bad input with a message and a retry from other roles', async () => {
    const [job] = (await failedList()).list;
    expect(await admin().call('/admin/api/jobs/failed', { limit: 0 })).toMatchObject({ code: ErrorCode.INVALID_INPUT, message: expect.stringContaining('条数') });
    expect(await admin().call('/admin/api/jobs/retry', { queue: SMS_SEND_JOB, id: 'abc' })).toMatchObject({ code: ErrorCode.INVALID_INPUT, message: expect.stringContaining('任务编号') });
    expect(await admin().call('/admin/api/jobs/retry', { queue: 'DROP TABLE', id: job.id })).toMatchObject({ code: ErrorCode.INVALID_INPUT, message: expect.stringContaining('队列') });
    expect(await admin().call('/admin/api/jobs/retry', { queue: SMS_SEND_JOB, id: '00000000-0000-4000-8000-000000000000' })).toMatchObject({ code: ErrorCode.NOT_FOUND });
    expect(await admin().call('/admin/api/jobs/retry', { queue: 'order.auto-close', id: job.id })).toMatchObject({ code: ErrorCode.NOT_FOUND });
    for (const role of ['operator', 'finance', 'service_lead', 'shop_owner'] as const) {
      expect((await callers[role].call('/admin/api/jobs/retry', { queue: SMS_SEND_JOB, id: job.id })).code, role).toBe(ConsoleErrorCode.FORBIDDEN);
    }
    expect((await failedList()).list).toHaveLength(1);
    expect(await auditRows(t.database.db, admin().accountId, 'jobs.retry')).toHaveLength(0);
  });

  it('a retry is audited and runs the job again', async () => {
    const [job] = (await failedList()).list;
    gatewayUp = true;
    expect(await admin().call('/admin/api/jobs/retry', { queue: SMS_SEND_JOB, id: job.id })).toMatchObject({ code: 0, data: { retried: true } });
    await vi.waitFor(() => expect(delivered).toEqual(['13912345678']), { timeout: 5000 });
    expect((await failedList()).list).toEqual([]);
    const [row] = await auditRows(t.database.db, admin().accountId, 'jobs.retry');
    expect(row).toMatchObject({ targetType: 'job', targetId: job.id });
  });
});
