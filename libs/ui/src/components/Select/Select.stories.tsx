import preview from '../../storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Select } from './Select';

const sorts = [
  { value: 'default', label: '综合排序' },
  { value: 'sales', label: '销量从高到低' },
  { value: 'price_asc', label: '价格从低到高' },
  { value: 'price_desc', label: '价格从高到低' },
];

const meta = preview.meta({
  component: Select,
  args: { label: '排序方式', options: sorts, onChange: fn() },
});

export const Default = meta.story({
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: '排序方式' });
    await expect(select).toHaveDisplayValue('请选择');
    await userEvent.selectOptions(select, '销量从高到低');
    await expect(select).toHaveValue('sales');
    await expect(args.onChange).toHaveBeenCalled();
  },
});

export const WithError = meta.story({
  args: { error: '请选择排序方式' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox');
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('请选择排序方式');
  },
});

export const Disabled = meta.story({ args: { disabled: true, defaultValue: 'default' } });

export const LongOptions = meta.story({
  args: {
    label: '收货地址',
    hint: '最多保存20个收货地址',
    options: [
      { value: '1', label: '湖南省湘西土家族苗族自治州保靖县迁陵镇和平街道人民路88号农产品电商服务中心三楼' },
      { value: '2', label: '江西省赣州市于都县贡江镇长征大道66号' },
    ],
  },
});

export const Empty = meta.story({
  args: { label: '自提门店', options: [], placeholder: '暂无可选门店', disabled: true },
});
