import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SortBar } from './SortBar';

describe('SortBar', () => {
  it('renders one link per sort and marks the current one', () => {
    render(
      <MemoryRouter>
        <SortBar sort="sales" hrefFor={(s) => `/list?sort=${s}`} count={0} />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('link')).toHaveLength(5);
    expect(screen.getByRole('link', { name: '销量' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: '价格从高到低' })).toHaveAttribute('href', '/list?sort=price_desc');
    expect(screen.getByTestId('result-count')).toHaveTextContent('共找到0件相关商品');
  });
});
