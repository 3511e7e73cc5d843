import preview from '@mall/ui/storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ShopCategoryTree } from './ShopCategoryTree';

const categories = [
  { id: 1, pid: 0, name: '高山茶叶', sort: 1, goodsNum: 12 },
  { id: 3, pid: 1, name: '明前绿茶', sort: 0, goodsNum: 8 },
  { id: 4, pid: 1, name: '红茶', sort: 1, goodsNum: 4 },
  { id: 2, pid: 0, name: '山货干货', sort: 2, goodsNum: 0 },
];

const meta = preview.meta({ component: ShopCategoryTree, args: { categories, onSave: fn(), onDelete: fn() } });

/** A tree of two top categories: a child is added under 山货干货 and 红茶 is renamed. */
export const Default = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '添加子分类：山货干货' }));
    await userEvent.type(canvas.getByLabelText('分类名称'), '井冈山笋干');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(args.onSave).toHaveBeenCalledWith({ id: undefined, pid: 2, name: '井冈山笋干', sort: 0 });
    await userEvent.click(canvas.getByRole('button', { name: '编辑：红茶' }));
    await userEvent.clear(canvas.getByLabelText('分类名称'));
    await userEvent.type(canvas.getByLabelText('分类名称'), '井冈红茶');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(args.onSave).toHaveBeenLastCalledWith({ id: 4, pid: 1, name: '井冈红茶', sort: 1 });
  },
});

/** 删除 asks once more before it is sent. */
export const ConfirmDelete = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '删除：山货干货' }));
    await expect(canvas.getByText('删除分类「山货干货」？')).toBeVisible();
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: '删除' }));
    await expect(args.onDelete).toHaveBeenCalledWith(categories[3]);
  },
});

/** No category yet; an empty name is refused before anything is sent. */
export const Empty = meta.story({
  args: { categories: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('还没有店内分类，新建一个吧')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '新建一级分类' }));
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(canvas.getByText('请填写分类名称')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
});

/** mall-api refused deleting a category that still has goods. */
export const Refused = meta.story({ args: { error: '分类「明前绿茶」下有 8 件商品，请先把它们改到其他分类后再删除' } });

/** Saving or deleting: the buttons wait. */
export const Busy = meta.story({ args: { busy: true } });

/** Long Chinese names wrap. */
export const LongNames = meta.story({
  args: {
    categories: [
      { id: 1, pid: 0, name: '湘西土家族苗族自治州特产腊味', sort: 0, goodsNum: 3 },
      { id: 2, pid: 1, name: '保靖县葫芦镇黄金村柴火烟熏腊肉', sort: 0, goodsNum: 3 },
    ],
  },
});
