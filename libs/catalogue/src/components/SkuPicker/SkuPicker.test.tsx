import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { goodsDetailFixture } from '../../fixtures';
import { specsFor } from '../../logic/sku';
import { SkuPicker } from './SkuPicker';

describe('SkuPicker', () => {
  it('reports the sku of another value and ignores the chosen one', async () => {
    const onSelect = vi.fn();
    render(<SkuPicker specs={specsFor(goodsDetailFixture.specs, 2001)} onSelect={onSelect} />);
    await userEvent.click(screen.getByRole('button', { name: '礼盒 250g' }));
    expect(onSelect).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: '罐装 500g（无货）' }));
    expect(onSelect).toHaveBeenCalledWith(2003);
  });
});
