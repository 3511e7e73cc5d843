import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './Pagination';
import { clampPage, pageCountOf, paginationRange } from './pagination';

describe('paginationRange', () => {
  it('lists every page when they fit', () => {
    expect(paginationRange(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
  it('puts ellipses on the side of the gap, keeping a constant length', () => {
    expect(paginationRange(1, 50)).toEqual([1, 2, 3, 4, 5, 6, 7, 'end-ellipsis', 50]);
    expect(paginationRange(25, 50)).toEqual([1, 'start-ellipsis', 23, 24, 25, 26, 27, 'end-ellipsis', 50]);
    expect(paginationRange(50, 50)).toEqual([1, 'start-ellipsis', 44, 45, 46, 47, 48, 49, 50]);
    expect(paginationRange(5, 50)).toEqual([1, 2, 3, 4, 5, 6, 7, 'end-ellipsis', 50]);
    expect(paginationRange(6, 50)).toEqual([1, 'start-ellipsis', 4, 5, 6, 7, 8, 'end-ellipsis', 50]);
  });
  it('counts pages and clamps', () => {
    expect(pageCountOf(101, 20)).toBe(6);
    expect(pageCountOf(0, 20)).toBe(0);
    expect(clampPage(99, 6)).toBe(6);
    expect(clampPage(-3, 6)).toBe(1);
  });
});

describe('<Pagination>', () => {
  it('renders nothing for one page or none', () => {
    const { container, rerender } = render(<Pagination page={1} pageCount={1} onChange={vi.fn()} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<Pagination page={1} total={20} pageSize={20} onChange={vi.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('marks the current page and moves with prev, next, first and last', async () => {
    const onChange = vi.fn();
    render(<Pagination page={3} total={200} pageSize={20} onChange={onChange} />);
    expect(screen.getByRole('button', { name: '第3页' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('共10页')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '上一页' }));
    await userEvent.click(screen.getByRole('button', { name: '下一页' }));
    await userEvent.click(screen.getByRole('button', { name: '末页' }));
    await userEvent.click(screen.getByRole('button', { name: '第5页' }));
    expect(onChange.mock.calls.map(([page]) => page)).toEqual([2, 4, 10, 5]);
  });

  it('disables prev and first on page 1', () => {
    render(<Pagination page={1} pageCount={5} onChange={vi.fn()} />);
    expect(screen.getByRole('button', { name: '上一页' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '首页' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '下一页' })).toBeEnabled();
  });

  it('jumps to a typed page, clamped to the last, and refuses letters', async () => {
    const onChange = vi.fn();
    render(<Pagination page={1} pageCount={8} onChange={onChange} />);
    const field = screen.getByRole('textbox', { name: '跳转到第几页' });
    await userEvent.type(field, 'ab12');
    expect(field).toHaveValue('12');
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(onChange).toHaveBeenCalledWith(8);
    expect(field).toHaveValue('');
  });

  it('renders real links with getHref and takes over plain clicks', async () => {
    const onChange = vi.fn();
    render(<Pagination page={2} pageCount={4} getHref={(p) => `/list?page=${p}`} onChange={onChange} />);
    const link = screen.getByRole('link', { name: '第3页' });
    expect(link).toHaveAttribute('href', '/list?page=3');
    expect(screen.getByRole('link', { name: '第2页' })).toHaveAttribute('aria-current', 'page');
    const click = fireEvent.click(link);
    expect(click).toBe(false); // default prevented
    expect(onChange).toHaveBeenCalledWith(3);
    // A ctrl-click keeps the browser's behaviour (new tab) and is not reported.
    onChange.mockClear();
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(onChange).not.toHaveBeenCalled();
  });
});
