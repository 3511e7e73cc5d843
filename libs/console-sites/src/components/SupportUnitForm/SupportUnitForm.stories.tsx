import preview from '@mall/ui/storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import { supportCategoriesFixture, supportFixture } from '../../fixtures';
import { SupportUnitForm } from './SupportUnitForm';

const known = {
  11: { skuId: 101, goodsId: 11, skuName: '井冈山蜜柚 2个装', skuImage: '/upload/goods/1_1.svg', discountPrice: '39.90', shopName: '井冈农品旗舰店', isOnShelf: true },
  12: { skuId: 102, goodsId: 12, skuName: '赣南脐橙 5斤装', skuImage: '/upload/goods/2_1.svg', discountPrice: '45.80', shopName: '赣南果业合作社', isOnShelf: true },
};

const meta = preview.meta({
  component: SupportUnitForm,
  args: { initial: supportFixture, categories: supportCategoriesFixture, known, results: null, onSearch: fn(), onPicked: fn(), onSave: fn(), onCancel: fn() },
});

/** Editing a unit: removing a goods and saving hands over the remaining goods ids. */
export const Editing = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '移除 赣南脐橙 5斤装' }));
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ goodsIds: [11] }));
  },
});

/** A new unit: name and category are required. */
export const Empty = meta.story({
  args: { initial: { supportName: '', supportLogo: '', introduction: '', categoryId: 0, sort: 0, goodsIds: [] } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(canvas.getByText('请填写单位名称')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
});

/** While saving and searching. */
export const Loading = meta.story({ args: { busy: true, searching: true } });

/** mall-api refused the save. */
export const Error = meta.story({ args: { error: '单位分类不存在' } });

/** A long Chinese name. */
export const LongNames = meta.story({ args: { initial: { ...supportFixture, supportName: '湘西土家族苗族自治州人民政府驻北京联络处消费帮扶工作领导小组办公室' } } });
