import preview from '@mall/ui/storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PriceRangeFilter } from './PriceRangeFilter';

const meta = preview.meta({
  component: PriceRangeFilter,
  args: { min: null, max: null, onApply: fn() },
});

export const Empty = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('最低价'), '10');
    await userEvent.type(canvas.getByLabelText('最高价'), '99.9');
    await userEvent.click(canvas.getByRole('button', { name: '确定' }));
    await expect(args.onApply).toHaveBeenCalledWith('10', '99.9');
  },
});

export const Applied = meta.story({ args: { min: '20', max: '200' } });

export const InvalidEntry = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('最低价'), '-5');
    await userEvent.click(canvas.getByRole('button', { name: '确定' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('请输入不小于0');
    await expect(args.onApply).not.toHaveBeenCalled();
  },
});
