// 失败任务: the job queue's jobs that used up their retries (an SMS the gateway never took, an
// auto-close that kept failing), newest first, each with its error; 重新执行 queues one again
// (mall-api checks jobs.manage, super administrators only, and audits the retry).
import { m } from '@mall/i18n';
import { useFetcher, useLoaderData } from 'react-router-dom';
import { Button, formatDateTime, Stack } from '@mall/ui';
import { consoleRequest, ConsoleRequestError, consoleRoute, DataTable, FailedJobsDocument, RetryFailedJobDocument, type DataColumn, wholeListPaging, type FailedJobsQuery } from '@mall/console-kit';

export const loader = consoleRoute(async () => consoleRequest(FailedJobsDocument, { limit: 100 }));

/** Answers `{ ok }` or `{ error }` (mall-api's message: the job was retried meanwhile, say). */
export const action = consoleRoute(async ({ request }: { request: Request }) => {
  const form = await request.formData();
  try {
    await consoleRequest(RetryFailedJobDocument, { queue: String(form.get('queue') ?? ''), id: String(form.get('id') ?? '') });
    return { ok: true as const };
  } catch (error) {
    if (error instanceof ConsoleRequestError && error.code === 'BUSINESS_ERROR') return { error: error.message };
    throw error;
  }
});

type Job = FailedJobsQuery['failedJobs']['list'][number];

export function Component() {
  const { failedJobs } = useLoaderData() as FailedJobsQuery;
  const fetcher = useFetcher<{ ok?: true; error?: string }>();
  const retrying = fetcher.state !== 'idle' ? String(fetcher.formData?.get('id') ?? '') : '';
  const columns: DataColumn<Job>[] = [
    { key: 'failedTime', title: m['console.jobs.failedTime'](), render: (j) => formatDateTime(j.failedTime) },
    { key: 'queue', title: m['console.jobs.queue'](), render: (j) => <code>{j.queue}</code> },
    { key: 'summary', title: m['console.jobs.summary']() },
    { key: 'error', title: m['console.jobs.error']() },
    { key: 'attempts', title: m['console.jobs.attempts']() },
    { key: 'createdTime', title: m['console.jobs.createdTime'](), render: (j) => formatDateTime(j.createdTime) },
    {
      key: 'retry',
      title: m['console.jobs.actions'](),
      render: (j) => (
        <Button size="sm" variant="text" disabled={retrying === j.id} onClick={() => fetcher.submit({ queue: j.queue, id: j.id }, { method: 'post' })}>
          {m['console.jobs.retry']()}
        </Button>
      ),
    },
  ];
  return (
    <Stack space="md">
      <h1>{m['console.jobs.title']()}</h1>
      <p>{(failedJobs.queueKind === 'pg-boss' ? m['console.jobs.aboutPgBoss']() : m['console.jobs.aboutInProcess']())}</p>
      {/* The newest 100 on one page: a queue with more failures has a bigger problem than paging. */}
      <DataTable
        caption={m['console.jobs.title']()}
        columns={columns}
        rows={failedJobs.list}
        rowKey="id"
        {...wholeListPaging(failedJobs.list)}
        error={fetcher.data?.error}
      />
    </Stack>
  );
}
