// 帮扶项目: the projects with their progress and 显示 switch; create and edit in ProjectForm (?edit=new or ?edit=<id>).
import { m } from '@mall/i18n';
import { useFetcher, useLoaderData } from 'react-router-dom';
import { Button, Stack } from '@mall/ui';
import { ConsoleProjectDocument, ConsoleProjectsDocument, consoleRequest, consoleRoute, listParams, ListTable, refusalAsMessage, SaveProjectDocument, searchPickerGoods, ShowProjectDocument, useListParams, type ConsoleProjectQuery, type ConsoleProjectsQuery, type DataColumn, type PickerGoods } from '@mall/console-kit';
import { ProjectForm, type ProjectDraft } from '../components/ProjectForm/ProjectForm';
import { projectStatusName } from '../lib/projectStatus';
import { editId, ShowSwitchCell, showSwitchForm, useEditParam } from '../lib/routeKit';
import { fenToYuan } from '@mall/rest-contract/money';

type Data = ConsoleProjectsQuery & { editing: ConsoleProjectQuery['consoleProject'] | 'new' | null };
type Row = Data['consoleProjects']['list'][number];

export const loader = consoleRoute(async ({ request }: { request: Request }): Promise<Data> => {
  const p = listParams(request);
  const { edit, id } = editId(request);
  const [list, one] = await Promise.all([consoleRequest(ConsoleProjectsDocument, { page: p.page, pageSize: p.pageSize }), id ? consoleRequest(ConsoleProjectDocument, { projectId: id }) : null]);
  return { ...list, editing: edit === 'new' ? 'new' : (one?.consoleProject ?? null) };
});

export const action = consoleRoute(async ({ request }: { request: Request }) => {
  const form = await request.formData();
  const show = showSwitchForm(form);
  if (show) return refusalAsMessage(async () => (await consoleRequest(ShowProjectDocument, { projectId: show.id, isShow: show.isShow }), { shown: true }));
  const draft = JSON.parse(String(form.get('project'))) as ProjectDraft;
  return refusalAsMessage(async () => (await consoleRequest(SaveProjectDocument, { input: draft }), { ok: true }));
});

const EMPTY: ProjectDraft = { title: '', place: '', beneficiaries: 0, targetAmount: '', raisedAmount: '0', status: 0, cover: '', summary: '', content: '', skuIds: [], sort: 0 };

export function Component() {
  const data = useLoaderData() as Data;
  const list = useListParams();
  const fetcher = useFetcher<{ ok?: boolean; error?: string }>();
  const { setEdit } = useEditParam(fetcher.state === 'idle' && !!fetcher.data && 'ok' in fetcher.data);
  const columns: DataColumn<Row>[] = [
    { key: 'title', title: m['console.sites.projects.column.title']() },
    { key: 'place', title: m['console.sites.projects.column.place']() },
    { key: 'status', title: m['console.sites.projects.column.status'](), render: (p) => projectStatusName(p.status) },
    { key: 'progress', title: m['console.sites.projects.column.progress'](), render: (p) => `${p.progress}%（${fenToYuan(p.raisedAmount)} / ${fenToYuan(p.targetAmount)}）` },
    { key: 'isShow', title: m['console.sites.visibility.column'](), render: (p) => <ShowSwitchCell kind="project" id={p.projectId} name={p.title} isShow={p.isShow} /> },
    {
      key: 'actions',
      title: m['console.sites.projects.column.actions'](),
      render: (p) => (
        <Button size="sm" variant="text" onClick={() => setEdit(String(p.projectId))} aria-label={`${m['console.sites.projects.edit']()} ${p.title}`}>
          {m['console.sites.projects.edit']()}
        </Button>
      ),
    },
  ];
  const editing = data.editing;
  // The detail's goods name the chosen skus; the draft (the save's input) holds only their ids.
  const initial: ProjectDraft | null = editing === 'new' ? EMPTY : editing ? (({ goods: _named, ...draft }) => ({ ...draft, targetAmount: fenToYuan(draft.targetAmount), raisedAmount: fenToYuan(draft.raisedAmount) }))(editing) : null;
  const goods = (editing && editing !== 'new' ? editing.goods : []).map((g): PickerGoods => ({ skuId: g.skuId, goodsId: 0, name: g.skuName, image: g.skuImage, price: g.price, isOnShelf: g.isOnShelf }));
  return (
    <Stack space="md">
      <h1>{m['console.sites.projects.title']()}</h1>
      {initial && <ProjectForm key={initial.projectId ?? 'new'} initial={initial} goods={goods} search={searchPickerGoods} busy={fetcher.state !== 'idle'} error={fetcher.data?.error} onSave={(d) => fetcher.submit({ project: JSON.stringify(d) }, { method: 'post' })} onCancel={() => setEdit(null)} />}
      <ListTable list={list} caption={m['console.sites.projects.title']()} columns={columns} data={data.consoleProjects} rowKey="projectId" toolbar={<Button onClick={() => setEdit('new')}>{m['console.sites.projects.create']()}</Button>} />
    </Stack>
  );
}
