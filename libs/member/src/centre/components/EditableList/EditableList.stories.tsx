import preview from '@mall/ui/storybook/preview';
import { playOn, withRouter } from '@mall/ui/storybook';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EditableList } from './EditableList';

/** A row as simple as a list can have: a name and the default mark. */
interface Row {
  id: number;
  isDefault: boolean;
  name: string;
}

const rows: Row[] = [
  { id: 1, isDefault: true, name: '李秀英 · 湖南省长沙市岳麓区' },
  { id: 2, isDefault: false, name: '王建国 · 江西省赣州市瑞金市' },
  { id: 3, isDefault: false, name: '阿依古丽·买买提明 · 新疆维吾尔自治区喀什地区' },
];

const meta = preview.meta({
  component: EditableList<Row>,
  decorators: [withRouter()],
  args: {
    items: rows,
    max: 20,
    addHref: '/member/address_edit',
    editHref: (id: number) => `/member/address_edit?id=${id}`,
    onSetDefault: fn(),
    onDelete: fn(),
    words: 'member.address' as const,
    label: '收货地址列表',
    deleteText: (row: Row) => `确定删除“${row.name}”吗？`,
    rowName: (row: Row) => row.name,
    renderRow: (row: Row) => <strong>{row.name}</strong>,
    rowTestId: 'row',
  },
});

export const WithDefaultAction = meta.story({
  play: playOn(async (canvas, { args }) => {
    const items = canvas.getAllByTestId('row');
    await expect(within(items[0]!).queryByRole('button', { name: /设为默认/ })).toBeNull();
    await userEvent.click(within(items[1]!).getByRole('button', { name: /设为默认/ }));
    await expect(args.onSetDefault).toHaveBeenCalledWith(2);
  }),
});

export const DeleteOnlyWithoutDefaultAction = meta.story({
  args: { onSetDefault: undefined, markDefault: false },
  play: playOn(async (canvas, { args }) => {
    await expect(canvas.queryByRole('button', { name: /设为默认/ })).toBeNull();
    await userEvent.click(within(canvas.getAllByTestId('row')[2]!).getByRole('button', { name: /删除/ }));
    await expect(args.onDelete).not.toHaveBeenCalled();
    await canvas.press('确认删除');
    await expect(args.onDelete).toHaveBeenCalledWith(3);
  }),
});

export const Busy = meta.story({ args: { busyId: 2 } });
export const MaxReached = meta.story({ args: { max: 3 } });
export const Empty = meta.story({ args: { items: [] } });
export const Loading = meta.story({ args: { loading: true } });
export const ServerError = meta.story({ args: { error: '收货地址不存在' } });
