import preview from '@mall/ui/storybook/preview';
import { expect, within } from 'storybook/test';
import { GoodsReviewDiff, type GoodsReviewDiffProps } from './GoodsReviewDiff';
import { placeholderImage } from '@mall/catalogue/fixtures';

/** Inline pictures (no network in stories): a tea-green tile with its number. */
const picture = (n: number) => placeholderImage(`黄金茶 图${n}`, 80 + n * 20);

const edit: GoodsReviewDiffProps['review'] = {
  kind: 'edit',
  categoryPath: ['茶叶冲饮', '绿茶', '黄金茶'],
  images: [picture(1), picture(2)],
  before: { goodsName: '保靖黄金茶 250克', tagType: null, tagLevel: null, skus: [{ skuId: 801, specName: '250克罐装', price: 12800, discountPrice: 9900, stock: 36, skuImage: '', isDefault: true }] },
  changes: {
    goodsName: '保靖黄金茶 明前特级 250克',
    tagType: null,
    tagLevel: null,
    skus: [
      { skuId: 801, specName: '250克罐装', price: 12800, discountPrice: 9500, stock: 36, skuImage: '', isDefault: true },
      { skuId: null, specName: '500克礼盒', price: 23800, discountPrice: 19900, stock: 10, skuImage: '', isDefault: false },
    ],
  },
};

const meta = preview.meta({ component: GoodsReviewDiff, args: { review: edit } });

/** An edit: the name and the prices before and after; the new spec is marked. */
export const Edit = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('columnheader', { name: '修改前' })).toBeVisible();
    await expect(canvas.getByText(/500克礼盒.*（新增）/)).toBeVisible();
    await expect(canvas.getByText('保靖黄金茶 明前特级 250克')).toBeVisible();
  },
});

/** A new goods: what it would sell as, with the claimed tags. */
export const Create = meta.story({
  args: { review: { ...edit, kind: 'create', before: { goodsName: null, tagType: null, tagLevel: null, skus: null }, changes: { ...edit.changes!, tagType: 1, tagLevel: 4 } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('832 平台产品，扶贫认证：县级')).toBeVisible();
  },
});

/** Nothing but tags asked (an empty name and price change). */
export const Empty = meta.story({ args: { review: { ...edit, changes: { goodsName: null, tagType: 0, tagLevel: 2, skus: null }, before: { goodsName: null, tagType: 0, tagLevel: 4, skus: null }, images: [] } } });

/** Long Chinese names. */
export const LongNames = meta.story({
  args: { review: { ...edit, categoryPath: ['地方特产与扶贫农产品', '湘西土家族苗族自治州特产', '高山云雾有机绿茶'], changes: { ...edit.changes!, goodsName: '湘西土家族苗族自治州保靖县葫芦镇黄金村高山云雾明前特级黄金茶礼盒装' } } },
});
