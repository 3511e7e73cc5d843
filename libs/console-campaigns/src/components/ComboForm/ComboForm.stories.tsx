import preview from '@mall/ui/storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import { pressSave } from '../../testing/play';
import { days, GOODS, LONG_GOODS, searchGoods } from '../../testing/fixtures';
import { comboDraftOf, ComboForm } from './ComboForm';

const meta = preview.meta({
  component: ComboForm,
  args: { initial: comboDraftOf(null), search: searchGoods, onSave: fn(), onCancel: fn() },
});

/** A new combo: fewer than two goods and no price are refused, nothing saved. */
export const Empty = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = await pressSave(canvasElement);
    await expect(canvas.getAllByRole('alert').map((a) => a.textContent)).toContain(
      '组合套餐至少包含 2 个商品',
    );
    await expect(args.onSave).not.toHaveBeenCalled();
  },
});

/** The package Filled saves and Loading shows. */
const tasterCombo = {
  name: '保靖茶香腊味尝鲜套餐',
  comboPrice: '188',
  members: [
    { goods: GOODS[0], num: '1' },
    { goods: GOODS[1], num: '1' },
  ],
  startTime: days(0),
  endTime: days(30),
};

/** Two goods: the normal prices' sum shows under the package price; saving hands over skus and units. */
export const Filled = meta.story({
  args: {
    initial: tasterCombo,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('原价合计 ¥216.00')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      comboId: undefined,
      name: '保靖茶香腊味尝鲜套餐',
      comboPrice: '188',
      goods: [
        { skuId: 31, num: 1 },
        { skuId: 33, num: 1 },
      ],
      startTime: days(0),
      endTime: days(30),
    });
  },
});

/** While saving. */
export const Loading = meta.story({
  args: {
    busy: true,
    initial: { ...tasterCombo, members: [tasterCombo.members[0], { goods: GOODS[1], num: '2' }] },
  },
});

/** mall-api refused: goods of two shops. */
export const Error = meta.story({
  args: {
    initial: {
      name: '湘甘两地组合',
      comboPrice: '100',
      members: [
        { goods: GOODS[0], num: '1' },
        { goods: GOODS[2], num: '1' },
      ],
      startTime: days(0),
      endTime: days(30),
    },
    error: '组合套餐的商品须来自同一店铺',
  },
});

/** Long Chinese names. */
export const LongNames = meta.story({
  args: {
    initial: {
      comboId: 2,
      name: '十八洞村猕猴桃与湘西腊肉年货礼包家庭装组合套餐',
      comboPrice: '199',
      members: [{ goods: LONG_GOODS, num: '1' }],
      startTime: days(0),
      endTime: days(30),
    },
  },
});
