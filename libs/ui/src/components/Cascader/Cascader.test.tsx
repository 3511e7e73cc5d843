import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, it, vi } from 'vitest';
import { regionChildrenFixture, regionOptionsFixture } from '../../fixtures/regions';
import { Cascader, type CascaderOption, type CascaderProps } from './Cascader';

function Harness(props: Partial<CascaderProps> & { initial?: string[]; spy?: (v: string[]) => void }) {
  const { initial = [], spy, ...rest } = props;
  const [value, setValue] = useState<string[]>(initial);
  return (
    <Cascader
      value={value}
      onChange={(v) => {
        spy?.(v);
        setValue(v);
      }}
      {...rest}
    />
  );
}

const loader = () => vi.fn(async (parent: CascaderOption | null) => regionChildrenFixture(parent));

it('loads each level when the one above is chosen and clears lower levels on change', async () => {
  const load = loader();
  const spy = vi.fn();
  render(<Harness loadChildren={load} spy={spy} />);
  const province = screen.getByRole('combobox', { name: '省份' });
  await waitFor(() => expect(province).toBeEnabled());
  expect(screen.getByRole('combobox', { name: '城市' })).toBeDisabled();
  await userEvent.selectOptions(province, '湖南省');
  const city = screen.getByRole('combobox', { name: '城市' });
  await waitFor(() => expect(city).toBeEnabled());
  await userEvent.selectOptions(city, '湘西土家族苗族自治州');
  const district = screen.getByRole('combobox', { name: '区/县' });
  await waitFor(() => expect(district).toBeEnabled());
  await userEvent.selectOptions(district, '保靖县');
  expect(spy).toHaveBeenLastCalledWith(['43', '4331', '433125']);
  await userEvent.selectOptions(province, '江西省');
  expect(spy).toHaveBeenLastCalledWith(['36']);
  expect(load.mock.calls.map(([p]) => p?.id ?? null)).toEqual([null, '43', '4331', '36']);
});

it('loads the chain of an existing value on mount and hides a level without options', async () => {
  render(<Harness loadChildren={loader()} initial={['43', '4331', '433101']} />);
  await waitFor(() => expect(screen.getByRole('combobox', { name: '区/县' })).toHaveDisplayValue('吉首市'));
  expect(screen.getByRole('combobox', { name: '省份' })).toHaveDisplayValue('湖南省');
  expect(screen.getByRole('combobox', { name: '城市' })).toHaveDisplayValue('湘西土家族苗族自治州');
});

it('works with static nested options', async () => {
  const spy = vi.fn();
  const options: CascaderOption[] = [
    {
      id: '11',
      label: '北京市',
      children: [{ id: '1101', label: '北京市', children: [{ id: '110101', label: '东城区' }] }],
    },
  ];
  render(<Harness options={options} spy={spy} />);
  await userEvent.selectOptions(screen.getByRole('combobox', { name: '省份' }), '北京市');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: '城市' }), '北京市');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: '区/县' }), '东城区');
  expect(spy).toHaveBeenLastCalledWith(['11', '1101', '110101']);
});

it('shows 加载失败 with 重试 and loads again only when asked', async () => {
  const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(regionOptionsFixture.root);
  render(<Harness loadChildren={load} />);
  expect(await screen.findByRole('alert')).toHaveTextContent('加载失败');
  expect(load).toHaveBeenCalledTimes(1);
  await userEvent.click(screen.getByRole('button', { name: '重试' }));
  await waitFor(() => expect(screen.getByRole('combobox', { name: '省份' })).toBeEnabled());
  expect(load).toHaveBeenCalledTimes(2);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
