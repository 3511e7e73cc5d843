// 帮扶单位: the support units by name and category in the URL; create and edit in SupportUnitForm
// (?edit=new or ?edit=<id>) with the goods each supports.
import { m } from '@mall/i18n';
import { useFetcher, useLoaderData } from 'react-router-dom';
import { Button } from '@mall/ui';
import {
  consoleRequest,
  consoleRoute,
  ConsoleSupportUnitDocument,
  ConsoleSupportUnitsDocument,
  ListPage,
  listParams,
  refusalAsMessage,
  SaveSupportUnitDocument,
  searchPickerGoods,
  ShowSupportUnitDocument,
  useListParams,
  type ConsoleSupportUnitQuery,
  type ConsoleSupportUnitsQuery,
  type DataColumn,
  type PickerGoods,
} from '@mall/console-kit';
import { SupportUnitForm, type SupportDraft } from '../components/SupportUnitForm/SupportUnitForm';
import { editId, ShowSwitchCell, showSwitchForm, useEditParam } from '../lib/routeKit';

type Data = ConsoleSupportUnitsQuery & { editing: ConsoleSupportUnitQuery['consoleSupportUnit'] | 'new' | null };
type Row = Data['consoleSupportUnits']['list'][number];

export const loader = consoleRoute(async ({ request }: { request: Request }): Promise<Data> => {
  const p = listParams(request);
  const { edit, id } = editId(request);
  const category = Number(p.filters.category);
  const [list, unit] = await Promise.all([
    consoleRequest(ConsoleSupportUnitsDocument, { page: p.page, pageSize: p.pageSize, keyword: p.filters.keyword, categoryId: category > 0 ? category : undefined }),
    id ? consoleRequest(ConsoleSupportUnitDocument, { supportId: id }) : null,
  ]);
  return { ...list, editing: edit === 'new' ? 'new' : (unit?.consoleSupportUnit ?? null) };
});

export const action = consoleRoute(async ({ request }: { request: Request }) => {
  const form = await request.formData();
  const show = showSwitchForm(form);
  if (show) return refusalAsMessage(async () => (await consoleRequest(ShowSupportUnitDocument, { supportId: show.id, isShow: show.isShow }), { shown: true }));
  const draft = JSON.parse(String(form.get('unit'))) as SupportDraft;
  return refusalAsMessage(async () => (await consoleRequest(SaveSupportUnitDocument, { input: draft }), { ok: true }));
});

export function Component() {
  const data = useLoaderData() as Data;
  const list = useListParams();
  const fetcher = useFetcher<{ ok?: boolean; error?: string }>();
  const editing = data.editing;
  const goods = (editing && editing !== 'new' ? editing.goods : []).map((g): PickerGoods => ({ skuId: g.goodsId, goodsId: g.goodsId, name: g.goodsName, image: g.goodsImage, price: g.price, shopName: g.shopName, isOnShelf: g.isOnShelf }));
  const { setEdit } = useEditParam(fetcher.state === 'idle' && !!fetcher.data?.ok);
  const columns: DataColumn<Row>[] = [
    { key: 'supportName', title: m['console.sites.support.column.name']() },
    { key: 'categoryName', title: m['console.sites.support.column.category']() },
    { key: 'goodsCount', title: m['console.sites.support.column.goods']() },
    { key: 'isShow', title: m['console.sites.visibility.column'](), render: (u) => <ShowSwitchCell kind="support" id={u.supportId} name={u.supportName} isShow={u.isShow} /> },
    {
      key: 'actions',
      title: m['console.sites.support.column.actions'](),
      render: (u) => (
        <Button size="sm" variant="text" onClick={() => setEdit(String(u.supportId))} aria-label={`${m['console.sites.support.edit']()} ${u.supportName}`}>
          {m['console.sites.support.edit']()}
        </Button>
      ),
    },
  ];
  const initial: SupportDraft | null =
    editing === 'new'
      ? { supportName: '', supportLogo: '', introduction: '', categoryId: 0, sort: 0, goodsIds: [] }
      : editing
        ? { supportId: editing.supportId, supportName: editing.supportName, supportLogo: editing.supportLogo, introduction: editing.introduction, categoryId: editing.categoryId, sort: editing.sort, goodsIds: editing.goods.map((g) => g.goodsId) }
        : null;
  return (
    <ListPage
      title={m['console.sites.support.title']()}
      filters={[
        { name: 'keyword', label: m['console.sites.support.keyword'](), kind: 'text' },
        { name: 'category', label: m['console.sites.support.category'](), kind: 'select', allLabel: m['console.sites.support.all'](), options: data.consoleSupportCategories.map((c) => ({ value: String(c.categoryId), label: c.categoryName })) },
      ]}
      list={list}
      columns={columns}
      data={data.consoleSupportUnits}
      rowKey="supportId"
      toolbar={<Button onClick={() => setEdit('new')}>{m['console.sites.support.create']()}</Button>}
      editor={initial && (
        <SupportUnitForm
          key={initial.supportId ?? 'new'}
          initial={initial}
          categories={data.consoleSupportCategories}
          goods={goods}
          search={searchPickerGoods}
          busy={fetcher.state !== 'idle'}
          error={fetcher.data?.error}
          onSave={(d) => fetcher.submit({ unit: JSON.stringify(d) }, { method: 'post' })}
          onCancel={() => setEdit(null)}
        />
      )}
    />
  );
}
