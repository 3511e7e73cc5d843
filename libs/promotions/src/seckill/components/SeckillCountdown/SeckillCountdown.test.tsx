import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SeckillCountdown } from './SeckillCountdown';

describe('SeckillCountdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts down from the server time and calls onDone at zero', () => {
    const onDone = vi.fn();
    render(<SeckillCountdown target={1002} serverNow={1000} label="距结束" doneText="本场已结束" onDone={onDone} />);
    expect(screen.getByRole('timer')).toHaveAccessibleName('距结束 00:00:02');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveAccessibleName('距结束 00:00:01');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('本场已结束')).toBeInTheDocument();
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('stands still when not ticking', () => {
    render(<SeckillCountdown target={4600} serverNow={1000} label="距开始" doneText="已开始" ticking={false} />);
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByRole('timer')).toHaveAccessibleName('距开始 01:00:00');
  });
});
