import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BalancePay } from './BalancePay';

describe('BalancePay', () => {
  it('shows what is left after paying', () => {
    render(<BalancePay balance={128800} amount={34790} />);
    expect(screen.getByTestId('balance-after')).toHaveTextContent('¥940.10');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
  it('says how much is missing when the balance is short', () => {
    render(<BalancePay balance={10} amount={30} />);
    expect(screen.getByRole('alert')).toHaveTextContent('余额不足，还差 0.20 元');
    expect(screen.queryByTestId('balance-after')).not.toBeInTheDocument();
  });
});
