import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS, ToastProvider, useToast, type ToastApi } from './Toast';
import { toastBus } from './toastBus';

let api: ToastApi | undefined;
function Grab() {
  api = useToast();
  return null;
}

function setup() {
  render(
    <ToastProvider>
      <Grab />
    </ToastProvider>,
  );
  if (!api) throw new Error('no toast api');
  return api;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  api = undefined;
});

describe('Toast', () => {
  it('shows one toast at a time: a new one replaces the current one', () => {
    const toast = setup();
    act(() => toast.show('库存不足', 'error'));
    act(() => toast.show('已加入购物车', 'success'));
    const shown = screen.getAllByTestId('toast');
    expect(shown).toHaveLength(1);
    expect(shown[0]).toHaveTextContent('已加入购物车');
    expect(shown[0]).toHaveAttribute('data-kind', 'success');
  });

  it('hides after the duration, and a replacement restarts the timer', () => {
    const toast = setup();
    act(() => toast.show('第一条'));
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 500));
    act(() => toast.show('第二条'));
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByTestId('toast')).toHaveTextContent('第二条');
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS));
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it('shows toasts emitted on the bus by non-React code, still one at a time', () => {
    setup();
    act(() => {
      toastBus.emit('网络异常，请检查网络后重试', 'error');
      toastBus.emit('登录错误', 'error');
    });
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
    expect(screen.getByTestId('toast')).toHaveTextContent('登录错误');
  });

  it('stops listening to the bus after unmount', () => {
    const listener = vi.fn();
    const off = toastBus.subscribe(listener);
    const { unmount } = render(<ToastProvider />);
    unmount();
    toastBus.emit('x');
    expect(listener).toHaveBeenCalledTimes(1);
    off();
    toastBus.emit('y');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('useToast outside a provider forwards to the bus', () => {
    const listener = vi.fn();
    const off = toastBus.subscribe(listener);
    render(<Grab />);
    act(() => api?.show('无服务', 'warning'));
    expect(listener).toHaveBeenCalledWith({ message: '无服务', kind: 'warning', duration: undefined });
    off();
  });
});
