import { DataTable, type DataTableProps } from '../DataTable/DataTable';
import { FilterBar, type FilterField } from '../FilterBar/FilterBar';
import type { ListState } from '../../list/listParams';

/** One server page of a list, as the console's GraphQL answers it. */
export interface ListPageData<Row> {
  list: readonly Row[];
  count: number;
  page: number;
  pageSize: number;
}

export interface ListTableProps<Row> extends Omit<DataTableProps<Row>, 'rows' | 'count' | 'page' | 'pageSize' | 'sort' | 'onPage' | 'onSort'> {
  list: ListState;
  data: ListPageData<Row>;
  /** The order the server uses when the URL names none, so its header shows the arrow. */
  defaultSort?: string;
}

/** DataTable bound to the URL's list: paging and sorting are navigations, so the loader answers them. */
export function ListTable<Row>({ list, data, defaultSort, ...table }: ListTableProps<Row>) {
  return <DataTable {...table} rows={data.list} count={data.count} page={data.page} pageSize={data.pageSize} sort={list.sort ?? defaultSort} onPage={list.setPage} onSort={list.setSort} />;
}

export interface ListFilterBarProps {
  list: ListState;
  fields: readonly FilterField[];
  /** Parameters a search keeps (the page's tab): FilterBar clears every filter it does not name. */
  keep?: Record<string, string>;
}

/** FilterBar bound to the URL's list. */
export function ListFilterBar({ list, fields, keep }: ListFilterBarProps) {
  return <FilterBar fields={fields} values={list.filters} onSearch={(values) => list.setFilters({ ...values, ...keep })} />;
}
