import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Countdown, CountdownButton } from './Countdown';
import { countdownParts, formatClock } from './countdown';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2024-05-18T10:00:00+08:00'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('countdownParts', () => {
  it('splits and rounds up to whole seconds', () => {
    expect(formatClock(countdownParts((2 * 3600 + 13 * 60 + 45) * 1000))).toBe('02:13:45');
    expect(countdownParts(1)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
    expect(countdownParts(-5)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(countdownParts(90_000_000).days).toBe(1);
  });
});

describe('<Countdown>', () => {
  it('counts down to the end, then shows 已结束 and calls onFinish once', () => {
    const onFinish = vi.fn();
    render(<Countdown end={Date.now() + 3000} onFinish={onFinish} />);
    expect(screen.getByRole('timer')).toHaveTextContent('距结束 00:00:03');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('距结束 00:00:02');
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('timer')).toHaveTextContent('已结束');
    act(() => vi.advanceTimersByTime(5000));
    expect(onFinish).toHaveBeenCalledTimes(1);
  });

  it('shows days in front of the clock', () => {
    render(<Countdown end={new Date('2024-05-20T12:13:45+08:00')} />);
    expect(screen.getByRole('timer')).toHaveTextContent('距结束 2天 02:13:45');
  });
});

describe('<CountdownButton>', () => {
  it('waits the given seconds after a successful send, then offers 获取验证码 again', async () => {
    const onSend = vi.fn(async () => undefined);
    const onFinish = vi.fn();
    render(<CountdownButton seconds={60} onSend={onSend} onFinish={onFinish} />);
    const button = screen.getByRole('button', { name: '获取验证码' });
    await act(async () => {
      fireEvent.click(button);
    });
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(button).toHaveTextContent('60秒后重新获取');
    expect(button).toBeDisabled();
    act(() => vi.advanceTimersByTime(1000));
    expect(button).toHaveTextContent('59秒后重新获取');
    act(() => vi.advanceTimersByTime(59_000));
    expect(button).toHaveTextContent('获取验证码');
    expect(button).toBeEnabled();
    expect(onFinish).toHaveBeenCalledTimes(1);
  });

  it('stays available when sending fails', async () => {
    render(<CountdownButton onSend={() => Promise.reject(new Error('发送过于频繁'))} />);
    const button = screen.getByRole('button', { name: '获取验证码' });
    await act(async () => {
      fireEvent.click(button);
    });
    expect(button).toBeEnabled();
    expect(button).toHaveTextContent('获取验证码');
  });
});
