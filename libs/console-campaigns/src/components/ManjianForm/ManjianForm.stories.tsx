import preview from '@mall/ui/storybook/preview';
import { refusesSave } from '@mall/ui/storybook';
import { expect, fn, userEvent } from 'storybook/test';
import { pressSave } from '../../testing/play';
import { days } from '../../testing/fixtures';
import { manjianDraftOf, ManjianForm } from './ManjianForm';

const meta = preview.meta({
  component: ManjianForm,
  args: { initial: manjianDraftOf(null), onSave: fn(), onCancel: fn() },
});

/** A new rule: refused field by field, nothing saved. */
export const Empty = meta.story({
  play: refusesSave('保存', '请填写满减名称（至少 2 个字）'),
});

/** Tiers out of order are refused; in order they are saved. */
export const Filled = meta.story({
  args: {
    initial: {
      siteId: '3',
      manjianName: '保靖黄金茶店铺满减',
      type: 0,
      goodsIds: '',
      rules: [
        { money: '199', discountMoney: '30' },
        { money: '99', discountMoney: '10' },
      ],
      startTime: days(0),
      endTime: days(30),
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = await pressSave(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('满减各档须按满额从低到高排列');
    await userEvent.click(canvas.getAllByRole('button', { name: '移除' })[0]);
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      manjianId: undefined,
      siteId: 3,
      manjianName: '保靖黄金茶店铺满减',
      type: 0,
      goodsIds: [],
      rules: [{ money: '99', discountMoney: '10' }],
      startTime: days(0),
      endTime: days(30),
    });
  },
});

/** While saving. */
export const Loading = meta.story({
  args: {
    busy: true,
    initial: { ...manjianDraftOf(null), manjianId: 1, siteId: '3', manjianName: '保靖黄金茶店铺满减' },
  },
});

/** mall-api refused another shop's goods. */
export const Error = meta.story({
  args: {
    initial: {
      ...manjianDraftOf(null),
      manjianId: 9,
      siteId: '3',
      manjianName: '指定商品满减',
      type: 1,
      goodsIds: '12,40',
    },
    error: '商品 40 不属于该店铺，不能参加它的满减',
  },
});

/** A long Chinese name. */
export const LongNames = meta.story({
  args: {
    initial: {
      ...manjianDraftOf(null),
      manjianName: '湘西十八洞村猕猴桃种植农民专业合作社联合社春节年货全店满减',
    },
  },
});
