// 套餐: the meal packages (on sale or not); create and edit in MealForm (?edit=new or ?edit=<id>).
import { m } from '@mall/i18n';
import { useEffect } from 'react';
import { useFetcher, useLoaderData, useSearchParams } from 'react-router-dom';
import { Button, Stack } from '@mall/ui';
import { consoleRequest, ConsoleMealsDocument, consoleRoute, DataTable, SaveMealDocument, searchPickerGoods, StatusBadge, type ConsoleMealsQuery, type DataColumn, refusalAsMessage } from '@mall/console-kit';
import { MealForm, type MealDraft } from '../components/MealForm/MealForm';
import { fenToYuan } from '@mall/rest-contract/money';

type Row = ConsoleMealsQuery['consoleMeals'][number];

export const loader = consoleRoute(async () => (await consoleRequest(ConsoleMealsDocument)).consoleMeals);

export const action = consoleRoute(async ({ request }: { request: Request }) => {
  const draft = JSON.parse(String((await request.formData()).get('meal'))) as MealDraft;
  return refusalAsMessage(async () => (await consoleRequest(SaveMealDocument, { input: { ...draft, items: draft.items.map((i) => ({ skuId: i.skuId, num: i.num })) } }), { ok: true }));
});

export function Component() {
  const rows = useLoaderData() as Row[];
  const [search, setSearch] = useSearchParams();
  const fetcher = useFetcher<{ ok?: boolean; error?: string }>();
  const edit = search.get('edit');
  const setEdit = (value: string | null) => setSearch(value ? { edit: value } : {});
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data?.ok) setEdit(null);
    // setEdit replaces the search; only a finished save matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.state, fetcher.data]);
  const chosen = rows.find((r) => String(r.packageId) === edit);
  const initial: MealDraft | null = edit === 'new' ? { title: '', people: 2, image: '', description: '', packagePrice: '', items: [], isShow: true, sort: 0 } : chosen ? { ...chosen, packagePrice: fenToYuan(chosen.packagePrice), items: chosen.items.map((i) => ({ ...i })) } : null;
  const columns: DataColumn<Row>[] = [
    { key: 'title', title: m['console.sites.meals.column.title']() },
    { key: 'people', title: m['console.sites.meals.column.people']() },
    { key: 'packagePrice', title: m['console.sites.meals.column.price'](), render: (row) => fenToYuan(row.packagePrice) },
    { key: 'items', title: m['console.sites.meals.column.items'](), render: (row) => row.items.map((i) => `${i.skuName}×${i.num}`).join('、') },
    { key: 'isShow', title: m['console.sites.meals.column.state'](), render: (row) => <StatusBadge label={row.isShow ? m['console.sites.meals.shown']() : m['console.sites.meals.hidden']()} tone={row.isShow ? 'success' : 'neutral'} /> },
    {
      key: 'actions',
      title: m['console.sites.meals.column.actions'](),
      render: (row) => (
        <Button size="sm" variant="text" onClick={() => setEdit(String(row.packageId))} aria-label={`${m['console.sites.meals.edit']()} ${row.title}`}>
          {m['console.sites.meals.edit']()}
        </Button>
      ),
    },
  ];
  return (
    <Stack space="md">
      <h1>{m['console.sites.meals.title']()}</h1>
      {initial && <MealForm key={initial.packageId ?? 'new'} initial={initial} search={searchPickerGoods} busy={fetcher.state !== 'idle'} error={fetcher.data?.error} onSave={(d) => fetcher.submit({ meal: JSON.stringify(d) }, { method: 'post' })} onCancel={() => setEdit(null)} />}
      <DataTable caption={m['console.sites.meals.title']()} columns={columns} rows={rows} rowKey="packageId" count={rows.length} page={1} pageSize={Math.max(1, rows.length)} onPage={() => undefined} toolbar={<Button onClick={() => setEdit('new')}>{m['console.sites.meals.create']()}</Button>} />
    </Stack>
  );
}
