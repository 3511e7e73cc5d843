import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { shopFixture } from '../../fixtures';
import { ShopCard } from './ShopCard';

describe('ShopCard', () => {
  it('shows the shop and toggles follow', async () => {
    const onToggleFollow = vi.fn();
    render(
      <MemoryRouter>
        <ShopCard shop={shopFixture} followed onToggleFollow={onToggleFollow} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: shopFixture.name })).toBeInTheDocument();
    expect(screen.getByTestId('shop-fans')).toHaveTextContent('1024');
    await userEvent.click(screen.getByRole('button', { name: '已关注' }));
    expect(onToggleFollow).toHaveBeenCalled();
  });
});
