import preview from '@mall/ui/storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FilterBar } from './FilterBar';

const meta = preview.meta({
  component: FilterBar,
  args: {
    fields: [
      { name: 'account', label: '账号', kind: 'text' as const },
      { name: 'outcome', label: '结果', kind: 'select' as const, allLabel: '全部', options: [{ value: 'ok', label: '成功' }, { value: 'refused', label: '拒绝' }] },
      { name: 'from', label: '开始日期', kind: 'date' as const },
    ],
    values: { account: 'operator' },
    onSearch: fn(),
  },
});

/** 查询 hands every field to the page (empty ones as ''); 重置 clears them all. */
export const SearchAndReset = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '结果' }), 'refused');
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await expect(args.onSearch).toHaveBeenCalledWith({ account: 'operator', outcome: 'refused', from: '' });
    await userEvent.click(canvas.getByRole('button', { name: '重置' }));
    await expect(args.onSearch).toHaveBeenLastCalledWith({ account: '', outcome: '', from: '' });
  },
});
export const NoFilters = meta.story({ args: { values: {} } });
