// SMS goes out through the job queue: the request that asked for a code answers once the code is
// stored and its job queued, and a gateway that is down or slow is retried with backoff instead of
// failing the request. A code that could not be sent within its lifetime is dropped (it would be
// refused anyway), and the job's row, which holds the code, is kept only briefly once sent.
import { SMS_CODE_TTL_SECONDS } from '@mall/rest-contract';
import type { JobQueue } from '../../jobs';
import type { SmsPurpose, SmsSender } from './sms';

export const SMS_SEND_JOB = 'sms.send';

const PURPOSE_NAMES: Record<SmsPurpose, string> = { register: '注册', login: '登录', findpassword: '找回密码', modifymobile: '更换手机号' };

interface SmsJob {
  mobile: string;
  purpose: SmsPurpose;
  code: string;
}

/** Defines the `sms.send` queue over `sender` and answers the sender that queues. */
export async function queuedSmsSender(jobs: JobQueue, sender: SmsSender): Promise<SmsSender> {
  await jobs.define<SmsJob>(SMS_SEND_JOB, {
    retry: { retryLimit: 4, retryDelaySeconds: 5, retryBackoff: true, retryDelayMaxSeconds: 60 },
    expireAfterSeconds: SMS_CODE_TTL_SECONDS,
    keepDoneSeconds: SMS_CODE_TTL_SECONDS,
    describe: (job) => `${PURPOSE_NAMES[job.purpose] ?? job.purpose}验证码短信 → 尾号 ${job.mobile.slice(-4)}`,
    run: (job) => sender.send(job.mobile, job.purpose, job.code),
  });
  return { send: (mobile, purpose, code) => jobs.send<SmsJob>(SMS_SEND_JOB, { mobile, purpose, code }) };
}
