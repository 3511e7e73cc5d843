// 单位管理 (read only): units searched by name, contact or credit code (in the URL, paged by mall-api);
// the selected unit (?id=) with its members and its voucher ledger, each paged.
import { useLoaderData, useSearchParams } from 'react-router-dom';
import { Button, formatDateTime, formatPrice, Stack } from '@mall/ui';
import { consoleRequest, consoleRoute, ConsoleUnitDocument, ConsoleUnitsDocument, DataTable, DetailPanel, FilterBar, listParams, useListParams, type ConsoleUnitQuery, type ConsoleUnitsQuery, type DataColumn } from '@mall/console-kit';
import { useMembersT } from '../i18n';

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
  const t = useMembersT();
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
    { key: 'orgName', title: t('column.unit') },
    { key: 'orgTypeName', title: t('column.unitType') },
    { key: 'contact', title: t('column.contact'), render: (u) => `${u.contactName} ${u.contactMobile}` },
    { key: 'members', title: t('column.members') },
    { key: 'voucherStockFen', title: t('column.stock'), render: (u) => formatPrice(u.voucherStockFen) },
    { key: 'createTime', title: t('column.createTime'), sortKey: 'time', render: (u) => formatDateTime(u.createTime) },
    {
      key: 'actions',
      title: t('column.actions'),
      render: (u) => (
        <Button size="sm" variant="text" onClick={() => set({ id: String(u.orgId), mpage: null, lpage: null })} aria-label={`${t('detail.view')} ${u.orgName}`}>
          {t('detail.view')}
        </Button>
      ),
    },
  ];
  return (
    <Stack space="md">
      <h1>{t('title.units')}</h1>
      <FilterBar fields={[{ name: 'keyword', label: t('filter.unitKeyword'), kind: 'text' }]} values={list.filters} onSearch={list.setFilters} />
      <DataTable caption={t('title.units')} columns={columns} rows={units.list} rowKey="orgId" count={units.count} page={units.page} pageSize={units.pageSize} sort={list.sort ?? 'time_desc'} onPage={list.setPage} onSort={list.setSort} />
      {unit && (
        <DetailPanel title={unit.consoleUnit.orgName} onClose={() => set({ id: null, mpage: null, lpage: null })}>
          <p>
            {[`${t('unit.credit')}：${unit.consoleUnit.creditCode || '—'}`, `${t('unit.address')}：${unit.consoleUnit.address || '—'}`, `${t('column.contact')}：${unit.consoleUnit.contactName} ${unit.consoleUnit.contactMobile}`].join(' · ')}
          </p>
          <DataTable
            caption={t('unit.members')}
            columns={[
              { key: 'realName', title: t('column.realName'), render: (m) => m.realName || m.nickname },
              { key: 'mobile', title: t('column.mobile') },
              { key: 'isAdmin', title: t('column.admin'), render: (m) => (m.isAdmin ? '✓' : '') },
              { key: 'joinTime', title: t('column.time'), render: (m) => formatDateTime(m.joinTime) },
            ]}
            rows={unit.consoleUnitMembers.list}
            rowKey="memberId"
            count={unit.consoleUnitMembers.count}
            page={unit.consoleUnitMembers.page}
            pageSize={unit.consoleUnitMembers.pageSize}
            onPage={(p) => set({ mpage: String(p) })}
          />
          <h3>{t('unit.ledger')}</h3>
          <DataTable
            caption={t('unit.ledger')}
            columns={[
              { key: 'createTime', title: t('column.time'), render: (l) => formatDateTime(l.createTime) },
              { key: 'kindName', title: t('column.kind') },
              { key: 'memberName', title: t('column.member') },
              { key: 'stockChangeFen', title: t('column.stockChange'), render: (l) => formatPrice(l.stockChangeFen) },
              { key: 'valueChangeFen', title: t('column.valueChange'), render: (l) => formatPrice(l.valueChangeFen) },
              { key: 'remark', title: t('column.remark') },
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
    </Stack>
  );
}
