import { m } from '@mall/i18n';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, Inline, Stack } from '@mall/ui';
import { DataTable, FilterBar, ReasonDialog, type DataColumn, type FilterField } from '@mall/console-kit';

export interface EntryListPageProps<Row> {
  /** The page's heading and the table's caption. */
  title: string;
  /** How soon the storefront follows a change. */
  note: string;
  filters: readonly FilterField[];
  filterValues: Record<string, string>;
  onSearch: (values: Record<string, string>) => void;
  /** The columns before 操作 (编辑 and 删除 are added here). */
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: keyof Row;
  /** The row's name in buttons' labels and the delete confirmation. */
  rowName: (row: Row) => string;
  count: number;
  page: number;
  pageSize: number;
  sort: string;
  onPage: (page: number) => void;
  onSort: (sort: string) => void;
  /** Without `onCreate` the list has no create button (entries the storefront fixes, such as ad positions). */
  createLabel?: string;
  onCreate?: () => void;
  onEdit: (row: Row) => void;
  /** Asked after the operator confirms; the dialog closes when `busy` ends without `error`. Without it, no 删除. */
  onDelete?: (row: Row) => void;
  /** More buttons of a row, after 编辑 (an advert's 显示 / 隐藏). */
  rowActions?: (row: Row) => ReactNode;
  /** The open form (an EntryForm), above the table. */
  editor?: ReactNode;
  busy?: boolean;
  /** mall-api's refusal of a delete (shown in the dialog). */
  error?: string;
}

/**
 * A content list of the console: its filters, the form being edited, the paged and sortable table
 * with 编辑 / 删除 on each row, and the delete confirmation. Everything it shows comes through props;
 * the route keeps the list state in the URL and sends the saves and deletes.
 */
export function EntryListPage<Row>(props: EntryListPageProps<Row>) {
  const { title, note, rowName, busy = false, error } = props;
  const [confirm, setConfirm] = useState<Row | null>(null);
  const wasBusy = useRef(busy);
  useEffect(() => {
    if (wasBusy.current && !busy && !error) setConfirm(null);
    wasBusy.current = busy;
  }, [busy, error]);
  const columns: DataColumn<Row>[] = [
    ...props.columns,
    {
      key: 'actions',
      title: m['console.content.column.actions'](),
      render: (row) => (
        <Inline space="xs">
          <Button
            size="sm"
            variant="text"
            onClick={() => props.onEdit(row)}
            aria-label={`${m['console.content.action.edit']()} ${rowName(row)}`}
          >
            {m['console.content.action.edit']()}
          </Button>
          {props.rowActions?.(row)}
          {props.onDelete && (
            <Button
              size="sm"
              variant="text"
              onClick={() => setConfirm(row)}
              aria-label={`${m['console.content.action.delete']()} ${rowName(row)}`}
            >
              {m['console.content.action.delete']()}
            </Button>
          )}
        </Inline>
      ),
    },
  ];
  return (
    <Stack space="md">
      <h1>{title}</h1>
      <p>{note}</p>
      <FilterBar fields={props.filters} values={props.filterValues} onSearch={props.onSearch} />
      {props.editor}
      <DataTable
        caption={title}
        columns={columns}
        rows={props.rows}
        rowKey={props.rowKey}
        count={props.count}
        page={props.page}
        pageSize={props.pageSize}
        sort={props.sort}
        onPage={props.onPage}
        onSort={props.onSort}
        toolbar={props.onCreate && <Button onClick={props.onCreate}>{props.createLabel}</Button>}
      />
      <ReasonDialog
        open={confirm !== null}
        title={m['console.content.action.delete']()}
        message={confirm ? m['console.content.confirm.delete']({ title: rowName(confirm) }) : ''}
        busy={busy}
        error={confirm ? error : undefined}
        onConfirm={() => confirm && props.onDelete?.(confirm)}
        onClose={() => setConfirm(null)}
      />
    </Stack>
  );
}
