import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { RegisterTypeChooser } from './RegisterTypeChooser';

describe('RegisterTypeChooser', () => {
  it('links to both forms, keeping the redirect', () => {
    render(
      <MemoryRouter>
        <RegisterTypeChooser types={['PERSONAL', 'COMPANY']} search="?redirect=%2Fcart" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: /个人用户/ })).toHaveAttribute(
      'href',
      '/registerPersonal?redirect=%2Fcart',
    );
    expect(screen.getByRole('link', { name: /单位用户/ })).toHaveAttribute(
      'href',
      '/registerCompany?redirect=%2Fcart',
    );
    expect(screen.getByRole('link', { name: '去登录' })).toHaveAttribute('href', '/login?redirect=%2Fcart');
  });
  it('shows only the accepted types', () => {
    render(
      <MemoryRouter>
        <RegisterTypeChooser types={['PERSONAL']} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('link', { name: /单位用户/ })).toBeNull();
  });
});
