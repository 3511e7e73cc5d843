import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@mall/i18n';
import { comboEmptyFixture, comboFixture, comboSoldOutFixture } from '../../fixtures';
import { ComboPackage } from './ComboPackage';

beforeAll(() => setLanguage('zh-cn'));
const renderBox = (props: Parameters<typeof ComboPackage>[0]) => render(<MemoryRouter><ComboPackage {...props} /></MemoryRouter>);

describe('ComboPackage', () => {
  it('lists the members, the saving and buys the chosen number of packages', () => {
    const onBuy = vi.fn();
    renderBox({ combo: comboFixture, onBuy });
    expect(screen.getAllByRole('listitem').filter((li) => li.textContent !== '+')).toHaveLength(3);
    expect(screen.getByText('立省 ¥21.70')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '购买套餐' }));
    expect(onBuy).toHaveBeenCalledWith(1);
  });
  it('a member without stock or no goods cannot be bought', () => {
    renderBox({ combo: comboSoldOutFixture, onBuy: vi.fn() });
    expect(screen.getByRole('button', { name: '套餐商品库存不足' })).toBeDisabled();
  });
  it('shows the empty state', () => {
    renderBox({ combo: comboEmptyFixture, onBuy: vi.fn() });
    expect(screen.getByText('套餐内暂无商品')).toBeInTheDocument();
  });
});
