// 订单管理, the shop's and the platform's: the storefront order list's tabs with counts, filters in the
// URL (order number, buyer, goods, dates; the platform adds the shop and the payment kind), server
// paging and sort, the selected order's detail beside the list (?id=), and 导出 Excel of the same
// filters. The shop's page ships and writes notes (its action); the platform's reads.
import { m, type Message } from '@mall/i18n';
import type { ComponentType } from 'react';
import type { ActionFunction, LoaderFunction } from 'react-router-dom';
import { useFetcher, useLoaderData, useSearchParams } from 'react-router-dom';
import { Button, formatDateTime, Inline, Stack } from '@mall/ui';
import { may } from '@mall/rest-contract/console-permissions';
import {
  AddShopOrderNoteDocument,
  ConsoleOrderDocument,
  ConsoleOrdersDocument,
  consoleRequest,
  ConsoleRequestError,
  consoleRoute,
  exportHref,
  ListFilterBar,
  listParams,
  ListTable,
  ShipShopOrderDocument,
  ShopOrderDocument,
  ShopOrdersDocument,
  StatusBadge,
  useActorActions,
  useListParams,
  type DataColumn,
  type FilterField,
  type ShopOrdersQuery,
} from '@mall/console-kit';
import { ShopOrderDetail, type ShopOrderDetailData } from '../components/ShopOrderDetail/ShopOrderDetail';
import { fenToYuan } from '@mall/rest-contract/money';

type Page = ShopOrdersQuery['shopOrders'] & { shops?: { siteId: number; siteName: string }[] };
type Row = Page['list'][number];
type Loaded = { page: Page; detail: ShopOrderDetailData | null };
type Scope = 'shop' | 'platform';
const TABS = ['all', 'waitpay', 'waitsend', 'waitconfirm', 'waitrate', 'completed', 'closed', 'refunding'] as const;
export const PAY_KINDS = ['balance', 'offline', 'demo', 'voucher'] as const;
const TAB_TEXT: Record<(typeof TABS)[number], Message> = {
  all: m['console.shopOrders.tab.all'],
  waitpay: m['console.shopOrders.tab.waitpay'],
  waitsend: m['console.shopOrders.tab.waitsend'],
  waitconfirm: m['console.shopOrders.tab.waitconfirm'],
  waitrate: m['console.shopOrders.tab.waitrate'],
  completed: m['console.shopOrders.tab.completed'],
  closed: m['console.shopOrders.tab.closed'],
  refunding: m['console.shopOrders.tab.refunding'],
};
const PAY_KIND_TEXT: Record<(typeof PAY_KINDS)[number], Message> = {
  balance: m['console.shopOrders.payKind.balance'],
  offline: m['console.shopOrders.payKind.offline'],
  demo: m['console.shopOrders.payKind.demo'],
  voucher: m['console.shopOrders.payKind.voucher'],
};

const dayBound = (day: string | undefined, end = false) => (day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? Math.floor(new Date(`${day}T${end ? '23:59:59' : '00:00:00'}+08:00`).getTime() / 1000) : undefined);
const positive = (value: string | undefined) => (value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : undefined);

/** The URL's filters as the list's variables (the shop's list has no shop or payment kind). */
export function filterOf(filters: Record<string, string>, scope: Scope) {
  const common = { tab: TABS.find((x) => x === filters.tab) ?? 'all', orderNo: filters.orderNo, buyer: filters.buyer, goods: filters.goods, from: dayBound(filters.from), to: dayBound(filters.to, true) };
  return scope === 'shop' ? common : { ...common, siteId: positive(filters.siteId), payKind: PAY_KINDS.find((k) => k === filters.payKind) };
}

const SNAKE: Record<string, string> = { orderNo: 'order_no', siteId: 'site_id', payKind: 'pay_kind' };
/** The list's variables in mall-api's names, for the export. */
const snake = (filter: Record<string, string | number | undefined>) => Object.fromEntries(Object.entries(filter).map(([k, v]) => [SNAKE[k] ?? k, v]));

async function load(scope: Scope, request: Request): Promise<Loaded> {
  const p = listParams(request);
  const id = Number(new URL(request.url).searchParams.get('id'));
  const wanted = Number.isInteger(id) && id > 0 ? id : null;
  const variables = { page: p.page, pageSize: p.pageSize, sort: p.sort };
  if (scope === 'shop') {
    const [page, detail] = await Promise.all([
      consoleRequest(ShopOrdersDocument, { ...variables, filter: filterOf(p.filters, 'shop') }),
      wanted ? consoleRequest(ShopOrderDocument, { orderId: wanted }) : null,
    ]);
    return { page: page.shopOrders, detail: detail?.shopOrder ?? null };
  }
  const [page, detail] = await Promise.all([
    consoleRequest(ConsoleOrdersDocument, { ...variables, filter: filterOf(p.filters, 'platform') }),
    wanted ? consoleRequest(ConsoleOrderDocument, { orderId: wanted }) : null,
  ]);
  return { page: page.orders, detail: detail?.order ?? null };
}

/** The shop's writes on the selected order: 发货 and 添加备注. */
const shopAction = consoleRoute(async ({ request }: { request: Request }) => {
  const form = await request.formData();
  const orderId = Number(form.get('orderId'));
  try {
    if (form.get('intent') === 'ship') await consoleRequest(ShipShopOrderDocument, { orderId, expressCompany: String(form.get('expressCompany')), deliveryNo: String(form.get('deliveryNo')) });
    else await consoleRequest(AddShopOrderNoteDocument, { orderId, content: String(form.get('content')) });
    return { ok: true };
  } catch (error) {
    if (error instanceof ConsoleRequestError && error.code !== 'TOKEN_ERROR' && error.code !== 'FORBIDDEN') return { error: error.message };
    throw error;
  }
});

