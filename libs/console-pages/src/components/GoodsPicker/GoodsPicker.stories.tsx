import preview from '@mall/ui/storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import { knownFixture, pickerItemsFixture } from '../../fixtures';
import { GoodsPicker } from './GoodsPicker';

const meta = preview.meta({
  component: GoodsPicker,
  args: { skuIds: [101], known: knownFixture, results: null, max: 20, onSearch: fn(), onChange: fn() },
});

/** One chosen, nothing searched yet: searching sends the trimmed keyword. */
export const Chosen = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('搜索商品'), '  脐橙 ');
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await expect(args.onSearch).toHaveBeenCalledWith('脐橙');
  },
});

/** Results: a chosen one cannot be added twice; choosing another hands over the new list and the sku. */
export const Results = meta.story({
  args: { results: pickerItemsFixture },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /选择 井冈山蜜柚/ })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: /选择 赣南脐橙/ }));
    await expect(args.onChange).toHaveBeenCalledWith([101, 102], pickerItemsFixture[1]);
  },
});

/** While searching. */
export const Loading = meta.story({ args: { searching: true, results: [] } });

/** The search found nothing. */
export const NoResult = meta.story({ args: { results: [] } });

/** Long Chinese names and an off-shelf goods among the chosen. */
export const LongNames = meta.story({ args: { skuIds: [104, 102], results: pickerItemsFixture } });
