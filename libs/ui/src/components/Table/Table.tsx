import type { ReactNode } from 'react';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { m } from '@mall/i18n';
import { cx } from '../../utils/cx';
import { visuallyHidden } from '../../utils/a11y.css';
import { Empty } from '../Empty/Empty';
import { Skeleton } from '../Skeleton/Skeleton';
import * as styles from './Table.css';

export interface TableColumn<Row> {
  key: string;
  title: ReactNode;
  /** Cell content; default the row's `key` field as text. */
  render?: (row: Row, index: number) => ReactNode;
  align?: 'left' | 'center' | 'right';
  /** Any CSS length from the theme or a percentage, e.g. '20%'. */
  width?: string;
}

export interface TableProps<Row> {
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  /** A row's React key: a field name or a function; default the row index. */
  rowKey?: keyof Row | ((row: Row, index: number) => string | number);
  /** The table's name (a caption), e.g. 订单列表; hide it visually with hideCaption. */
  caption: ReactNode;
  hideCaption?: boolean;
  /** Shows skeleton rows instead of the data. */
  loading?: boolean;
  /** Number of skeleton rows while loading; default 5. */
  loadingRows?: number;
  /** Shown in the body when there are no rows; default <Empty /> (暂无数据). */
  empty?: ReactNode;
  /** An error message shown in place of the rows, e.g. 加载失败 with a 重试 button. */
  error?: ReactNode;
  className?: string;
}

function cellText(row: unknown, key: string): ReactNode {
  const value = (row as Record<string, unknown>)[key];
  return typeof value === 'string' || typeof value === 'number' ? value : null;
}

/**
 * A simple data table with column alignment and widths, and empty, loading and error states.
 *
 * A simple data table for member-centre lists (orders, withdrawals, vouchers). Props: `columns` ({key, title,
 * render?(row, index), align?, width?}), `rows`, `rowKey` (field or function), `caption` (the table's name;
 * `hideCaption`), `loading` (skeleton rows, `loadingRows`), `empty` (default <Empty> 暂无数据), `error` (shown in
 * place of the rows).
 */
export function Table<Row>({
  columns,
  rows,
  rowKey,
  caption,
  hideCaption = false,
  loading = false,
  loadingRows = 5,
  empty,
  error,
  className,
}: TableProps<Row>) {
  const keyOf = (row: Row, index: number): string | number => {
    if (typeof rowKey === 'function') return rowKey(row, index);
    if (rowKey !== undefined) return String(row[rowKey]);
    return index;
  };
  const span = columns.length;

  let body: ReactNode;
  if (loading) {
    body = Array.from({ length: loadingRows }, (_, i) => (
      <tr key={i} aria-hidden="true" data-testid="table-skeleton-row">
        {columns.map((column) => (
          <td key={column.key} className={styles.cell}>
            <Skeleton />
          </td>
        ))}
      </tr>
    ));
  } else if (error) {
    body = (
      <tr>
        <td colSpan={span} className={styles.message}>
          <div role="alert">{error}</div>
        </td>
      </tr>
    );
  } else if (rows.length === 0) {
    body = (
      <tr>
        <td colSpan={span} className={styles.message}>
          {empty ?? <Empty size="sm" />}
        </td>
      </tr>
    );
  } else {
    body = rows.map((row, index) => (
      <tr key={keyOf(row, index)} className={styles.row}>
        {columns.map((column) => (
          <td key={column.key} className={cx(styles.cell, styles.align[column.align ?? 'left'])}>
            {column.render ? column.render(row, index) : cellText(row, column.key)}
          </td>
        ))}
      </tr>
    ));
  }

  return (
    <div className={cx(styles.wrapper, className)}>
      <table className={styles.table} aria-busy={loading || undefined}>
        <caption className={hideCaption ? visuallyHidden : styles.caption}>{caption}</caption>
        <colgroup>
          {columns.map((column) => (
            <col
              key={column.key}
              className={column.width ? styles.col : undefined}
              style={column.width ? assignInlineVars({ [styles.widthVar]: column.width }) : undefined}
            />
          ))}
        </colgroup>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={cx(styles.head, styles.align[column.align ?? 'left'])}
              >
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{body}</tbody>
      </table>
      {loading && (
        <span role="status" className={visuallyHidden}>
          {m['ui.loading']()}
        </span>
      )}
    </div>
  );
}
