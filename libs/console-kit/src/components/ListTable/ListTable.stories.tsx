import preview from '@mall/ui/storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { DataColumn } from '../DataTable/DataTable';
import type { ListState } from '../../list/listParams';
import { ListTable } from './ListTable';

/**
 * A console list page's table bound to the URL's list (`useListParams()`): the server's page, count and
 * size come from the query's answer; paging and sorting call the list's setters, which navigate, so the
 * route's loader fetches the new page. The look and the empty, loading and error states are DataTable's.
 */
interface Row {
  id: number;
  shop: string;
  time: string;
}
const columns: DataColumn<Row>[] = [
  { key: 'id', title: '编号' },
  { key: 'shop', title: '店铺' },
  { key: 'time', title: '申请时间', sortKey: 'time' },
];
const list = (): ListState => ({ page: 1, pageSize: 5, sort: undefined, filters: {}, setPage: fn(), setSort: fn(), setFilters: fn() });
const rows: Row[] = [
  { id: 101, shop: '蒲江猕猴桃种植专业合作社', time: '2026-11-27 09:12' },
  { id: 102, shop: '湘西保靖黄金茶农民专业合作社', time: '2026-11-26 16:40' },
  { id: 103, shop: '宁夏中宁枸杞产业合作社', time: '2026-11-25 11:05' },
];

const meta = preview.meta({
  component: ListTable<Row>,
  args: { caption: '入驻申请', columns, rowKey: 'id' as const, list: list(), data: { list: rows, count: 13, page: 1, pageSize: 5 }, defaultSort: 'time_desc' },
});

/** No sort in the URL: the server's default shows its arrow; a page link and a sort header call the list's setters. */
export const BoundToTheUrl = meta.story({
  args: { list: list() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('共 13 条')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '第2页' }));
    await expect(args.list.setPage).toHaveBeenCalledWith(2);
    await userEvent.click(canvas.getByRole('button', { name: /申请时间/ }));
    await expect(args.list.setSort).toHaveBeenCalledWith('time');
  },
});

/** Nothing matches the filters. */
export const Empty = meta.story({ args: { list: list(), data: { list: [], count: 0, page: 1, pageSize: 5 } } });
