// A console list's state lives in the URL: ?page=2&sort=time_desc&<filter>=<value>. Loaders read it
// with listParams(request); pages change it with useListParams (a navigation, so the loader reruns and
// back / forward / a shared link show the same page).
import { useSearchParams } from 'react-router-dom';

export interface ListParams {
  page: number;
  pageSize: number;
  sort: string | undefined;
  /** Every other non-empty query parameter. */
  filters: Record<string, string>;
}

export interface ListState extends ListParams {
  setPage: (page: number) => void;
  setSort: (sort: string | undefined) => void;
  setFilters: (filters: Record<string, string | undefined>) => void;
}

const RESERVED = new Set(['page', 'pageSize', 'sort']);

export function readListParams(search: URLSearchParams, pageSize = 20): ListParams {
  const page = Number(search.get('page'));
  const size = Number(search.get('pageSize'));
  const filters: Record<string, string> = {};
  for (const [key, value] of search) if (!RESERVED.has(key) && value.trim() !== '') filters[key] = value.trim();
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    pageSize: Number.isInteger(size) && size >= 1 && size <= 100 ? size : pageSize,
    sort: search.get('sort') || undefined,
    filters,
  };
}

/** The list parameters of a loader's request. */
export const listParams = (request: Request, pageSize?: number) => readListParams(new URL(request.url).searchParams, pageSize);

/** The URL's list state and its setters; a filter or sort change returns to page 1. */
export function useListParams(pageSize?: number): ListState {
  const [search, setSearch] = useSearchParams();
  const params = readListParams(search, pageSize);
  const update = (changes: Record<string, string | number | undefined>, keepPage = false) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined || value === '') next.delete(key);
      else next.set(key, String(value));
    }
    if (!keepPage && !('page' in changes)) next.delete('page');
    setSearch(next);
  };
  return {
    ...params,
    setPage: (page: number) => update({ page }, true),
    setSort: (sort: string | undefined) => update({ sort }),
    setFilters: (filters: Record<string, string | undefined>) => {
      const cleared = Object.fromEntries(Object.keys(params.filters).map((k) => [k, undefined]));
      update({ ...cleared, ...filters });
    },
  };
}