const tone = (status: string) => (status === 'paid' ? 'warning' : status === 'closed' ? 'neutral' : status === 'completed' ? 'success' : 'info');

/** The page of one scope: its loader, its action (the shop's only) and its component. */
export function ordersPage(scope: Scope): { loader: LoaderFunction; action?: ActionFunction; Component: ComponentType } {
  function Component() {
    const { page, detail } = useLoaderData() as Loaded;
    const list = useListParams();
    const [search, setSearch] = useSearchParams();
    const fetcher = useFetcher<{ ok?: boolean; error?: string }>();
    const actions = useActorActions();
    const tab = TABS.find((x) => x === list.filters.tab) ?? 'all';
    const counts = Object.fromEntries(page.tabCounts.map((c) => [c.tab, c.count]));
    const platform = scope === 'platform';
    const select = (id: number) => {
      const next = new URLSearchParams(search);
      next.set('id', String(id));
      setSearch(next);
    };
    const columns: DataColumn<Row>[] = [
      { key: 'orderNo', title: m['console.shopOrders.column.order']() },
      ...(platform ? [{ key: 'siteName', title: m['console.shopOrders.column.shop']() } as DataColumn<Row>] : []),
      { key: 'goodsList', title: m['console.shopOrders.column.goods'](), render: (r) => r.goodsList.map((g) => `${g.skuName} ×${g.num}`).join('；') },
      { key: 'buyer', title: m['console.shopOrders.column.buyer']() },
      { key: 'orderMoney', title: m['console.shopOrders.column.money'](), sortKey: 'money', render: (r) => fenToYuan(r.orderMoney) },
      { key: 'deliveryTypeName', title: m['console.shopOrders.column.delivery']() },
      { key: 'orderStatusName', title: m['console.shopOrders.column.state'](), render: (r) => <StatusBadge label={r.orderStatusName} tone={tone(r.orderStatus)} /> },
      { key: 'createTime', title: m['console.shopOrders.column.time'](), sortKey: 'time', render: (r) => formatDateTime(r.createTime) },
      {
        key: 'actions',
        title: m['console.shopOrders.column.actions'](),
        render: (r) => (
          <Button size="sm" variant="text" onClick={() => select(r.orderId)} aria-label={`${m['console.shopOrders.action.view']()} ${r.orderNo}`}>
            {m['console.shopOrders.action.view']()}
          </Button>
        ),
      },
    ];
    const fields: FilterField[] = [
      { name: 'orderNo', label: m['console.shopOrders.filter.orderNo'](), kind: 'text' },
      { name: 'buyer', label: m['console.shopOrders.filter.buyer'](), kind: 'text' },
      { name: 'goods', label: m['console.shopOrders.filter.goods'](), kind: 'text' },
      ...(platform
        ? [
            { name: 'siteId', label: m['console.shopOrders.filter.shop'](), kind: 'select', allLabel: m['console.shopOrders.filter.allShops'](), options: (page.shops ?? []).map((s) => ({ value: String(s.siteId), label: s.siteName })) } as const,
            { name: 'payKind', label: m['console.shopOrders.filter.payKind'](), kind: 'select', allLabel: m['console.shopOrders.filter.allPayKinds'](), options: PAY_KINDS.map((k) => ({ value: k, label: PAY_KIND_TEXT[k]() })) } as const,
          ]
        : []),
      { name: 'from', label: m['console.shopOrders.filter.from'](), kind: 'date' },
      { name: 'to', label: m['console.shopOrders.filter.to'](), kind: 'date' },
    ];
    return (
      <Stack space="md">
        <Inline space="md">
          <h1>{m['console.shopOrders.title.orders']()}</h1>
          {may(actions, 'export.run') && <a href={exportHref(platform ? 'orders' : 'shop-orders', snake(filterOf(list.filters, scope)))}>{m['console.shopOrders.action.export']()}</a>}
        </Inline>
        <nav aria-label={m['console.shopOrders.title.orders']()}>
          <Inline space="xs">
            {TABS.map((x) => (
              <Button key={x} size="sm" variant={x === tab ? 'primary' : 'secondary'} aria-current={x === tab ? 'page' : undefined} onClick={() => list.setFilters({ ...list.filters, tab: x })}>
                {`${TAB_TEXT[x]()}（${counts[x] ?? 0}）`}
              </Button>
            ))}
          </Inline>
        </nav>
        <ListFilterBar list={list} keep={{ tab }} fields={fields} />
        <ListTable list={list} caption={TAB_TEXT[tab]()} columns={columns} data={page} rowKey="orderId" defaultSort="time_desc" />
        {detail && (
          <ShopOrderDetail
            key={detail.orderId}
            order={detail}
            canWrite={!platform && may(actions, 'orders.write')}
            busy={fetcher.state !== 'idle'}
            error={fetcher.data?.error}
            onShip={(expressCompany, deliveryNo) => fetcher.submit({ intent: 'ship', orderId: String(detail.orderId), expressCompany, deliveryNo }, { method: 'post' })}
            onNote={(content) => fetcher.submit({ intent: 'note', orderId: String(detail.orderId), content }, { method: 'post' })}
          />
        )}
      </Stack>
    );
  }
  return { loader: consoleRoute(({ request }: { request: Request }) => load(scope, request)), action: scope === 'shop' ? shopAction : undefined, Component };
}
