import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ImageList } from './ImageList';

describe('ImageList', () => {
  it('links each photo to its full picture with a numbered alt', () => {
    render(<ImageList images={['/upload/order/1_a.png', '/upload/order/1_b.png']} alt={(i) => `晒图${i}`} />);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(2);
    expect(links[1]).toHaveAttribute('href', '/upload/order/1_b.png');
    expect(screen.getByRole('img', { name: '晒图2' })).toBeInTheDocument();
  });
  it('shows the empty text, or nothing, without photos', () => {
    const { container, rerender } = render(<ImageList images={[]} alt={String} empty="未晒图" />);
    expect(screen.getByText('未晒图')).toBeInTheDocument();
    rerender(<ImageList images={[]} alt={String} />);
    expect(container).toBeEmptyDOMElement();
  });
});
