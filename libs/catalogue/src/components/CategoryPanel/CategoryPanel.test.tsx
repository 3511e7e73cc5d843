import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Tree } from './CategoryPanel.stories';

describe('CategoryPanel', () => {
  it('links all three levels to the goods list', () => {
    render(<Tree.Component />);
    expect(screen.getByRole('heading', { level: 2, name: '粮油米面' })).toBeInTheDocument();
    // The index jumps to the section; the section title links to the goods.
    const links = screen.getAllByRole('link', { name: '粮油米面' });
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['#category-3', '/list?category_id=3&level=1']);
    expect(screen.getByRole('link', { name: '山茶油' })).toHaveAttribute(
      'href',
      '/list?category_id=321&level=3',
    );
  });
});
