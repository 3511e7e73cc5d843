import preview from '@mall/ui/storybook/preview';
import { refusesSave } from '@mall/ui/storybook';
import { expect, fn, userEvent, within } from 'storybook/test';
import { pickerGoodsFixture, searchGoodsFixture, supportCategoriesFixture, supportFixture } from '../../fixtures';
import { SupportUnitForm } from './SupportUnitForm';

const goods = pickerGoodsFixture.slice(0, 2);

const meta = preview.meta({
  component: SupportUnitForm,
  args: { initial: supportFixture, categories: supportCategoriesFixture, goods, search: searchGoodsFixture, onSave: fn(), onCancel: fn() },
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
  play: refusesSave('保存', '请填写单位名称'),
});

/** While saving. */
export const Loading = meta.story({ args: { busy: true } });

/** mall-api refused the save. */
export const Error = meta.story({ args: { error: '单位分类不存在' } });

/** A long Chinese name. */
export const LongNames = meta.story({ args: { initial: { ...supportFixture, supportName: '湘西土家族苗族自治州人民政府驻北京联络处消费帮扶工作领导小组办公室' } } });
