import preview from '../../storybook/preview';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Input } from '../Input/Input';
import { Stack } from './Stack';

const meta = preview.meta({
  title: 'UI/Layout/Stack',
  component: Stack,
});

/** A form: fields and its button with medium space. */
export const Form = meta.story({
  args: { space: 'md' },
  render: (args) => (
    <Stack {...args} as="form" aria-label="新增收货地址" background="surface" padding="lg" onSubmit={(e) => e.preventDefault()}>
      <Input label="收货人" name="name" defaultValue="李秀英" />
      <Input label="手机号码" name="mobile" defaultValue="13800138000" />
      <Input label="详细地址" name="address" defaultValue="麓山南路 932 号" />
      <Stack space="none" align="flex-start">
        <Button type="submit">保存</Button>
      </Stack>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getByRole('form', { name: '新增收货地址' });
    await expect(getComputedStyle(form).flexDirection).toBe('column');
    await expect(within(form).getAllByRole('textbox')).toHaveLength(3);
  },
});

/** Centred children, large space: an empty state. */
export const Centred = meta.story({
  args: {
    space: 'lg',
    align: 'center',
    padding: 'xl',
    background: 'surface',
    children: [<span key="a">暂无订单</span>, <Button key="b" variant="secondary">去逛逛</Button>],
  },
});

/** Long Chinese lines wrap; the space stays the same. */
export const LongText = meta.story({
  args: {
    space: 'sm',
    background: 'surface',
    padding: 'md',
    children: [
      <span key="a">湖南湘西土家族苗族自治州保靖县黄金村茶叶专业合作社有机黄金茶明前特级绿茶礼盒装二百五十克两罐装</span>,
      <span key="b">产地直发，支持七天无理由退货，偏远地区（新疆、西藏、青海）运费另计，预计三至五个工作日送达</span>,
    ],
  },
});

/** Nothing to stack: an empty column, no error. */
export const Empty = meta.story({ args: { space: 'md', 'aria-label': '空列表', role: 'list' } });
