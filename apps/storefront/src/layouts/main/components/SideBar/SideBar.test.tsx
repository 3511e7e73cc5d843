import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { pickHotline, SideBar } from './SideBar';

describe('SideBar', () => {
  it('prefers the service hotline, then the site phone', () => {
    expect(pickHotline('400-600-8832', '010-1234')).toBe('400-600-8832');
    expect(pickHotline('', '010-1234')).toBe('010-1234');
    expect(pickHotline(null, undefined)).toBe('');
  });
  it('shows cart count and hotline', () => {
    render(
      <MemoryRouter>
        <SideBar cartCount={8} hotline="400-600-8832" />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('sidebar-cart-count')).toHaveTextContent('8');
    expect(screen.getByTestId('sidebar-hotline')).toHaveTextContent('400-600-8832');
  });
});
