import preview from '../../storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Rate } from './Rate';

const meta = preview.meta({
  component: Rate,
  args: { label: '商品评分', onChange: fn() },
});

export const Editable = meta.story({
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: '商品评分' })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: '3星' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '4星' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(4);
  },
});

export const WithTexts = meta.story({
  args: {
    showLabel: true,
    label: '描述相符',
    defaultValue: 5,
    texts: ['非常差', '差', '一般', '好', '非常好'],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: '非常好' })).toBeChecked();
  },
});

export const ReadOnly = meta.story({
  args: { readOnly: true, value: 4.6, label: '店铺评分', showLabel: true, size: 'sm' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: '店铺评分 4.6星，满分5星' })).toBeVisible();
    await expect(canvas.queryByRole('radio')).toBeNull();
  },
});

export const Empty = meta.story({ args: { readOnly: true, value: 0, label: '暂无评分' } });

export const Disabled = meta.story({
  args: { disabled: true, defaultValue: 2 },
  play: async ({ canvasElement }) => {
    const radios = within(canvasElement).getAllByRole('radio');
    for (const radio of radios) await expect(radio).toBeDisabled();
    await expect(radios[1]).toBeChecked();
  },
});
