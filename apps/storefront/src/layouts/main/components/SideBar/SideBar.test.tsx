import { fireEvent, render, screen } from '@testing-library/react';
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
  it('opens the mobile site QR code from 手机商城, by pointer or by pressing it', () => {
    render(
      <MemoryRouter>
        <SideBar cartCount={0} hotline="" qrcode="/upload/site/wap_qrcode.svg" />
      </MemoryRouter>,
    );
    const button = screen.getByRole('button', { name: '手机商城' });
    const code = screen.getByTestId('sidebar-qrcode');
    expect(code).not.toBeVisible();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(button);
    expect(code).toBeVisible();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('img', { name: '手机商城二维码' })).toHaveAttribute('src', '/upload/site/wap_qrcode.svg');
    fireEvent.keyDown(button, { key: 'Escape' });
    expect(code).not.toBeVisible();
    fireEvent.mouseEnter(button.parentElement!);
    expect(code).toBeVisible();
    fireEvent.mouseLeave(button.parentElement!);
    expect(code).not.toBeVisible();
  });
  it('has no 手机商城 without a QR code', () => {
    render(
      <MemoryRouter>
        <SideBar cartCount={0} hotline="" qrcode="" />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('button', { name: '手机商城' })).toBeNull();
  });
});
