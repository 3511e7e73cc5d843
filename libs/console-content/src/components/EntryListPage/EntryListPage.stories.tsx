import preview from '@mall/ui/storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EntryListPage, type EntryListPageProps } from './EntryListPage';

interface Help {
  id: number;
  title: string;
  className: string;
  sort: number;
}

const ROWS: Help[] = [
  { id: 1, title: '如何注册会员', className: '新手指南', sort: 1 },
  { id: 2, title: '如何申请扶贫认证', className: '新手指南', sort: 2 },
  { id: 3, title: '退换货政策', className: '配送与售后', sort: 1 },
];

const ARGS: EntryListPageProps<Help> = {
  title: '帮助文章',
  note: '保存即写入帮助中心读取的表；帮助页面（/cms/help）在页面缓存时间（5 分钟）内更新。',
  filters: [{ name: 'keyword', label: '标题关键字', kind: 'text' }],
  filterValues: {},
  onSearch: fn(),
  columns: [
    { key: 'title', title: '标题' },
    { key: 'className', title: '分类' },
    { key: 'sort', title: '排序', sortKey: 'sort' },
  ],
  rows: ROWS,
  rowKey: 'id',
  rowName: (h: Help) => h.title,
  count: 3,
  page: 1,
  pageSize: 20,
  sort: 'sort',
  onPage: fn(),
  onSort: fn(),
  createLabel: '新建帮助文章',
  onCreate: fn(),
  onEdit: fn(),
  onDelete: fn(),
};

const meta = preview.meta({ component: EntryListPage<Help>, args: ARGS });

/** The list: 编辑 opens the row, 删除 asks first and deletes only on 确定. */
export const Default = meta.story({
  args: ARGS,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '编辑 退换货政策' }));
    await expect(args.onEdit).toHaveBeenCalledWith(ROWS[2]);
    await userEvent.click(canvas.getByRole('button', { name: '删除 如何注册会员' }));
    await expect(args.onDelete).not.toHaveBeenCalled();
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog');
    await expect(dialog).toHaveTextContent('删除「如何注册会员」？');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await expect(args.onDelete).toHaveBeenCalledWith(ROWS[0]);
  },
});

/** No entry matches the filters. */
export const Empty = meta.story({
  args: { ...ARGS, rows: [], count: 0, filterValues: { keyword: '不存在的标题' } },
});

/** A delete under way. */
export const Loading = meta.story({ args: { ...ARGS, busy: true } });

/** mall-api refused a delete: the message shows in the open dialog. */
export const Error = meta.story({
  args: { ...ARGS, error: '该分类下还有 3 篇帮助文章，请先移到其他分类或删除' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '删除 退换货政策' }));
    await expect(within(canvasElement.ownerDocument.body).getByRole('dialog')).toHaveTextContent(
      '该分类下还有 3 篇帮助文章',
    );
  },
});

/** Long Chinese titles. */
export const LongNames = meta.story({
  args: {
    ...ARGS,
    rows: [
      {
        id: 9,
        title:
          '湘西土家族苗族自治州十八洞村猕猴桃、腊肉等消费帮扶特产在冷链物流不可达地区的配送时效与破损理赔说明',
        className: '配送与售后（偏远地区与冷链商品专项说明）',
        sort: 99,
      },
    ],
    count: 1,
  },
});
