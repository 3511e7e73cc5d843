import preview from '@mall/ui/storybook/preview';
import { refusesSave } from '@mall/ui/storybook';
import { expect, fn, userEvent, within } from 'storybook/test';
import { pressSave } from '../../testing/play';
import { days, GOODS, LONG_GOODS, SLOTS } from '../../testing/fixtures';
import { toChinaInput } from '../../lib/time';
import { ProposalForm } from './ProposalForm';

const TOPICS = [
  { topicId: 1, name: '湘味年货节', startTime: days(-3), endTime: days(25), state: 'running' },
  { topicId: 2, name: '春茶上新季', startTime: days(3), endTime: days(40), state: 'scheduled' },
];

const meta = preview.meta({
  component: ProposalForm,
  args: { topics: TOPICS, slots: SLOTS, skus: GOODS.slice(0, 2), onSave: fn(), onCancel: fn() },
});

/** Nothing chosen: each field says what it needs, nothing is sent. */
export const Empty = meta.story({
  play: refusesSave('保存', '请选择专题', '请填写活动价'),
});

/** A topic, a goods (its price shown) and a topic price: sent. */
export const Filled = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '专题' }), '湘味年货节');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '本店商品' }), '31');
    await expect(canvas.getByText('原价 ¥88.00')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: '专题价（元）' }), '79');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      kind: 'topic',
      activityId: 1,
      skuId: 31,
      price: '79',
      totalStock: undefined,
      limitNum: undefined,
      minNum: undefined,
      startTime: undefined,
      endTime: undefined,
    });
  },
});

/** A seckill slot: the slot, stock, per-member limit and dates are asked for, then sent. */
export const Seckill = meta.story({
  args: { initialKind: 'seckill' },
  play: async ({ canvasElement, args }) => {
    const canvas = await pressSave(canvasElement);
    await expect(canvas.getByText('请选择秒杀场次')).toBeVisible();
    await expect(canvas.getByText('请填写活动库存')).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '场次' }), '3');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '本店商品' }), '31');
    await userEvent.type(canvas.getByRole('textbox', { name: '秒杀价（元）' }), '59.9');
    await userEvent.type(canvas.getByRole('textbox', { name: '活动库存' }), '30');
    await userEvent.type(canvas.getByLabelText(/开始时间/), toChinaInput(days(1)));
    await userEvent.type(canvas.getByLabelText(/结束时间/), toChinaInput(days(8)));
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'seckill', activityId: 3, skuId: 31, price: '59.9', totalStock: 30, limitNum: 1 }),
    );
  },
});

/** A group-buy: no activity to choose; the group minimum below 2 is refused before sending. */
export const Groupbuy = meta.story({
  args: { initialKind: 'groupbuy' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('combobox', { name: '专题' })).toBeNull();
    const min = canvas.getByRole('textbox', { name: '起团件数' });
    await userEvent.clear(min);
    await userEvent.type(min, '1');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(canvas.getByText('起团件数至少为 2')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
});

/** While sending. */
export const Loading = meta.story({ args: { busy: true } });

/** mall-api refused: the topic ended meanwhile. */
export const Error = meta.story({ args: { error: '专题「湘味年货节」已结束，不能再加入商品' } });

/** Long Chinese names. */
export const LongNames = meta.story({
  args: {
    skus: [LONG_GOODS],
    topics: [
      {
        topicId: 5,
        name: '湘西十八洞村精准扶贫猕猴桃丰收节暨消费帮扶年货节（第二期）',
        startTime: days(0),
        endTime: days(14),
        state: 'running',
      },
    ],
  },
});
