import preview from '@mall/ui/storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { DataColumn } from '../DataTable/DataTable';
import type { FilterField } from '../FilterBar/FilterBar';
import type { ListState } from '../../list/listParams';
import { ListPage } from './ListPage';

/**
 * A console list page as the audit, member, unit, site, micro-page and proposal lists are made: the
 * heading, an optional line under it (`intro`), the filter bar bound to the URL's list (`filters`), the
 * open form if any (`editor`), the table bound to the same list (ListTable's props: `list`, `data`,
 * `columns`, `rowKey`, `defaultSort`, `toolbar`, `loading`, `error`), then the page's panels and dialogs
 * (`children`). The heading is also the table's caption. It fetches nothing: the route's loader answers
 * the list, and 查询, paging and sorting call the list's setters, which navigate.
 */
interface Row {
  id: number;
  name: string;
  region: string;
  joined: string;
}
const columns: DataColumn<Row>[] = [
  { key: 'id', title: '编号' },
  { key: 'name', title: '单位名称' },
  { key: 'region', title: '所在地区' },
  { key: 'joined', title: '入驻时间', sortKey: 'joined' },
];
const filters: FilterField[] = [
  { name: 'keyword', label: '单位名称', kind: 'text', placeholder: '输入单位名称' },
  { name: 'from', label: '入驻日期', kind: 'date' },
];
const list = (): ListState => ({ page: 1, pageSize: 5, sort: undefined, filters: {}, setPage: fn(), setSort: fn(), setFilters: fn() });
const rows: Row[] = [
  { id: 31, name: '四川省蒲江县机关事务管理局', region: '四川 成都 蒲江县', joined: '2026-11-20' },
  { id: 32, name: '湖南省湘西州总工会', region: '湖南 湘西州 吉首市', joined: '2026-11-12' },
  { id: 33, name: '宁夏中宁县教育体育局', region: '宁夏 中卫 中宁县', joined: '2026-10-30' },
];

const meta = preview.meta({
  component: ListPage<Row>,
  parameters: { layout: 'padded' },
  args: {
    title: '采购单位',
    filters,
    columns,
    rowKey: 'id' as const,
    list: list(),
    data: { list: rows, count: 3, page: 1, pageSize: 5 },
    defaultSort: 'joined_desc',
  },
});

/** The rows of the URL's list: 查询 hands the typed filters to the list, a sort header its key. */
export const Default = meta.story({
  args: { list: list(), intro: <p>单位由平台审核后方可为职工发放消费券。</p> },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '采购单位' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: '采购单位' })).toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText('单位名称'), '湘西');
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await expect(args.list.setFilters).toHaveBeenCalledWith(expect.objectContaining({ keyword: '湘西' }));
    await userEvent.click(canvas.getByRole('button', { name: /入驻时间/ }));
    await expect(args.list.setSort).toHaveBeenCalledWith('joined');
  },
});

/** A form open (?edit=…) sits between the filters and the table; the page's panels follow the table. */
export const WithEditorAndPanel = meta.story({
  args: {
    editor: <section aria-label="新增单位">新增单位的表单</section>,
    children: <aside aria-label="单位详情">湖南省湘西州总工会：职工 1,280 人</aside>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const editor = canvas.getByRole('region', { name: '新增单位' });
    const table = canvas.getByRole('table', { name: '采购单位' });
    const panel = canvas.getByRole('complementary', { name: '单位详情' });
    await expect(editor.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expect(table.compareDocumentPosition(panel) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  },
});

/** Nothing matches the filters. */
export const Empty = meta.story({ args: { data: { list: [], count: 0, page: 1, pageSize: 5 } } });

/** The loader's answer not there yet. */
export const Loading = meta.story({ args: { loading: true, data: { list: [], count: 0, page: 1, pageSize: 5 } } });

/** The list could not be read. */
export const Error = meta.story({ args: { error: '服务暂时不可用', data: { list: [], count: 0, page: 1, pageSize: 5 } } });

/** Long Chinese names wrap within their cells. */
export const LongNames = meta.story({
  args: {
    data: {
      list: [{ id: 41, name: '新疆维吾尔自治区和田地区洛浦县乡村振兴局驻村工作队联络办公室', region: '新疆 和田地区 洛浦县', joined: '2026-11-02' }],
      count: 1,
      page: 1,
      pageSize: 5,
    },
  },
});
