import preview from '@mall/ui/storybook/preview';
import { expect, fn, userEvent } from 'storybook/test';
import { pressSave } from '../../testing/play';
import { SeckillSlotForm } from './SeckillSlotForm';

const meta = preview.meta({
  component: SeckillSlotForm,
  args: { initial: { name: '', start: '', end: '' }, onSave: fn(), onCancel: fn() },
});

/** A new slot: empty fields are refused with the contract's messages, nothing is saved. */
export const Empty = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = await pressSave(canvasElement);
    await expect(canvas.getByText('请填写场次名称（至少 2 个字）')).toBeVisible();
    await expect(canvas.getAllByText('请按 HH:MM 填写时刻（00:00–24:00）')).toHaveLength(2);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
});

/** An end before the start is refused; a valid slot is saved in minutes. */
export const Filled = meta.story({
  args: { initial: { name: '21:00 加场', start: '21:00', end: '20:00' } },
  play: async ({ canvasElement, args }) => {
    const canvas = await pressSave(canvasElement);
    await expect(canvas.getByText('场次结束时刻必须晚于开始时刻')).toBeVisible();
    await userEvent.clear(canvas.getByLabelText('结束时刻（HH:MM）'));
    await userEvent.type(canvas.getByLabelText('结束时刻（HH:MM）'), '22:30');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      slotId: undefined,
      name: '21:00 加场',
      startMinute: 1260,
      endMinute: 1350,
    });
  },
});

/** While saving. */
export const Loading = meta.story({
  args: { busy: true, initial: { slotId: 3, name: '10:00 场', start: '10:00', end: '12:00' } },
});

/** mall-api refused: the new hours make a goods overlap its other slot. */
export const Error = meta.story({
  args: {
    initial: { slotId: 3, name: '10:00 场', start: '09:00', end: '12:00' },
    error: '「湘西土家腊肉」已在「08:00 场」（08:00–10:00）秒杀，日期与时段重叠；同一商品的秒杀场次不能重叠',
  },
});

/** A long Chinese name. */
export const LongNames = meta.story({
  args: { initial: { slotId: 9, name: '湘西十八洞村猕猴桃专场夜间加场', start: '22:00', end: '24:00' } },
});
