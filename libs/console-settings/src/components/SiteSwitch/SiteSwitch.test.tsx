import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SiteSwitch } from './SiteSwitch';

describe('SiteSwitch', () => {
  it('asks for the opposite of the current state and says how soon the storefront follows', () => {
    const onChange = vi.fn();
    const { rerender } = render(<SiteSwitch open cacheSeconds={3} onChange={onChange} />);
    expect(screen.getByText(/3 秒内生效/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '关闭站点' }));
    expect(onChange).toHaveBeenLastCalledWith(false);
    rerender(<SiteSwitch open={false} cacheSeconds={3} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: '重新开放' }));
    expect(onChange).toHaveBeenLastCalledWith(true);
  });
});
