import preview from '../../storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './Button';

const meta = preview.meta({
  component: Button,
  args: { children: '加入购物车', variant: 'primary', size: 'md', onClick: fn() },
});

export const Primary = meta.story({
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '加入购物车' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
});

export const Secondary = meta.story({ args: { variant: 'secondary', children: '收藏商品' } });

export const Text = meta.story({ args: { variant: 'text', children: '查看全部' } });

export const Sizes = meta.story({
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Button {...args} size="sm">
        小按钮
      </Button>
      <Button {...args} size="md">
        中按钮
      </Button>
      <Button {...args} size="lg">
        立即购买
      </Button>
    </div>
  ),
});

export const Loading = meta.story({
  args: { loading: true, children: '提交订单' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /提交订单/ });
    // Busy, not disabled: keyboard focus stays on it; a click does nothing.
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
});

export const Disabled = meta.story({
  args: { disabled: true, children: '已售罄' },
  render: (args) => (
    <div style={{ display: 'flex', gap: 12 }}>
      <Button {...args} />
      <Button {...args} variant="secondary" />
      <Button {...args} variant="text" />
    </div>
  ),
});

export const LongChineseLabel = meta.story({
  args: { children: '湖南湘西土家族苗族自治州保靖县黄金村有机黄金茶明前特级绿茶礼盒装250g', block: true },
  decorators: [(Story) => <div style={{ width: 260 }}>{Story()}</div>],
});
