// Articles and help entries are the same kind of list: entries by title and class, the one `?edit=<id>`
// opens fetched beside the page (the list leaves the content out).
import { m } from '@mall/i18n';
import { listParams, type FilterField } from '@mall/console-kit';
import { editParam } from './entryRoute';

export interface ClassedListVariables {
  page: number;
  pageSize: number;
  sort: string | undefined;
  keyword: string | undefined;
  classId: number | undefined;
}

/** The loader's page and the entry being edited ('new', the fetched one, or none), fetched together. */
export async function loadClassed<L, E>(
  request: Request,
  list: (variables: ClassedListVariables) => Promise<L>,
  entry: (id: number) => Promise<E | null>,
): Promise<[L, E | 'new' | null]> {
  const p = listParams(request);
  const edit = editParam(request);
  const classId = Number(p.filters.classId);
  const [page, editing] = await Promise.all([
    list({
      page: p.page,
      pageSize: p.pageSize,
      sort: p.sort,
      keyword: p.filters.keyword,
      classId: Number.isInteger(classId) && classId > 0 ? classId : undefined,
    }),
    typeof edit === 'number' ? entry(edit) : Promise.resolve(null),
  ]);
  return [page, edit === 'new' ? 'new' : editing];
}

export const classedFilters = (classOptions: readonly { value: string; label: string }[]): FilterField[] => [
  { name: 'keyword', label: m['console.content.filter.keyword'](), kind: 'text' },
  { name: 'classId', label: m['console.content.filter.class'](), kind: 'select', allLabel: m['console.content.filter.all'](), options: classOptions },
];
