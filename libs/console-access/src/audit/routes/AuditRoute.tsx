// 审计日志: every console write and sign-in, searched by account, action, target and time (filters
// and page in the URL, paged by mall-api) and exported as .xlsx with the same filters.
import { useLoaderData } from 'react-router-dom';
import { Button, formatDateTime, Stack } from '@mall/ui';
import { AuditLogDocument, consoleRequest, consoleRoute, DataTable, FilterBar, listParams, StatusBadge, useConsoleT, useListParams, type AuditLogQuery, type DataColumn } from '@mall/console-kit';
import { auditExportHref, dayBound } from '../lib/filters';

export const loader = consoleRoute(async ({ request }: { request: Request }) => {
  const p = listParams(request);
  return consoleRequest(AuditLogDocument, {
    page: p.page,
    pageSize: p.pageSize,
    sort: p.sort,
    filter: {
      account: p.filters.account,
      action: p.filters.action,
      targetType: p.filters.targetType,
      targetId: p.filters.targetId,
      from: dayBound(p.filters.from, 'start'),
      to: dayBound(p.filters.to, 'end'),
    },
  });
});

type Entry = AuditLogQuery['auditLog']['list'][number];

export function Component() {
  const t = useConsoleT();
  const { auditLog } = useLoaderData() as AuditLogQuery;
  const list = useListParams();
  const columns: DataColumn<Entry>[] = [
    { key: 'time', title: t('audit.time'), sortKey: 'time', render: (e) => formatDateTime(e.time) },
    { key: 'username', title: t('audit.account') },
    { key: 'role', title: t('audit.role') },
    { key: 'action', title: t('audit.action') },
    { key: 'target', title: t('audit.targetType'), render: (e) => (e.targetType ? `${e.targetType} #${e.targetId}` : '—') },
    {
      key: 'change',
      title: t('audit.change'),
      render: (e) => (
        <>
          {e.before && (
            <div>
              {t('audit.before')}：<code>{e.before}</code>
            </div>
          )}
          {e.after && (
            <div>
              {t('audit.after')}：<code>{e.after}</code>
            </div>
          )}
        </>
      ),
    },
    { key: 'ip', title: t('audit.ip') },
    { key: 'outcome', title: t('audit.outcome'), render: (e) => (e.outcome === 'ok' ? <StatusBadge label={t('status.ok')} tone="success" /> : <StatusBadge label={t('status.refused')} tone="danger" />) },
  ];
  return (
    <Stack space="md">
      <h1>{t('audit.title')}</h1>
      <FilterBar
        fields={[
          { name: 'account', label: t('audit.account'), kind: 'text' },
          { name: 'action', label: t('audit.action'), kind: 'text', placeholder: 'auth.login' },
          { name: 'targetType', label: t('audit.targetType'), kind: 'text' },
          { name: 'targetId', label: t('audit.targetId'), kind: 'text' },
          { name: 'from', label: t('audit.from'), kind: 'date' },
          { name: 'to', label: t('audit.to'), kind: 'date' },
        ]}
        values={list.filters}
        onSearch={list.setFilters}
      />
      <DataTable
        caption={t('audit.title')}
        columns={columns}
        rows={auditLog.list}
        rowKey="id"
        count={auditLog.count}
        page={auditLog.page}
        pageSize={auditLog.pageSize}
        sort={list.sort ?? 'time_desc'}
        onPage={list.setPage}
        onSort={list.setSort}
        toolbar={
          <Button variant="secondary" onClick={() => window.location.assign(auditExportHref(list.filters))}>
            {t('list.export')}
          </Button>
        }
      />
    </Stack>
  );
}
