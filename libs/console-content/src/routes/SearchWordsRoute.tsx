// 搜索词: the header's hot search words and the search box's default word, by word and kind in the URL,
// in their order, paged by mall-api; create and edit in an EntryForm (?edit=new or ?edit=<id>),
// delete with a confirmation. The first default word by order is the placeholder.
import { m, type Message } from '@mall/i18n';
import { useLoaderData } from 'react-router-dom';
import { searchWordSaveRequest, SEARCH_WORD_KINDS } from '@mall/rest-contract';
import {
  consoleRequest,
  ConsoleSearchWordsDocument,
  consoleRoute,
  DeleteSearchWordDocument,
  listParams,
  SaveSearchWordDocument,
  type ConsoleSearchWordsQuery,
} from '@mall/console-kit';
import { EntryForm } from '../components/EntryForm/EntryForm';
import { EntryListPage } from '../components/EntryListPage/EntryListPage';
import { editParam, entryAction, useEntryList } from '../shared/entryRoute';

type Data = { page: ConsoleSearchWordsQuery['consoleSearchWords']; edit: 'new' | number | null };

export const loader = consoleRoute(async ({ request }: { request: Request }): Promise<Data> => {
  const p = listParams(request);
  const list = await consoleRequest(ConsoleSearchWordsDocument, {
    page: p.page,
    pageSize: p.pageSize,
    sort: p.sort,
    keyword: p.filters.keyword,
    kind: p.filters.kind,
  });
  return { page: list.consoleSearchWords, edit: editParam(request) };
});

export const action = consoleRoute(
  entryAction(
    (id, v) =>
      consoleRequest(SaveSearchWordDocument, {
        input: { id, word: String(v.word), kind: String(v.kind), sort: Number(v.sort || 0) },
      }),
    (id) => consoleRequest(DeleteSearchWordDocument, { id }),
  ),
);

type Row = Data['page']['list'][number];

const KIND_LABEL: Record<(typeof SEARCH_WORD_KINDS)[number], Message> = {
  hot: m['console.content.searchWord.kind.hot'],
  default: m['console.content.searchWord.kind.default'],
};

export function Component() {
  const { page, edit } = useLoaderData() as Data;
  const { list, route, pageProps, formProps, idRowProps } = useEntryList(page, 'sort');
  const kinds = SEARCH_WORD_KINDS.map((k) => ({ value: k, label: KIND_LABEL[k]() }));
  const kindName = (kind: string) => kinds.find((k) => k.value === kind)?.label ?? kind;
  // The list carries every field of a word: the form opens from the row on this page.
  const editing = typeof edit === 'number' ? page.list.find((w) => w.id === edit) : undefined;
  const initial =
    edit === 'new'
      ? { word: '', kind: list.filters.kind ?? 'hot', sort: '0' }
      : editing
        ? { word: editing.word, kind: editing.kind, sort: String(editing.sort) }
        : null;
  return (
    <EntryListPage<Row>
      {...pageProps}
      title={m['console.content.searchWord.title']()}
      note={m['console.content.searchWord.note']({ seconds: page.cacheSeconds })}
      filters={[
        { name: 'keyword', label: m['console.content.filter.name'](), kind: 'text' },
        { name: 'kind', label: m['console.content.searchWord.kindLabel'](), kind: 'select', allLabel: m['console.content.filter.all'](), options: kinds },
      ]}
      columns={[
        { key: 'word', title: m['console.content.searchWord.word']() },
        { key: 'kind', title: m['console.content.searchWord.kindLabel'](), render: (w) => kindName(w.kind) },
        { key: 'sort', title: m['console.content.column.sort'](), sortKey: 'sort' },
      ]}
      rows={page.list}
      {...idRowProps}
      rowName={(w) => w.word}
      createLabel={m['console.content.searchWord.create']()}
      editor={
        initial && (
          <EntryForm
            {...formProps}
            key={edit ?? 'none'}
            title={edit === 'new' ? m['console.content.searchWord.create']() : m['console.content.searchWord.edit']()}
            fields={[
              { name: 'word', label: m['console.content.searchWord.word'](), kind: 'text', maxLength: 50 },
              { name: 'kind', label: m['console.content.searchWord.kindLabel'](), kind: 'select', options: kinds },
              { name: 'sort', label: m['console.content.column.sort'](), kind: 'number', hint: m['console.content.searchWord.sortHint']() },
            ]}
            initial={initial}
            rules={searchWordSaveRequest}
            onSave={(v) => route.save(editing?.id, v)}
          />
        )
      }
    />
  );
}
