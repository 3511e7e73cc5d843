// 审计日志: every console write and sign-in, searched by account, action, target and time (filters
// and page in the URL, paged by mall-api) and exported as .xlsx with the same filters.
import { m } from '@mall/i18n';
import { useLoaderData } from 'react-router-dom';
import { Button, formatDateTime } from '@mall/ui';
import { AuditLogDocument, consoleRequest, consoleRoute, ListPage, listParams, StatusBadge, useListParams, type AuditLogQuery, type DataColumn } from '@mall/console-kit';
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
  const { auditLog } = useLoaderData() as AuditLogQuery;
  const list = useListParams();
  const columns: DataColumn<Entry>[] = [
    { key: 'time', title: m['console.audit.time'](), sortKey: 'time', render: (e) => formatDateTime(e.time) },
    { key: 'username', title: m['console.audit.account']() },
    { key: 'role', title: m['console.audit.role']() },
    { key: 'action', title: m['console.audit.action']() },
    { key: 'target', title: m['console.audit.targetType'](), render: (e) => (e.targetType ? `${e.targetType} #${e.targetId}` : '—') },
    {
      key: 'change',
      title: m['console.audit.change'](),
      render: (e) => (
        <>
          {e.before && (
            <div>
              {m['console.audit.before']()}：<code>{e.before}</code>
            </div>
          )}
          {e.after && (
            <div>
              {m['console.audit.after']()}：<code>{e.after}</code>
            </div>
          )}
        </>
      ),
    },
    { key: 'ip', title: m['console.audit.ip']() },
    { key: 'outcome', title: m['console.audit.outcome'](), render: (e) => (e.outcome === 'ok' ? <StatusBadge label={m['console.status.ok']()} tone="success" /> : <StatusBadge label={m['console.status.refused']()} tone="danger" />) },
  ];
  return (
    <ListPage
      title={m['console.audit.title']()}
      filters={[
        { name: 'account', label: m['console.audit.account'](), kind: 'text' },
        { name: 'action', label: m['console.audit.action'](), kind: 'text', placeholder: 'auth.login' },
        { name: 'targetType', label: m['console.audit.targetType'](), kind: 'text' },
        { name: 'targetId', label: m['console.audit.targetId'](), kind: 'text' },
        { name: 'from', label: m['console.audit.from'](), kind: 'date' },
        { name: 'to', label: m['console.audit.to'](), kind: 'date' },
      ]}
      list={list}
      columns={columns}
      data={auditLog}
      rowKey="id"
      defaultSort="time_desc"
      toolbar={
        <Button variant="secondary" onClick={() => window.location.assign(auditExportHref(list.filters))}>
          {m['console.list.export']()}
        </Button>
      }
    />
  );
}
