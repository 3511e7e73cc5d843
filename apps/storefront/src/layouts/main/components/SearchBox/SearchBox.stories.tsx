import preview from '@mall/ui/storybook/preview';
import { withRouter } from '@mall/ui/storybook';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchBox } from './SearchBox';

const meta = preview.meta({
  component: SearchBox,
  decorators: [withRouter({ width: 560 })],
  args: { defaultWord: '湘西黄金茶', hotWords: ['黄金茶', '五常大米', '赣南脐橙', '枸杞'], onSearch: fn() },
});

export const TrimsAndCutsKeyword = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox');
    await userEvent.type(input, `  ${'茶'.repeat(55)}  `);
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await expect(args.onSearch).toHaveBeenCalledWith(`/list?keyword=${encodeURIComponent('茶'.repeat(50))}`);
  },
});

export const ShopSearch = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: '搜店铺' }));
    await userEvent.type(canvas.getByRole('combobox'), ' 保靖黄金茶旗舰店 ');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith(`/street?keyword=${encodeURIComponent('保靖黄金茶旗舰店')}`);
  },
});

export const NoHotWords = meta.story({ args: { hotWords: [] } });
