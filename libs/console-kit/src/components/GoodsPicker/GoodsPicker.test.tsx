import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { OFF_SHELF_GOODS, PICKER_GOODS, searchPickerFixture } from './fixtures';
import { GoodsPicker, type GoodsPickerProps } from './GoodsPicker';
import type { PickerGoods } from './pickerGoods';

function renderPicker(props: Partial<GoodsPickerProps<PickerGoods>> = {}) {
  const onChange = vi.fn();
  render(<GoodsPicker chosen={[]} search={searchPickerFixture} onChange={onChange} {...props} />);
  return { onChange, user: userEvent.setup() };
}

const searchFor = async (user: ReturnType<typeof userEvent.setup>, keyword = '') => {
  if (keyword) await user.type(screen.getByLabelText('搜索商品'), keyword);
  await user.click(screen.getByRole('button', { name: '搜索' }));
};

describe('GoodsPicker', () => {
  it('picks a result after the chosen ones and hands the trimmed keyword to the search', async () => {
    const search = vi.fn(searchPickerFixture);
    const { onChange, user } = renderPicker({ chosen: [PICKER_GOODS[0]], search });
    await searchFor(user, '  黄金茶 ');
    expect(search).toHaveBeenCalledWith('黄金茶');
    await user.click(await screen.findByRole('button', { name: '选择 保靖黄金茶 250g 礼盒' }));
    expect(onChange).toHaveBeenCalledWith([PICKER_GOODS[0], PICKER_GOODS[1]], PICKER_GOODS[1]);
  });

  it('unpicks a chosen goods', async () => {
    const { onChange, user } = renderPicker({ chosen: [PICKER_GOODS[0], OFF_SHELF_GOODS] });
    expect(screen.getByText('已下架')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '移除 湘西土家腊肉 500g' }));
    expect(onChange).toHaveBeenCalledWith([OFF_SHELF_GOODS]);
  });

  it('offers no result once max are chosen', async () => {
    const { onChange, user } = renderPicker({ chosen: PICKER_GOODS.slice(0, 2), max: 2 });
    await searchFor(user);
    const other = await screen.findByRole('button', { name: '选择 保靖黄金茶 500g 礼盒' });
    expect(other).toBeDisabled();
    await user.click(other);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('replaces the chosen goods when only one may be chosen', async () => {
    const { onChange, user } = renderPicker({ chosen: [PICKER_GOODS[0]], max: 1 });
    await searchFor(user);
    await user.click(await screen.findByRole('button', { name: '选择 保靖黄金茶 250g 礼盒' }));
    expect(onChange).toHaveBeenCalledWith([PICKER_GOODS[1]], PICKER_GOODS[1]);
  });

  it('disables an already chosen goods, by goods id with by="goods"', async () => {
    const { user } = renderPicker({ chosen: [PICKER_GOODS[1]], by: 'goods' });
    await searchFor(user);
    expect(await screen.findByRole('button', { name: '选择 保靖黄金茶 500g 礼盒' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '选择 湘西土家腊肉 500g' })).toBeEnabled();
  });

  it('keeps the latest search results when an earlier search answers late', async () => {
    let answerFirst: (goods: PickerGoods[]) => void = () => undefined;
    const search = vi.fn((keyword: string) => (keyword === '腊肉' ? new Promise<PickerGoods[]>((resolve) => (answerFirst = resolve)) : searchPickerFixture(keyword)));
    const { user } = renderPicker({ search });
    await searchFor(user, '腊肉');
    // The button waits while a search runs; Enter in the field searches again.
    await user.clear(screen.getByLabelText('搜索商品'));
    await user.type(screen.getByLabelText('搜索商品'), '黄金茶{Enter}');
    expect(await screen.findByRole('button', { name: '选择 保靖黄金茶 250g 礼盒' })).toBeInTheDocument();
    answerFirst([PICKER_GOODS[0]]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('button', { name: '选择 湘西土家腊肉 500g' })).toBeNull();
  });

  it('shows the search failure and no results', async () => {
    const { user } = renderPicker({ search: () => Promise.reject(new Error('控制台登录已失效')) });
    await searchFor(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('搜索失败：控制台登录已失效');
    expect(screen.queryByRole('list', { name: '搜索结果' })).toBeNull();
  });
});
