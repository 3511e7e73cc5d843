// What every content route shares: which entry the URL opens in its form (?edit=new or ?edit=<id>),
// an action that answers mall-api's refusal as a message instead of an error page, and the hook that
// sends a save or a delete and closes the form once a save went through.
import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router-dom';
import { refusalAsMessage, useEditSearch, useListParams } from '@mall/console-kit';
import type { EntryValues } from '../components/EntryForm/EntryForm';

export interface EntryActionData {
  ok?: true;
  /** A save went through (the form closes). */
  saved?: true;
  error?: string;
}

/** The entry the URL opens in the form: 'new', an id, or none. */
export function editParam(request: Request): 'new' | number | null {
  const edit = new URL(request.url).searchParams.get('edit');
  const id = Number(edit);
  return edit === 'new' ? 'new' : Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * The action of a list with an EntryForm: `intent=save` (the form's values as JSON), `intent=delete`,
 * or another intent of the page's own (`others`, given the submitted fields).
 */
export const entryAction =
  (
    save: (id: number | undefined, values: EntryValues) => Promise<unknown>,
    remove?: (id: number) => Promise<unknown>,
    others: Record<string, (form: Record<string, string>) => Promise<unknown>> = {},
  ) =>
  async ({ request }: { request: Request }): Promise<EntryActionData> => {
    const form = Object.fromEntries(await request.formData()) as Record<string, string>;
    return refusalAsMessage<EntryActionData>(async () => {
      const other =
        form.intent === 'delete' && remove
          ? (f: Record<string, string>) => remove(Number(f.id))
          : others[form.intent];
      if (other) {
        await other(form);
        return { ok: true };
      }
      await save(form.id ? Number(form.id) : undefined, JSON.parse(form.values ?? '{}') as EntryValues);
      return { ok: true, saved: true };
    });
  };

/** The route's form state in the URL and its submissions. */
export function useEntryRoute() {
  const { setEdit } = useEditSearch();
  const fetcher = useFetcher<EntryActionData>();
  const intent = useRef('');
  const previous = useRef(fetcher.state);
  useEffect(() => {
    if (previous.current !== 'idle' && fetcher.state === 'idle' && fetcher.data?.saved) setEdit(null);
    previous.current = fetcher.state;
    // setEdit reads the current search; only a finished submission matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.state, fetcher.data]);
  const submit = (fields: Record<string, string>) => {
    intent.current = fields.intent;
    void fetcher.submit(fields, { method: 'post' });
  };
  const error = fetcher.state === 'idle' ? fetcher.data?.error : undefined;
  return {
    setEdit,
    busy: fetcher.state !== 'idle',
    /** mall-api's refusal of the last submission of `kind`. */
    errorOf: (kind: string) => (intent.current === kind ? error : undefined),
    save: (id: number | undefined, values: EntryValues) =>
      submit({ intent: 'save', id: id ? String(id) : '', values: JSON.stringify(values) }),
    remove: (id: number) => submit({ intent: 'delete', id: String(id) }),
    submit,
  };
}

/**
 * A content list route's state: the URL's list (`list`), its submissions (`route`), and the props every
 * EntryListPage and its EntryForm take from them, given the loaded page and the default sort.
 */
export function useEntryList(loaded: { count: number; page: number; pageSize: number }, defaultSort: string) {
  const list = useListParams();
  const route = useEntryRoute();
  return {
    list,
    route,
    pageProps: {
      filterValues: list.filters,
      onSearch: list.setFilters,
      count: loaded.count,
      page: loaded.page,
      pageSize: loaded.pageSize,
      sort: list.sort ?? defaultSort,
      onPage: list.setPage,
      onSort: list.setSort,
      onCreate: () => route.setEdit('new'),
      busy: route.busy,
      error: route.errorOf('delete'),
    },
    formProps: { busy: route.busy, error: route.errorOf('save'), onCancel: () => route.setEdit(null) },
    /** The rows' props of a list keyed by `id` whose rows open in the form and may be deleted. */
    idRowProps: {
      rowKey: 'id' as const,
      onEdit: (row: { id: number }) => route.setEdit(String(row.id)),
      onDelete: (row: { id: number }) => route.remove(row.id),
    },
  };
}
