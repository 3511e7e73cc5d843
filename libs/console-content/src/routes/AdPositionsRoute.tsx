// 广告位: the storefront's ad positions (asked by keyword, so edited only): name, size, background
// and the enabled switch of SPEC §4 in an EntryForm (?edit=<id>); the list shows each one's kind and
// how many adverts it holds.
import { m } from '@mall/i18n';
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
  const { page, edit } = useLoaderData() as Data;
  const { route, pageProps, formProps } = useEntryList(page, 'id');
  const editing = page.list.find((p) => p.id === edit);
  return (
    <EntryListPage<Row>
      {...pageProps}
      onCreate={undefined}
      title={m['console.display.position.title']()}
      note={m['console.display.position.note']({ seconds: page.cacheSeconds })}
      filters={[{ name: 'keyword', label: m['console.display.common.keyword'](), kind: 'text' }]}
      columns={[
        { key: 'name', title: m['console.display.position.name']() },
        { key: 'keyword', title: m['console.display.position.keyword']() },
        { key: 'kind', title: m['console.display.position.kind'](), render: (p) => (p.kind === 'banner' ? m['console.display.position.kinds.banner']() : m['console.display.position.kinds.carousel']()) },
        { key: 'width', title: m['console.display.position.size'](), render: (p) => `${p.width} × ${p.height}` },
        { key: 'enabled', title: m['console.display.common.state'](), render: (p) => <StatusBadge label={p.enabled ? m['console.display.position.on']() : m['console.display.position.off']()} tone={p.enabled ? 'success' : 'neutral'} /> },
        { key: 'advCount', title: m['console.display.position.count']() },
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
            title={m['console.display.position.edit']()}
            fields={[
              { name: 'ap_name', label: m['console.display.position.name'](), kind: 'text', maxLength: 64 },
              { name: 'ap_width', label: m['console.display.position.width'](), kind: 'number' },
              { name: 'ap_height', label: m['console.display.position.height'](), kind: 'number' },
              { name: 'background', label: m['console.display.common.background'](), kind: 'text', maxLength: 7, hint: m['console.display.common.backgroundHint']() },
              { name: 'enabled', label: m['console.display.position.enabled'](), kind: 'checkbox' },
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
