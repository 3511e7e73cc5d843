import preview from '../../storybook/preview';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { regionChildrenFixture } from '../../fixtures/regions';
import { Cascader, type CascaderOption, type CascaderProps } from './Cascader';

/** A fake region API: no network in stories. */
const fakeLoad = (parent: CascaderOption | null): Promise<readonly CascaderOption[]> =>
  new Promise<readonly CascaderOption[]>((resolve) =>
    setTimeout(() => resolve(regionChildrenFixture(parent)), 50),
  );

function Stateful(props: CascaderProps) {
  const [value, setValue] = useState<string[]>([...props.value]);
  return (
    <div>
      <Cascader
        {...props}
        value={value}
        onChange={(next, selected) => {
          setValue(next);
          props.onChange(next, selected);
        }}
      />
      <p data-testid="chosen">{value.join(',')}</p>
    </div>
  );
}

const meta = preview.meta({
  component: Cascader,
  args: { value: [], onChange: fn(), loadChildren: fakeLoad },
  render: (args) => <Stateful {...args} />,
});

export const Default = meta.story({
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const province = canvas.getByRole('combobox', { name: '省份' });
    await waitFor(() => expect(province).toBeEnabled());
    await userEvent.selectOptions(province, '湖南省');
    const city = canvas.getByRole('combobox', { name: '城市' });
    await waitFor(() => expect(city).toBeEnabled());
    await userEvent.selectOptions(city, '湘西土家族苗族自治州');
    const district = canvas.getByRole('combobox', { name: '区/县' });
    await waitFor(() => expect(district).toBeEnabled());
    await userEvent.selectOptions(district, '保靖县');
    await expect(canvas.getByTestId('chosen')).toHaveTextContent('43,4331,433125');
    await expect(args.onChange).toHaveBeenCalledTimes(3);
  },
});

export const EditingAddress = meta.story({
  args: { value: ['36', '3607', '360731'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('combobox', { name: '区/县' })).toHaveDisplayValue('于都县'));
  },
});

export const Loading = meta.story({
  args: { loadChildren: () => new Promise<CascaderOption[]>(() => undefined) },
  play: async ({ canvasElement }) => {
    const province = within(canvasElement).getByRole('combobox', { name: '省份' });
    await waitFor(() => expect(province).toHaveAttribute('aria-busy', 'true'));
    await expect(province).toBeDisabled();
  },
});

export const LoadError = meta.story({
  args: { loadChildren: () => Promise.reject(new Error('network')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('加载失败')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重试' })).toBeEnabled();
  },
});

export const WithError = meta.story({ args: { error: '请选择所在地区' } });

export const Disabled = meta.story({ args: { value: ['43', '4331', '433125'], disabled: true } });

export const StaticOptions = meta.story({
  args: {
    loadChildren: undefined,
    label: '配送区域',
    options: [
      {
        id: '52',
        label: '贵州省',
        children: [
          { id: '5226', label: '黔东南苗族侗族自治州', children: [{ id: '522601', label: '凯里市' }] },
        ],
      },
    ],
  },
});
