import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { brandsFixture, categoryPathFixture } from '../../fixtures';
import { listHref, parseListParams } from '../../logic/listParams';
import { FilterBar } from './FilterBar';

describe('FilterBar', () => {
  it('links every choice to page 1 and reports form changes', async () => {
    const state = parseListParams(new URLSearchParams('category_id=31&level=2&page=5'));
    const onChange = vi.fn();
    render(
      <MemoryRouter>
        <FilterBar
          state={state}
          categoryPath={categoryPathFixture}
          subCategories={[]}
          brands={brandsFixture}
          hrefFor={(patch) => listHref(state, patch)}
          onChange={onChange}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: '粮油米面' })).toHaveAttribute('href', '/list?category_id=3&level=1');
    expect(screen.getByRole('link', { name: '五常稻花香' })).toHaveAttribute('href', '/list?category_id=31&level=2&brand_id=1');
    await userEvent.click(screen.getByRole('checkbox', { name: '省级认证' }));
    expect(onChange).toHaveBeenCalledWith({ tagLevel: 2 });
    expect(screen.queryByRole('link', { name: '清除筛选' })).toBeNull();
  });
});
