import { m } from '@mall/i18n';
import type { ReactNode } from 'react';
import { Button, Inline, Pagination, Stack, Table, type TableColumn } from '@mall/ui';

export interface DataColumn<Row> extends TableColumn<Row> {
  /** The server's sort key of this column (e.g. `time`): its header toggles `key` ↔ `key_desc`. */
  sortKey?: string;
}

export interface DataTableProps<Row> {
  caption: string;
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: keyof Row | ((row: Row, index: number) => string | number);
  /** Rows matching the filters on the server (all pages). */
  count: number;
  page: number;
  pageSize: number;
  /** The URL's sort (`time` or `time_desc`). */
  sort?: string;
  onPage: (page: number) => void;
  onSort?: (sort: string) => void;
  loading?: boolean;
  /** A load failure's message (the table shows it instead of rows). */
  error?: string;
  /** Buttons above the table, right-aligned (导出 Excel …). */
  toolbar?: ReactNode;
}

/** The paging props of a list the server answers whole (a short list on one page, no page links). */
export const wholeListPaging = (rows: readonly unknown[]) => ({ count: rows.length, page: 1, pageSize: Math.max(1, rows.length), onPage: () => undefined });

/**
 * A console list: ui's Table over one page the server answered, with the total, sortable headers and
 * page links. It holds no state: page and sort come from the URL (useListParams) and go back to it.
 */
export function DataTable<Row>({ caption, columns, rows, rowKey, count, page, pageSize, sort, onPage, onSort, loading, error, toolbar }: DataTableProps<Row>) {
  const withSort = columns.map((column) => {
    if (!column.sortKey || !onSort) return column;
    const key = column.sortKey;
    const state = sort === key ? 'asc' : sort === `${key}_desc` ? 'desc' : null;
    return {
      ...column,
      title: (
        <Button variant="text" size="sm" onClick={() => onSort(state === 'desc' ? key : `${key}_desc`)} aria-label={`${String(column.title)}：${state === 'desc' ? m['console.list.sortAsc']() : m['console.list.sortDesc']()}`}>
          {column.title}
          {state === 'asc' ? ' ↑' : state === 'desc' ? ' ↓' : ''}
        </Button>
      ),
    };
  });
  return (
    <Stack space="sm">
      <Inline space="sm" align="space-between">
        <span>{m['console.list.total']({ count })}</span>
        {toolbar}
      </Inline>
      <Table caption={caption} hideCaption columns={withSort} rows={rows} rowKey={rowKey} loading={loading} error={error ? m['console.list.loadFailed']({ message: error }) : undefined} empty={m['console.list.empty']()} />
      {count > pageSize && <Pagination page={page} total={count} pageSize={pageSize} onChange={onPage} />}
    </Stack>
  );
}
