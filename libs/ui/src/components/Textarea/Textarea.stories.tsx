import preview from '../../storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Textarea } from './Textarea';

const meta = preview.meta({
  component: Textarea,
  args: {
    label: '评价内容',
    placeholder: '说说商品的口感、包装和物流吧',
    maxLength: 200,
    onValueChange: fn(),
  },
});

export const Default = meta.story({
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: '评价内容' });
    await userEvent.type(field, '橙子很甜，物流很快');
    await expect(canvas.getByText('9/200')).toBeVisible();
    await expect(field).toHaveAccessibleDescription('已输入9个字，最多200个字');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('橙子很甜，物流很快');
  },
});

export const CutAtLimit = meta.story({
  args: { label: '留言', maxLength: 10, placeholder: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: '留言' });
    await userEvent.click(field);
    await userEvent.paste('𠮷野家的牛肉饭真好吃，下次还来买');
    await expect(field).toHaveValue('𠮷野家的牛肉饭真好吃');
    await expect(canvas.getByText('10/10')).toBeVisible();
  },
});

export const LongChineseText = meta.story({
  args: {
    defaultValue:
      '收到货了，湘西黄金茶包装很精致，茶叶条索紧细，汤色嫩绿明亮，香气是板栗香，回甘明显。' +
      '物流也很快，从保靖县发货两天就到了。支持扶贫产品，以后还会回购，推荐给身边的朋友。',
  },
});

export const WithError = meta.story({
  args: { error: '请填写评价内容', hint: '至少输入10个字' },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  },
});

export const Disabled = meta.story({ args: { disabled: true, defaultValue: '订单已完成，评价已关闭' } });

export const Empty = meta.story({
  args: { maxLength: undefined, label: '备注', placeholder: '选填，可告诉商家您的特殊要求' },
});
