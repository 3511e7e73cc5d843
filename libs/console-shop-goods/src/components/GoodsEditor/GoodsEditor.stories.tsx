import preview from '@mall/ui/storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import { emptyDraft, type GoodsDraft } from '../../lib/draft';
import { GoodsEditor, type GoodsEditorOptions } from './GoodsEditor';
import { placeholderImage } from '@mall/catalogue/fixtures';

/** Inline pictures (no network in stories): a tea-green tile with its number. */
const picture = (n: number) => placeholderImage(`黄金茶 图${n}`, 80 + n * 20);

const options: GoodsEditorOptions = {
  categories: [
    { categoryId: 1, categoryName: '茶叶冲饮', pid: 0, level: 1 },
    { categoryId: 11, categoryName: '绿茶', pid: 1, level: 2 },
    { categoryId: 111, categoryName: '黄金茶', pid: 11, level: 3 },
    { categoryId: 112, categoryName: '毛尖', pid: 11, level: 3 },
  ],
  brands: [{ brandId: 3, brandName: '武陵山珍' }],
  shopCategories: [{ id: 9, name: '明前春茶' }],
};

const goods: GoodsDraft = {
  ...emptyDraft(),
  goodsId: 88,
  goodsName: '保靖黄金茶 明前特级 250克',
  introduction: '湘西高山茶园，一芽一叶',
  content: '<p>产自湘西保靖县葫芦镇黄金村。</p>',
  keywords: '黄金茶 绿茶',
  categoryPath: ['1', '11', '111'],
  brandId: '3',
  images: [picture(1), picture(2)],
  tagType: 1,
  tagLevel: 4,
  skus: [{ skuId: 801, specName: '250克罐装', price: '128.00', discountPrice: '99.00', stock: '36', seenStock: 36, skuImage: '', isDefault: true }],
};

const meta = preview.meta({ component: GoodsEditor, args: { initial: goods, options, onSubmit: fn(), onUpload: fn(async () => picture(5)), sold: { 801: 120 } } });

/** Editing a goods on sale: the price change is sent with the rest; the notice says what waits for review. */
export const Edit = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const price = canvas.getByRole('textbox', { name: '折扣价 1' });
    await userEvent.clear(price);
    await userEvent.type(price, '95');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ goodsId: 88, skus: [expect.objectContaining({ discountPrice: '95' })] }));
  },
});

/** A new goods: nothing filled; submitting names every missing field and sends nothing. */
export const Empty = meta.story({
  args: { initial: emptyDraft(), sold: {} },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '提交审核' }));
    await expect(canvas.getByText('请选择到第三级商品分类')).toBeVisible();
    await expect(canvas.getByText('请至少上传一张商品图片')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
});

/** An edit of the name waits for the platform. */
export const Pending = meta.story({ args: { pendingFields: ['goods_name', 'skus'] } });

/** The platform refused the last change. */
export const Refused = meta.story({ args: { refusedReason: '县级扶贫认证证明已过期，请更新后再提交' } });

/** While the save runs. */
export const Loading = meta.story({ args: { busy: true } });

/** mall-api refused the save. */
export const Error = meta.story({ args: { error: '规格「250克罐装」不能删除，可将其库存设为 0' } });

/** Long Chinese names everywhere. */
export const LongNames = meta.story({
  args: { initial: { ...goods, goodsName: '湘西土家族苗族自治州保靖县葫芦镇黄金村高山云雾明前特级黄金茶一芽一叶手工炒制礼盒装' } },
});
