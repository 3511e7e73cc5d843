import { describe, expect, it, vi } from 'vitest';
import { createSignal } from './signal';

describe('createSignal', () => {
  it('calls each listener on emit until it unsubscribes, and keeps signals apart', () => {
    const one = createSignal();
    const other = createSignal();
    const listener = vi.fn();
    const off = one.subscribe(listener);
    other.emit();
    expect(listener).not.toHaveBeenCalled();
    one.emit();
    expect(listener).toHaveBeenCalledTimes(1);
    off();
    one.emit();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('lets a listener unsubscribe while the emit runs without skipping the next listener', () => {
    const signal = createSignal();
    const second = vi.fn();
    const off = signal.subscribe(() => off());
    signal.subscribe(second);
    signal.emit();
    expect(second).toHaveBeenCalledTimes(1);
  });
});
