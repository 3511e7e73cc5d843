import type { ReactNode } from 'react';
import { Stack } from '@mall/ui';
import type { FilterField } from '../FilterBar/FilterBar';
import { ListFilterBar, ListTable, type ListTableProps } from '../ListTable/ListTable';

export interface ListPageProps<Row> extends Omit<ListTableProps<Row>, 'caption'> {
  /** The page's heading, and the table's caption. */
  title: string;
  /** Under the heading, before the filters. */
  intro?: ReactNode;
  filters: readonly FilterField[];
  /** The open form, between the filters and the table. */
  editor?: ReactNode;
  /** After the table: the page's panels and dialogs. */
  children?: ReactNode;
}

/** A console list page: heading, the filter bar, the open form and the table bound to the URL's list, then `children`. */
export function ListPage<Row>({ title, intro, filters, editor, children, ...table }: ListPageProps<Row>) {
  return (
    <Stack space="md">
      <h1>{title}</h1>
      {intro}
      <ListFilterBar list={table.list} fields={filters} />
      {editor}
      <ListTable caption={title} {...table} />
      {children}
    </Stack>
  );
}
