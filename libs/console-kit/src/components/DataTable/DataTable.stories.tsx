import preview from '@mall/ui/storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DataTable, type DataColumn } from './DataTable';

interface Row {
  id: number;
  name: string;
  time: string;
}
const columns: DataColumn<Row>[] = [
  { key: 'id', title: '编号' },
  { key: 'name', title: '账号' },
  { key: 'time', title: '时间', sortKey: 'time' },
];
const rows: Row[] = Array.from({ length: 5 }, (_, i) => ({ id: i + 1, name: `operator0${i + 1}`, time: `2026-11-2${i} 10:00` }));

const meta = preview.meta({
  component: DataTable<Row>,
  args: { caption: '账号列表', columns, rows, rowKey: 'id' as const, count: 45, page: 1, pageSize: 5, sort: 'time_desc', onPage: fn(), onSort: fn() },
});

/** Page 1 of 9 from the server; the 时间 header flips the sort, a page link asks for that page. */
export const ServerPaged = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('共 45 条')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /时间/ }));
    await expect(args.onSort).toHaveBeenCalledWith('time');
    await userEvent.click(canvas.getByRole('button', { name: '第2页' }));
    await expect(args.onPage).toHaveBeenCalledWith(2);
  },
});
export const Empty = meta.story({ args: { rows: [], count: 0 } });
export const Loading = meta.story({ args: { loading: true } });
export const LoadError = meta.story({ args: { rows: [], count: 0, error: '服务暂时不可用，请稍后重试' } });
export const LongChineseNames = meta.story({
  args: { rows: [{ id: 1, name: '湘西土家族苗族自治州乡村振兴局机关工会采购专员', time: '2026-11-27 08:00' }], count: 1 },
});
