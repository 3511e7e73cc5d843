// The footer's friendly links and the header's nav entries are the same kind of list: entries by name,
// each shown or hidden in the storefront, the form opening from the listed row.
import { m } from '@mall/i18n';
import { listParams, StatusBadge, type DataColumn, type FilterField } from '@mall/console-kit';

/** A loader's list variables: the URL's page and sort, the name and the state filters. */
export function shownListVariables(request: Request) {
  const p = listParams(request);
  return { page: p.page, pageSize: p.pageSize, sort: p.sort, keyword: p.filters.keyword, state: p.filters.state };
}

export const shownFilters = (): FilterField[] => [
  { name: 'keyword', label: m['console.content.filter.name'](), kind: 'text' },
  {
    name: 'state',
    label: m['console.content.filter.state'](),
    kind: 'select',
    allLabel: m['console.content.filter.all'](),
    options: [
      { value: 'shown', label: m['console.content.filter.visible']() },
      { value: 'hidden', label: m['console.content.filter.invisible']() },
    ],
  },
];

export const shownColumn = <Row extends { isShow: boolean }>(): DataColumn<Row> => ({
  key: 'isShow',
  title: m['console.content.column.state'](),
  render: (row) => (
    <StatusBadge
      label={row.isShow ? m['console.content.filter.visible']() : m['console.content.filter.invisible']()}
      tone={row.isShow ? 'success' : 'neutral'}
    />
  ),
});

/** The entry `?edit=<id>` opens: the list carries every field, so it is the listed row. */
export const listedEntry = <Row extends { id: number }>(rows: readonly Row[], edit: 'new' | number | null) =>
  typeof edit === 'number' ? rows.find((r) => r.id === edit) : undefined;
