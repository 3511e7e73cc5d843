// 商品管理: the shop's goods in four tabs (出售中 / 仓库中 / 审核中 / 已驳回) with their counts,
// keyword search, sort by time, sales, price or stock, and on / off the shelf (this route's action).
import { Link, useFetcher, useLoaderData } from 'react-router-dom';
import { Button, formatDateTime, Inline, Stack } from '@mall/ui';
import { consoleRequest, consoleRoute, DataTable, FilterBar, listParams, SetShopGoodsShelfDocument, ShopGoodsListDocument, StatusBadge, useListParams, type DataColumn, type ShopGoodsListQuery } from '@mall/console-kit';
import { useShopGoodsT, type ShopGoodsTranslate } from '../i18n';
import { actionError } from '../lib/actionError';
import { fenToYuan } from '@mall/rest-contract/money';

type Page = ShopGoodsListQuery['shopGoodsList'];
type Row = Page['list'][number];
const TABS = ['selling', 'warehouse', 'pending', 'refused'] as const;

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

function stateOf(r: Row, t: ShopGoodsTranslate) {
  if (r.review?.status === 'refused') return <StatusBadge label={t('state.refused')} tone="danger" />;
  if (r.review?.status === 'pending') return <StatusBadge label={r.review.kind === 'edit' ? t('state.editPending') : t('state.pending')} tone="warning" />;
  return r.isOnShelf ? <StatusBadge label={t('state.onShelf')} tone="success" /> : <StatusBadge label={t('state.offShelf')} tone="neutral" />;
}

export function Component() {
  const t = useShopGoodsT();
  const page = useLoaderData() as Page;
  const list = useListParams();
  const fetcher = useFetcher<{ ok?: boolean; error?: string }>();
  const tab = TABS.find((x) => x === list.filters.tab) ?? 'selling';
  const columns: DataColumn<Row>[] = [
    {
      key: 'goodsName',
      title: t('column.goods'),
      render: (r) => (
        <Inline space="xs">
          <img src={r.goodsImage} alt="" width={48} height={48} />
          <span>
            {r.goodsName}（#{r.goodsId}）
          </span>
        </Inline>
      ),
    },
    { key: 'categoryName', title: t('column.category') },
    { key: 'priceMin', title: t('column.price'), sortKey: 'price', render: (r) => (r.priceMin === r.priceMax ? fenToYuan(r.priceMin) : `${fenToYuan(r.priceMin)} ~ ${fenToYuan(r.priceMax)}`) },
    { key: 'stock', title: t('column.stock'), sortKey: 'stock' },
    { key: 'saleNum', title: t('column.sales'), sortKey: 'sales' },
    { key: 'state', title: t('column.state'), render: (r) => stateOf(r, t) },
    { key: 'createTime', title: t('column.time'), sortKey: 'time', render: (r) => formatDateTime(r.createTime) },
    {
      key: 'actions',
      title: t('column.actions'),
      render: (r) => (
        <Inline space="xs">
          <Link to={`/console/shop/goods/edit/${r.goodsId}`} aria-label={`${t('action.edit')} ${r.goodsName}`}>
            {t('action.edit')}
          </Link>
          {!(r.review?.kind === 'create' && r.review.status !== 'approved') && (
            <Button
              size="sm"
              variant="text"
              disabled={fetcher.state !== 'idle'}
              aria-label={`${r.isOnShelf ? t('action.offShelf') : t('action.onShelf')} ${r.goodsName}`}
              onClick={() => fetcher.submit({ goodsId: String(r.goodsId), onShelf: String(!r.isOnShelf) }, { method: 'post' })}
            >
              {r.isOnShelf ? t('action.offShelf') : t('action.onShelf')}
            </Button>
          )}
        </Inline>
      ),
    },
  ];
  return (
    <Stack space="md">
      <Inline space="md">
        <h1>{t('title.list')}</h1>
        <Link to="/console/shop/goods/create">{t('action.create')}</Link>
      </Inline>
      <nav aria-label={t('title.list')}>
        <Inline space="sm">
          {TABS.map((x) => (
            <Button key={x} size="sm" variant={x === tab ? 'primary' : 'secondary'} aria-current={x === tab ? 'page' : undefined} onClick={() => list.setFilters({ ...list.filters, tab: x })}>
              {`${t(`tab.${x}`)}（${page.tabCounts[x]}）`}
            </Button>
          ))}
        </Inline>
      </nav>
      <FilterBar fields={[{ name: 'keyword', label: t('filter.keyword'), kind: 'text' }]} values={list.filters} onSearch={(f) => list.setFilters({ ...f, tab })} />
      {fetcher.data?.error && <p role="alert">{fetcher.data.error}</p>}
      <DataTable
        caption={t(`tab.${tab}`)}
        columns={columns}
        rows={page.list}
        rowKey="goodsId"
        count={page.count}
        page={page.page}
        pageSize={page.pageSize}
        sort={list.sort ?? 'time_desc'}
        onPage={list.setPage}
        onSort={list.setSort}
      />
    </Stack>
  );
}
