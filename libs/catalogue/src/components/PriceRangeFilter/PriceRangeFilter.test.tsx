import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PriceRangeFilter } from './PriceRangeFilter';

describe('PriceRangeFilter', () => {
  it('refuses a reversed range and applies a valid one', async () => {
    const onApply = vi.fn();
    render(<PriceRangeFilter min={null} max={null} onApply={onApply} />);
    await userEvent.type(screen.getByLabelText('最低价'), '50');
    await userEvent.type(screen.getByLabelText('最高价'), '10');
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(screen.getByRole('alert')).toHaveTextContent('最低价不能高于最高价');
    expect(onApply).not.toHaveBeenCalled();
    await userEvent.clear(screen.getByLabelText('最高价'));
    await userEvent.type(screen.getByLabelText('最高价'), '80');
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(onApply).toHaveBeenCalledWith('50', '80');
  });

  it('clears applied bounds', async () => {
    const onApply = vi.fn();
    render(<PriceRangeFilter min="1" max={null} onApply={onApply} />);
    await userEvent.click(screen.getByRole('button', { name: '清除' }));
    expect(onApply).toHaveBeenCalledWith(null, null);
  });
});
