// 单位管理 (read only): units searched by name, contact or credit code (in the URL, paged by mall-api);
// the selected unit (?id=) with its members and its voucher ledger, each paged.
import { m } from '@mall/i18n';
import { useLoaderData, useSearchParams } from 'react-router-dom';
import { Button, formatDateTime, formatPrice } from '@mall/ui';
import { consoleRequest, consoleRoute, ConsoleUnitDocument, ConsoleUnitsDocument, DataTable, DetailPanel, ListPage, listParams, useListParams, type ConsoleUnitQuery, type ConsoleUnitsQuery, type DataColumn } from '@mall/console-kit';

type Data = { units: ConsoleUnitsQuery['consoleUnits']; unit: ConsoleUnitQuery | null };
const page = (value: string | null) => Math.max(1, Number(value) || 1);

export const loader = consoleRoute(async ({ request }: { request: Request }): Promise<Data> => {
  const p = listParams(request);
  const search = new URL(request.url).searchParams;
  const id = Number(search.get('id'));
  const [units, unit] = await Promise.all([
    consoleRequest(ConsoleUnitsDocument, { page: p.page, pageSize: p.pageSize, sort: p.sort, keyword: p.filters.keyword }),
    Number.isInteger(id) && id > 0 ? consoleRequest(ConsoleUnitDocument, { id, page: page(search.get('mpage')), ledgerPage: page(search.get('lpage')) }) : Promise.resolve(null),
  ]);
  return { units: units.consoleUnits, unit };
});

export function Component() {
  const { units, unit } = useLoaderData() as Data;
  const list = useListParams();
  const [search, setSearch] = useSearchParams();
  const set = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(search);
    for (const [k, v] of Object.entries(changes)) {
      if (v === null) next.delete(k);
      else next.set(k, v);
    }
    setSearch(next);
  };
  const columns: DataColumn<Data['units']['list'][number]>[] = [
    { key: 'orgName', title: m['console.members.column.unit']() },
    { key: 'orgTypeName', title: m['console.members.column.unitType']() },
    { key: 'contact', title: m['console.members.column.contact'](), render: (u) => `${u.contactName} ${u.contactMobile}` },
    { key: 'members', title: m['console.members.column.members']() },
    { key: 'voucherStockFen', title: m['console.members.column.stock'](), render: (u) => formatPrice(u.voucherStockFen) },
    { key: 'createTime', title: m['console.members.column.createTime'](), sortKey: 'time', render: (u) => formatDateTime(u.createTime) },
    {
      key: 'actions',
      title: m['console.members.column.actions'](),
      render: (u) => (
        <Button size="sm" variant="text" onClick={() => set({ id: String(u.orgId), mpage: null, lpage: null })} aria-label={`${m['console.members.detail.view']()} ${u.orgName}`}>
          {m['console.members.detail.view']()}
        </Button>
      ),
    },
  ];
  return (
    <ListPage
      title={m['console.members.title.units']()}
      filters={[{ name: 'keyword', label: m['console.members.filter.unitKeyword'](), kind: 'text' }]}
      list={list}
      columns={columns}
      data={units}
      rowKey="orgId"
      defaultSort="time_desc"
    >
      {unit && (
        <DetailPanel title={unit.consoleUnit.orgName} onClose={() => set({ id: null, mpage: null, lpage: null })}>
          <p>
            {[`${m['console.members.unit.credit']()}：${unit.consoleUnit.creditCode || '—'}`, `${m['console.members.unit.address']()}：${unit.consoleUnit.address || '—'}`, `${m['console.members.column.contact']()}：${unit.consoleUnit.contactName} ${unit.consoleUnit.contactMobile}`].join(' · ')}
          </p>
          <DataTable
            caption={m['console.members.unit.members']()}
            columns={[
              { key: 'realName', title: m['console.members.column.realName'](), render: (row) => row.realName || row.nickname },
              { key: 'mobile', title: m['console.members.column.mobile']() },
              { key: 'isAdmin', title: m['console.members.column.admin'](), render: (row) => (row.isAdmin ? '✓' : '') },
              { key: 'joinTime', title: m['console.members.column.time'](), render: (row) => formatDateTime(row.joinTime) },
            ]}
            rows={unit.consoleUnitMembers.list}
            rowKey="memberId"
            count={unit.consoleUnitMembers.count}
            page={unit.consoleUnitMembers.page}
            pageSize={unit.consoleUnitMembers.pageSize}
            onPage={(p) => set({ mpage: String(p) })}
          />
          <h3>{m['console.members.unit.ledger']()}</h3>
          <DataTable
            caption={m['console.members.unit.ledger']()}
            columns={[
              { key: 'createTime', title: m['console.members.column.time'](), render: (l) => formatDateTime(l.createTime) },
              { key: 'kindName', title: m['console.members.column.kind']() },
              { key: 'memberName', title: m['console.members.column.member']() },
              { key: 'stockChangeFen', title: m['console.members.column.stockChange'](), render: (l) => formatPrice(l.stockChangeFen) },
              { key: 'valueChangeFen', title: m['console.members.column.valueChange'](), render: (l) => formatPrice(l.valueChangeFen) },
              { key: 'remark', title: m['console.members.column.remark']() },
            ]}
            rows={unit.consoleUnitLedger.list}
            rowKey="id"
            count={unit.consoleUnitLedger.count}
            page={unit.consoleUnitLedger.page}
            pageSize={unit.consoleUnitLedger.pageSize}
            onPage={(p) => set({ lpage: String(p) })}
          />
        </DetailPanel>
      )}
    </ListPage>
  );
}
