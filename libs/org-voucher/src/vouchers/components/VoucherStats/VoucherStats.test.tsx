import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { statsFixture } from '../../fixtures';
import { VoucherStats } from './VoucherStats';

describe('VoucherStats', () => {
  it('names each figure with its amount in yuan', () => {
    render(<VoucherStats value={statsFixture} />);
    expect(screen.getByText('可发放额度').nextSibling).toHaveTextContent('12680.00 元');
    expect(screen.getByText('已消费').nextSibling).toHaveTextContent('3486.50 元');
    expect(screen.getByText('发放批次').nextSibling).toHaveTextContent('3');
  });
});
