import preview from '@mall/ui/storybook/preview';
import { expect, fn, userEvent } from 'storybook/test';
import { pressSave } from '../../testing/play';
import { days, GOODS, LONG_GOODS, searchGoods } from '../../testing/fixtures';
import { topicDraftOf, TopicForm } from './TopicForm';

const meta = preview.meta({
  component: TopicForm,
  args: { initial: topicDraftOf(null), search: searchGoods, onSave: fn(), onCancel: fn() },
});

/** A new topic: no name and no goods are refused, nothing saved. */
export const Empty = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = await pressSave(canvasElement);
    await expect(canvas.getByText('请填写专题名称（至少 2 个字）')).toBeVisible();
    await expect(canvas.getAllByRole('alert').map((a) => a.textContent)).toContain('专题至少包含 1 个商品');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
});

/** An unsafe banner address is refused; a filled topic is saved with its goods' topic prices. */
export const Filled = meta.story({
  args: {
    initial: {
      name: '湘味年货节',
      banner: 'javascript:alert(1)',
      remark: '精选湖南腊味',
      members: [{ goods: GOODS[0], topicPrice: '79' }],
      startTime: days(0),
      endTime: days(20),
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = await pressSave(canvasElement);
    await expect(canvas.getByText('横幅图片必须是 http(s) 地址或本站路径')).toBeVisible();
    await userEvent.clear(canvas.getByLabelText('横幅图片地址'));
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      topicId: undefined,
      name: '湘味年货节',
      banner: '',
      remark: '精选湖南腊味',
      goods: [{ skuId: 31, topicPrice: '79' }],
      startTime: days(0),
      endTime: days(20),
    });
  },
});

/** The running topic Loading and Error edit. */
const runningTopic = { topicId: 1, name: '湘味年货节', banner: '', remark: '', startTime: days(-3), endTime: days(20) };

/** While saving. */
export const Loading = meta.story({
  args: {
    busy: true,
    initial: { ...runningTopic, members: [{ goods: GOODS[0], topicPrice: '79' }] },
  },
});

/** mall-api refused a topic price. */
export const Error = meta.story({
  args: {
    initial: { ...runningTopic, members: [{ goods: GOODS[0], topicPrice: '99' }] },
    error: '「湘西土家腊肉」的专题价（¥99.00）必须低于商品售价 ¥88.00',
  },
});

/** Long Chinese names. */
export const LongNames = meta.story({
  args: {
    initial: {
      topicId: 2,
      name: '湘西十八洞村精准扶贫猕猴桃丰收节暨消费帮扶年货节',
      banner: '',
      remark: '十八洞村猕猴桃、湘西腊肉与保靖黄金茶',
      members: [{ goods: LONG_GOODS, topicPrice: '149' }],
      startTime: days(0),
      endTime: days(20),
    },
  },
});
