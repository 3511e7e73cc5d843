import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { Skeleton } from './Skeleton';

it('renders the requested number of lines, the last one shorter', () => {
  render(<Skeleton lines={3} />);
  const lines = screen.getAllByTestId('skeleton-line');
  expect(lines).toHaveLength(3);
  expect(lines[2].getAttribute('style')).toContain('60%');
  expect(lines[0].getAttribute('style')).toContain('100%');
});

it('is announced as loading', () => {
  render(<Skeleton shape="circle" width="48px" />);
  expect(screen.getByRole('status')).toHaveTextContent('加载中');
});
