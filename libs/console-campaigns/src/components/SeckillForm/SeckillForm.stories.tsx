import preview from '@mall/ui/storybook/preview';
import { expect, fn, userEvent } from 'storybook/test';
import { pressSave } from '../../testing/play';
import { days, GOODS, LONG_GOODS, searchGoods, SLOTS } from '../../testing/fixtures';
import { seckillDraftOf, SeckillForm } from './SeckillForm';

const meta = preview.meta({
  component: SeckillForm,
  args: { initial: seckillDraftOf(null, 3), slots: SLOTS, search: searchGoods, onSave: fn(), onCancel: fn() },
});

/** A new seckill goods: no goods, price or dates: refused field by field, nothing saved. */
export const Empty = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = await pressSave(canvasElement);
    await expect(canvas.getAllByRole('alert').map((a) => a.textContent)).toContain('请先选择商品');
    await expect(canvas.getByText('请填写秒杀价')).toBeVisible();
    await expect(canvas.getByText('秒杀库存必须是数字')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
});

/** A negative stock is refused; a filled form saves the GraphQL input. */
export const Filled = meta.story({
  args: {
    initial: {
      ...seckillDraftOf(null, 3),
      goods: GOODS[0],
      seckillPrice: '49.9',
      totalStock: '-1',
      startTime: days(0),
      endTime: days(7),
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = await pressSave(canvasElement);
    await expect(canvas.getByText('秒杀库存不能为负数')).toBeVisible();
    await userEvent.clear(canvas.getByLabelText('秒杀库存'));
    await userEvent.type(canvas.getByLabelText('秒杀库存'), '30');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      seckillId: undefined,
      slotId: 3,
      skuId: 31,
      seckillPrice: '49.9',
      totalStock: 30,
      limitNum: 1,
      startTime: days(0),
      endTime: days(7),
    });
  },
});

const saved = {
  seckillId: 7,
  slotId: 3,
  slotName: '10:00 场',
  startMinute: 600,
  endMinute: 720,
  ...GOODS[0],
  seckillPrice: 4990,
  stock: 12,
  totalStock: 30,
  limitNum: 2,
  startTime: days(-1),
  endTime: days(6),
  state: 'running',
};

/** Editing a running one: the note that orders already placed keep their prices. */
export const Editing = meta.story({ args: { initial: seckillDraftOf(saved) } });

/** While saving. */
export const Loading = meta.story({ args: { busy: true, initial: seckillDraftOf(saved) } });

/** mall-api refused the save. */
export const Error = meta.story({
  args: {
    initial: seckillDraftOf(saved),
    error: '「湘西土家腊肉」的秒杀价（¥98.00）必须低于商品售价 ¥88.00',
  },
});

/** Long Chinese names. */
export const LongNames = meta.story({ args: { initial: { ...seckillDraftOf(null, 3), goods: LONG_GOODS } } });
