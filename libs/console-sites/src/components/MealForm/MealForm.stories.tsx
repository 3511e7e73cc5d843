import preview from '@mall/ui/storybook/preview';
import { refusesSave } from '@mall/ui/storybook';
import { expect, fn, userEvent, within } from 'storybook/test';
import { mealFixture, searchGoodsFixture } from '../../fixtures';
import { MealForm } from './MealForm';

const meta = preview.meta({ component: MealForm, args: { initial: mealFixture, search: searchGoodsFixture, onSave: fn(), onCancel: fn() } });

/** The goods' total is shown beside the package price; a quantity change is saved. */
export const Editing = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('所含商品原价合计 237.90 元')).toBeVisible();
    const num = canvas.getByLabelText('湘西土家腊肉 1000克 数量');
    await userEvent.clear(num);
    await userEvent.type(num, '3');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ items: [expect.objectContaining({ num: 1 }), expect.objectContaining({ num: 3 })] }));
  },
});

/** A new package without goods is refused before saving. */
export const Empty = meta.story({
  args: { initial: { title: '', people: 2, image: '', description: '', packagePrice: '', items: [], isShow: true, sort: 0 } },
  play: refusesSave('保存', '请填写套餐名称'),
});

/** While saving. */
export const Loading = meta.story({ args: { busy: true } });

/** mall-api refused the save. */
export const Error = meta.story({ args: { error: '套餐价须低于所含商品的价格之和（237.90 元）' } });

/** A long Chinese name. */
export const LongNames = meta.story({ args: { initial: { ...mealFixture, title: '湘西土家年夜饭五口之家豪华套餐（腊肉香肠黄金茶）' } } });
