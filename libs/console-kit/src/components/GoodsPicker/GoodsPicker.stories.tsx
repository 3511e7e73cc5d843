import preview from '@mall/ui/storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LONG_PICKER_GOODS, OFF_SHELF_GOODS, PICKER_GOODS, searchPickerFixture } from './fixtures';
import { GoodsPicker } from './GoodsPicker';
import type { PickerGoods } from './pickerGoods';

const meta = preview.meta({
  component: GoodsPicker,
  args: { chosen: [], max: 20, search: searchPickerFixture, onChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'The console’s one goods picker: the activity forms (one sku, or several each with its activity price), the micro page’s goods list, the home floors, the zones, meals, support units, projects and a site’s recommended goods. Props: `chosen` (the goods in order), `by` (`sku`, or `goods` for a site’s recommended goods), `max` (with 1 a pick replaces), `search(keyword)` (the route’s call; the picker shows its waiting and failure), `onChange(chosen, picked?)`, `extra(goods, index)` (fields beside each chosen goods), `error` (the form’s message). States: nothing chosen, chosen goods, searching, no result, search error, full, off-shelf chosen goods, long Chinese names.',
      },
    },
  },
});

/** Nothing chosen yet: a search by shop name lists its skus with price and stock. */
export const NothingChosen = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('尚未选择商品')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('搜索商品'), '保靖');
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await expect(await canvas.findByRole('button', { name: '选择 湘西土家腊肉 500g' })).toBeEnabled();
  },
});

/** Two chosen: a chosen goods is not offered again; another is added after them. */
export const ChosenGoods = meta.story({
  args: { chosen: PICKER_GOODS.slice(0, 2) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await expect(await canvas.findByRole('button', { name: '选择 保靖黄金茶 250g 礼盒' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: '选择 保靖黄金茶 500g 礼盒' }));
    await expect(args.onChange).toHaveBeenCalledWith([...PICKER_GOODS.slice(0, 2), PICKER_GOODS[2]], PICKER_GOODS[2]);
  },
});

/** While the search runs (it never answers here). */
export const Searching = meta.story({
  args: { search: () => new Promise<PickerGoods[]>(() => undefined) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await expect(await canvas.findByText('正在搜索…')).toBeVisible();
  },
});

/** Nothing matches the keyword. */
export const NoResult = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('搜索商品'), '海南椰子');
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await expect(await canvas.findByText('没有找到在架、有库存的商品')).toBeVisible();
  },
});

/** The search failed: its message is shown. */
export const SearchError = meta.story({
  args: { search: (): Promise<PickerGoods[]> => Promise.reject(new Error('控制台登录已失效，请重新登录')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('控制台登录已失效');
  },
});

/** As many as `max` chosen: no result can be added until one is removed. */
export const Full = meta.story({
  args: { chosen: PICKER_GOODS.slice(0, 2), max: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('最多选择 2 件商品，请先移除再添加')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await expect(await canvas.findByRole('button', { name: '选择 保靖黄金茶 500g 礼盒' })).toBeDisabled();
  },
});

/** A chosen goods taken off the shelf since is marked 已下架, with the form's message. */
export const OffShelfChosen = meta.story({
  args: { chosen: [PICKER_GOODS[0], OFF_SHELF_GOODS], error: '商品「井冈山蜜柚 2个装」已下架，不能参加活动' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('已下架')).toBeVisible();
  },
});

/** Long Chinese goods and shop names, chosen and found. */
export const LongNames = meta.story({
  args: { chosen: [LONG_PICKER_GOODS], search: async (): Promise<PickerGoods[]> => [LONG_PICKER_GOODS, ...PICKER_GOODS] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await expect(await canvas.findByRole('button', { name: `选择 ${LONG_PICKER_GOODS.name}` })).toBeDisabled();
  },
});
