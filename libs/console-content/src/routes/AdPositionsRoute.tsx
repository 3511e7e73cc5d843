// 广告位: the storefront's ad positions (asked by keyword, so edited only): name, size, background
// and the enabled switch of SPEC §4 in an EntryForm (?edit=<id>); the list shows each one's kind and
// how many adverts it holds.
import { useLoaderData } from 'react-router-dom';
import { adPositionSaveRequest } from '@mall/rest-contract';
import {
  consoleRequest,
  ConsoleAdPositionsDocument,
  consoleRoute,
  listParams,
  SaveAdPositionDocument,
  StatusBadge,
  type ConsoleAdPositionsQuery,
} from '@mall/console-kit';
import { EntryForm } from '../components/EntryForm/EntryForm';
import { EntryListPage } from '../components/EntryListPage/EntryListPage';
import { useDisplayT } from '../display-i18n';
import { editParam, entryAction, useEntryList } from '../shared/entryRoute';

type Data = { page: ConsoleAdPositionsQuery['consoleAdPositions']; edit: number | null };
type Row = Data['page']['list'][number];

export const loader = consoleRoute(async ({ request }: { request: Request }): Promise<Data> => {
  const p = listParams(request);
  const edit = editParam(request);
  const list = await consoleRequest(ConsoleAdPositionsDocument, { page: p.page, pageSize: p.pageSize, sort: p.sort, keyword: p.filters.keyword });
  return { page: list.consoleAdPositions, edit: typeof edit === 'number' ? edit : null };
});

export const action = consoleRoute(
  entryAction((id, v) =>
    consoleRequest(SaveAdPositionDocument, {
      input: {
        id: Number(id),
        name: String(v.ap_name),
        enabled: v.enabled === true,
        width: Number(v.ap_width),
        height: Number(v.ap_height),
        background: String(v.background),
      },
    }),
  ),
);

export function Component() {
  const t = useDisplayT();
  const { page, edit } = useLoaderData() as Data;
  const { route, pageProps, formProps } = useEntryList(page, 'id');
  const editing = page.list.find((p) => p.id === edit);
  return (
    <EntryListPage<Row>
      {...pageProps}
      onCreate={undefined}
      title={t('position.title')}
      note={t('position.note', { seconds: page.cacheSeconds })}
      filters={[{ name: 'keyword', label: t('common.keyword'), kind: 'text' }]}
      columns={[
        { key: 'name', title: t('position.name') },
        { key: 'keyword', title: t('position.keyword') },
        { key: 'kind', title: t('position.kind'), render: (p) => t(`position.kinds.${p.kind === 'banner' ? 'banner' : 'carousel'}`) },
        { key: 'width', title: t('position.size'), render: (p) => `${p.width} × ${p.height}` },
        { key: 'enabled', title: t('common.state'), render: (p) => <StatusBadge label={p.enabled ? t('position.on') : t('position.off')} tone={p.enabled ? 'success' : 'neutral'} /> },
        { key: 'advCount', title: t('position.count') },
      ]}
      rows={page.list}
      rowKey="id"
      rowName={(p) => p.name}
      onEdit={(p) => route.setEdit(String(p.id))}
      editor={
        editing && (
          <EntryForm
            {...formProps}
            key={editing.id}
            title={t('position.edit')}
            fields={[
              { name: 'ap_name', label: t('position.name'), kind: 'text', maxLength: 64 },
              { name: 'ap_width', label: t('position.width'), kind: 'number' },
              { name: 'ap_height', label: t('position.height'), kind: 'number' },
              { name: 'background', label: t('common.background'), kind: 'text', maxLength: 7, hint: t('common.backgroundHint') },
              { name: 'enabled', label: t('position.enabled'), kind: 'checkbox' },
            ]}
            initial={{ id: String(editing.id), ap_name: editing.name, ap_width: String(editing.width), ap_height: String(editing.height), background: editing.background, enabled: editing.enabled }}
            rules={adPositionSaveRequest}
            onSave={(v) => route.save(editing.id, v)}
          />
        )
      }
    />
  );
}
