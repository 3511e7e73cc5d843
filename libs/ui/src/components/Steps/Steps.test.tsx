import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { Steps, stepStatus } from './Steps';

const items = [{ title: '验证身份' }, { title: '设置新密码' }, { title: '完成' }];

it('marks finished, current and waiting steps', () => {
  render(<Steps items={items} current={1} />);
  const steps = screen.getAllByRole('listitem');
  expect(steps.map((li) => li.getAttribute('data-status'))).toEqual(['finish', 'process', 'wait']);
  expect(steps[1]).toHaveAttribute('aria-current', 'step');
  expect(steps[0]).toHaveTextContent('验证身份（已完成）');
  expect(screen.getByRole('list', { name: '步骤' })).toBeInTheDocument();
});

it('shows an error on the current step', () => {
  render(<Steps items={items} current={0} status="error" />);
  expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('验证身份（未通过）');
  expect(stepStatus(3, 3)).toBe('process');
  expect(stepStatus(2, 3)).toBe('finish');
});
