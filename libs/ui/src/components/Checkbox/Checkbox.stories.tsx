import preview from '../../storybook/preview';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sprinkles } from '../../theme/sprinkles.css';
import { Checkbox } from './Checkbox';

const cartRows = [
  { id: 'a', name: '赣南脐橙 5kg 礼盒装' },
  { id: 'b', name: '湘西黄金茶 250g' },
  { id: 'c', name: '五常大米 10kg' },
];

function CartSelectAll() {
  const [chosen, setChosen] = useState<string[]>(['a']);
  const all = cartRows.map((row) => row.id);
  return (
    <div className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'sm' })}>
      <Checkbox
        label="全选"
        checked={chosen.length === all.length}
        indeterminate={chosen.length > 0 && chosen.length < all.length}
        onChange={(event) => setChosen(event.target.checked ? all : [])}
      />
      {cartRows.map((row) => (
        <Checkbox
          key={row.id}
          label={row.name}
          checked={chosen.includes(row.id)}
          onChange={(event) =>
            setChosen((list) =>
              event.target.checked ? [...list, row.id] : list.filter((id) => id !== row.id),
            )
          }
        />
      ))}
    </div>
  );
}

const meta = preview.meta({
  component: Checkbox,
  args: { label: '七天内自动登录', onChange: fn() },
});

export const Default = meta.story({
  play: async ({ args, canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: '七天内自动登录' });
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenCalled();
  },
});

export const SelectAll = meta.story({
  render: () => <CartSelectAll />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const all = canvas.getByRole('checkbox', { name: '全选' });
    await expect(all).toBePartiallyChecked();
    await userEvent.click(all);
    await expect(canvas.getByRole('checkbox', { name: '五常大米 10kg' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: '湘西黄金茶 250g' }));
    await expect(all).toBePartiallyChecked();
  },
});

export const Disabled = meta.story({
  args: { disabled: true, defaultChecked: true, label: '已同意《用户服务协议》' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toBeDisabled();
  },
});

export const LongLabel = meta.story({
  args: {
    label:
      '我已阅读并同意《扶贫商城用户服务协议》《隐私政策》《消费券使用规则》，并授权平台在配送、售后和发票开具时使用我的收货信息',
  },
});
