import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { QuantityStepper, type QuantityStepperProps } from './QuantityStepper';
import { clampQuantity } from './quantity';

function Controlled(props: Partial<QuantityStepperProps> & { initial?: number; spy?: (v: number) => void }) {
  const { initial = 1, spy, ...rest } = props;
  const [value, setValue] = useState(initial);
  return (
    <QuantityStepper
      {...rest}
      value={value}
      onChange={(v) => {
        spy?.(v);
        setValue(v);
      }}
    />
  );
}

describe('clampQuantity', () => {
  it('clamps to the bounds and the step grid', () => {
    expect(clampQuantity(0, { min: 1, max: 10, step: 1 })).toBe(1);
    expect(clampQuantity(99, { min: 1, max: 10, step: 1 })).toBe(10);
    expect(clampQuantity(9, { min: 2, max: 10, step: 2 })).toBe(8);
    expect(clampQuantity(Number.NaN, { min: 1, step: 1 })).toBe(1);
  });
});

describe('<QuantityStepper>', () => {
  it('steps with the buttons and disables them at the bounds', async () => {
    const spy = vi.fn();
    render(<Controlled max={3} spy={spy} />);
    const field = screen.getByRole('spinbutton', { name: '数量' });
    const minus = screen.getByRole('button', { name: '减少数量' });
    const plus = screen.getByRole('button', { name: '增加数量' });
    expect(minus).toBeDisabled();
    await userEvent.click(plus);
    await userEvent.click(plus);
    expect(field).toHaveValue('3');
    expect(plus).toBeDisabled();
    expect(screen.getByText('最多可购买3件')).toBeInTheDocument();
    expect(spy.mock.calls.map(([v]) => v)).toEqual([2, 3]);
    await userEvent.click(minus);
    expect(field).toHaveValue('2');
  });

  it('rejects letters as typed and clamps the typed number on blur', async () => {
    const spy = vi.fn();
    render(<Controlled max={20} spy={spy} />);
    const field = screen.getByRole('spinbutton', { name: '数量' });
    await userEvent.clear(field);
    await userEvent.type(field, 'a5x0-');
    expect(field).toHaveValue('50');
    expect(spy).not.toHaveBeenCalled();
    await userEvent.tab();
    expect(field).toHaveValue('20');
    expect(spy).toHaveBeenCalledWith(20);
    await userEvent.clear(field);
    await userEvent.tab();
    expect(field).toHaveValue('1');
  });

  it('moves with arrow keys', async () => {
    render(<Controlled max={5} initial={2} />);
    const field = screen.getByRole('spinbutton', { name: '数量' });
    await userEvent.click(field);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(field).toHaveValue('4');
    expect(field).toHaveAttribute('aria-valuenow', '4');
    await userEvent.keyboard('{ArrowDown}');
    expect(field).toHaveValue('3');
  });

  it('shows 库存不足 and disables everything when the stock is 0', () => {
    render(<QuantityStepper value={1} max={0} onChange={vi.fn()} />);
    expect(screen.getByText('库存不足')).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: '数量' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '增加数量' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '减少数量' })).toBeDisabled();
  });
});
