import preview from '@mall/ui/storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FormActions } from './FormActions';

/**
 * The foot of every console edit form (banners, news, projects, sites, support units, CMS entries,
 * floors, campaigns): mall-api's refusal of the last save, then 保存 and 取消. While saving both are held.
 */
const meta = preview.meta({
  component: FormActions,
  args: { saveLabel: '保存', cancelLabel: '取消', onSave: fn(), onCancel: fn() },
});

/** Ready: 保存 saves, 取消 leaves the form. */
export const Ready = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: '取消' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
});

/** Saving: 取消 is held until mall-api answers. */
export const Busy = meta.story({
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '取消' })).toBeDisabled();
  },
});

/** mall-api refused the save: its message above the buttons, long Chinese text wrapping. */
export const Refused = meta.story({
  args: {
    error: '该分站的推荐商品已超过上限（每个分站最多推荐 60 件商品），请先在「分站推荐商品」中移除部分商品后再保存本次修改。',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('每个分站最多推荐 60 件商品');
  },
});
