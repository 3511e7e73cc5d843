import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PrevNext } from './PrevNext';

describe('PrevNext', () => {
  it('links the neighbours and marks a missing one', () => {
    render(
      <MemoryRouter>
        <PrevNext prev={null} next={{ id: 5, title: '配送说明' }} hrefFor={(id) => `/cms/notice-${id}`} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: '配送说明' })).toHaveAttribute('href', '/cms/notice-5');
    expect(screen.getByText('没有了')).toBeInTheDocument();
  });
});
