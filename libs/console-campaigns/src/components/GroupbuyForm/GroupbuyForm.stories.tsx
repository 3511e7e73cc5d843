import preview from '@mall/ui/storybook/preview';
import { refusesSave } from '@mall/ui/storybook';
import { expect, fn, userEvent } from 'storybook/test';
import { pressSave } from '../../testing/play';
import { days, GOODS, LONG_GOODS, searchGoods } from '../../testing/fixtures';
import { groupbuyDraftOf, GroupbuyForm } from './GroupbuyForm';

const meta = preview.meta({
  component: GroupbuyForm,
  args: { initial: groupbuyDraftOf(null), search: searchGoods, onSave: fn(), onCancel: fn() },
});

/** A new group-buy: refused field by field, nothing saved. */
export const Empty = meta.story({
  play: refusesSave('保存', '请填写团购价'),
});

/** One unit is not a group: refused; two are saved. */
export const Filled = meta.story({
  args: {
    initial: {
      ...groupbuyDraftOf(null),
      goods: GOODS[2],
      groupbuyPrice: '24.9',
      minNum: '1',
      totalStock: '200',
      startTime: days(0),
      endTime: days(10),
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = await pressSave(canvasElement);
    await expect(canvas.getByText('起团件数至少为 2')).toBeVisible();
    await userEvent.clear(canvas.getByLabelText('起团件数'));
    await userEvent.type(canvas.getByLabelText('起团件数'), '3');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      groupbuyId: undefined,
      skuId: 95,
      groupbuyPrice: '24.9',
      minNum: 3,
      totalStock: 200,
      startTime: days(0),
      endTime: days(10),
    });
  },
});

const saved = {
  groupbuyId: 4,
  ...GOODS[2],
  groupbuyPrice: 2490,
  minNum: 3,
  stock: 150,
  totalStock: 200,
  startTime: days(-2),
  endTime: days(8),
  state: 'running',
};

/** Editing a running group-buy. */
export const Editing = meta.story({ args: { initial: groupbuyDraftOf(saved) } });

/** While saving. */
export const Loading = meta.story({ args: { busy: true, initial: groupbuyDraftOf(saved) } });

/** mall-api refused the save. */
export const Error = meta.story({
  args: { initial: groupbuyDraftOf(saved), error: '团购库存不能少于已售出的 50 件' },
});

/** Long Chinese names. */
export const LongNames = meta.story({ args: { initial: { ...groupbuyDraftOf(null), goods: LONG_GOODS } } });
