import preview from '@mall/ui/storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GOODS, LONG_GOODS, searchGoods } from '../../testing/fixtures';
import { GoodsPicker } from './GoodsPicker';

const meta = preview.meta({ component: GoodsPicker, args: { search: searchGoods, onPick: fn() } });

/** Before a search. */
export const Empty = meta.story({});

/** A search by shop name lists its skus; 选择 hands one to the form; a chosen sku is not offered again. */
export const Results = meta.story({
  args: { chosen: [GOODS[1].skuId] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('搜索商品'), '保靖');
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await userEvent.click(await canvas.findByRole('button', { name: '选择 湘西土家腊肉 500g' }));
    await expect(args.onPick).toHaveBeenCalledWith(GOODS[0]);
    await expect(canvas.getByRole('button', { name: '选择 保靖黄金茶 250g 礼盒' })).toBeDisabled();
  },
});

/** Nothing matches. */
export const NoMatch = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('搜索商品'), '海南椰子');
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await expect(await canvas.findByText('没有找到在架、有库存的商品')).toBeVisible();
  },
});

/** While searching (the search never answers). */
export const Loading = meta.story({
  args: { search: () => new Promise(() => undefined) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '搜索' }));
  },
});

/** The search failed. */
export const SearchFailed = meta.story({
  args: { search: () => Promise.reject(new Error('控制台登录已失效，请重新登录')) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '搜索' }));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('控制台登录已失效');
  },
});

/** Long Chinese goods and shop names. */
export const LongNames = meta.story({
  args: { search: async () => [LONG_GOODS] },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '搜索' }));
    await expect(await within(canvasElement).findByText(/十八洞村精品猕猴桃/)).toBeVisible();
  },
});
