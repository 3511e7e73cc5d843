import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { NotFound } from './NotFound';

describe('NotFound', () => {
  it('says the page does not exist and links home', () => {
    render(
      <MemoryRouter>
        <NotFound path="/nope" />
      </MemoryRouter>,
    );
    expect(screen.getByText('抱歉，您访问的页面不存在')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/');
  });
});
