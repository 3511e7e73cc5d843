import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@mall/i18n';
import { mealPackageFixture } from '../../fixtures';
import { MealPackageCard } from './MealPackageCard';

beforeAll(() => setLanguage('zh-cn'));

describe('MealPackageCard', () => {
  it('shows the items, the saving and adds the whole package', () => {
    const onAdd = vi.fn();
    render(
      <MemoryRouter>
        <MealPackageCard pkg={mealPackageFixture} onAddToCart={onAdd} />
      </MemoryRouter>,
    );
    expect(screen.getByText('3人餐')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText('立省 ¥24.70')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '整套加入购物车' }));
    expect(onAdd).toHaveBeenCalledWith(mealPackageFixture);
  });
  it('is disabled while adding and shows no saving when there is none', () => {
    render(
      <MemoryRouter>
        <MealPackageCard pkg={{ ...mealPackageFixture, originalPrice: 13900 }} onAddToCart={() => undefined} adding />
      </MemoryRouter>,
    );
    expect(screen.getByRole('button', { name: '正在加入…' })).toBeDisabled();
    expect(screen.queryByText(/立省/)).toBeNull();
  });
});
