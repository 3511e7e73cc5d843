// 商品管理: the shop's goods in four tabs (出售中 / 仓库中 / 审核中 / 已驳回) with their counts,
// keyword search, sort by time, sales, price or stock, and on / off the shelf (this route's action).
import { m, type Message } from '@mall/i18n';
import { Link, useFetcher, useLoaderData } from 'react-router-dom';
import { Button, formatDateTime, Inline, Stack } from '@mall/ui';
import { consoleRequest, consoleRoute, ListFilterBar, listParams, ListTable, SetShopGoodsShelfDocument, ShopGoodsListDocument, StatusBadge, useListParams, type DataColumn, type ShopGoodsListQuery } from '@mall/console-kit';
import { actionError } from '../lib/actionError';
import { fenToYuan } from '@mall/rest-contract/money';

type Page = ShopGoodsListQuery['shopGoodsList'];
type Row = Page['list'][number];
const TABS = ['selling', 'warehouse', 'pending', 'refused'] as const;
const TAB_TEXT: Record<(typeof TABS)[number], Message> = {
  selling: m['console.shopGoods.tab.selling'],
  warehouse: m['console.shopGoods.tab.warehouse'],
  pending: m['console.shopGoods.tab.pending'],
  refused: m['console.shopGoods.tab.refused'],
};

export const loader = consoleRoute(async ({ request }: { request: Request }) => {
  const p = listParams(request);
  const tab = TABS.find((x) => x === p.filters.tab) ?? 'selling';
  return (await consoleRequest(ShopGoodsListDocument, { page: p.page, pageSize: p.pageSize, sort: p.sort, filter: { tab, keyword: p.filters.keyword } })).shopGoodsList;
});

export const action = consoleRoute(async ({ request }: { request: Request }) => {
  const form = await request.formData();
  try {
    await consoleRequest(SetShopGoodsShelfDocument, { goodsIds: [Number(form.get('goodsId'))], onShelf: form.get('onShelf') === 'true' });
    return { ok: true };
  } catch (error) {
    return actionError(error);
  }
});

function stateOf(r: Row) {
  if (r.review?.status === 'refused') return <StatusBadge label={m['console.shopGoods.state.refused']()} tone="danger" />;
  if (r.review?.status === 'pending') return <StatusBadge label={r.review.kind === 'edit' ? m['console.shopGoods.state.editPending']() : m['console.shopGoods.state.pending']()} tone="warning" />;
  return r.isOnShelf ? <StatusBadge label={m['console.shopGoods.state.onShelf']()} tone="success" /> : <StatusBadge label={m['console.shopGoods.state.offShelf']()} tone="neutral" />;
}

export function Component() {
  const page = useLoaderData() as Page;
  const list = useListParams();
  const fetcher = useFetcher<{ ok?: boolean; error?: string }>();
  const tab = TABS.find((x) => x === list.filters.tab) ?? 'selling';
  const columns: DataColumn<Row>[] = [
    {
      key: 'goodsName',
      title: m['console.shopGoods.column.goods'](),
      render: (r) => (
        <Inline space="xs">
          <img src={r.goodsImage} alt="" width={48} height={48} />
          <span>
            {r.goodsName}（#{r.goodsId}）
          </span>
        </Inline>
      ),
    },
    { key: 'categoryName', title: m['console.shopGoods.column.category']() },
    { key: 'priceMin', title: m['console.shopGoods.column.price'](), sortKey: 'price', render: (r) => (r.priceMin === r.priceMax ? fenToYuan(r.priceMin) : `${fenToYuan(r.priceMin)} ~ ${fenToYuan(r.priceMax)}`) },
    { key: 'stock', title: m['console.shopGoods.column.stock'](), sortKey: 'stock' },
    { key: 'saleNum', title: m['console.shopGoods.column.sales'](), sortKey: 'sales' },
    { key: 'state', title: m['console.shopGoods.column.state'](), render: (r) => stateOf(r) },
    { key: 'createTime', title: m['console.shopGoods.column.time'](), sortKey: 'time', render: (r) => formatDateTime(r.createTime) },
    {
      key: 'actions',
      title: m['console.shopGoods.column.actions'](),
      render: (r) => (
        <Inline space="xs">
          <Link to={`/console/shop/goods/edit/${r.goodsId}`} aria-label={`${m['console.shopGoods.action.edit']()} ${r.goodsName}`}>
            {m['console.shopGoods.action.edit']()}
          </Link>
          {!(r.review?.kind === 'create' && r.review.status !== 'approved') && (
            <Button
              size="sm"
              variant="text"
              disabled={fetcher.state !== 'idle'}
              aria-label={`${r.isOnShelf ? m['console.shopGoods.action.offShelf']() : m['console.shopGoods.action.onShelf']()} ${r.goodsName}`}
              onClick={() => fetcher.submit({ goodsId: String(r.goodsId), onShelf: String(!r.isOnShelf) }, { method: 'post' })}
            >
              {r.isOnShelf ? m['console.shopGoods.action.offShelf']() : m['console.shopGoods.action.onShelf']()}
            </Button>
          )}
        </Inline>
      ),
    },
  ];
  return (
    <Stack space="md">
      <Inline space="md">
        <h1>{m['console.shopGoods.title.list']()}</h1>
        <Link to="/console/shop/goods/create">{m['console.shopGoods.action.create']()}</Link>
      </Inline>
      <nav aria-label={m['console.shopGoods.title.list']()}>
        <Inline space="sm">
          {TABS.map((x) => (
            <Button key={x} size="sm" variant={x === tab ? 'primary' : 'secondary'} aria-current={x === tab ? 'page' : undefined} onClick={() => list.setFilters({ ...list.filters, tab: x })}>
              {`${TAB_TEXT[x]()}（${page.tabCounts[x]}）`}
            </Button>
          ))}
        </Inline>
      </nav>
      <ListFilterBar list={list} keep={{ tab }} fields={[{ name: 'keyword', label: m['console.shopGoods.filter.keyword'](), kind: 'text' }]} />
      {fetcher.data?.error && <p role="alert">{fetcher.data.error}</p>}
      <ListTable
        list={list}
        caption={TAB_TEXT[tab]()}
        columns={columns}
        data={page}
        rowKey="goodsId"
        defaultSort="time_desc"
      />
    </Stack>
  );
}
