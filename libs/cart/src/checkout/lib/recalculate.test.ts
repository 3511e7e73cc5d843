import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRecalculator } from './recalculate';

describe('createRecalculator', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('debounces: quick changes send only the last input', async () => {
    const run = vi.fn(async (n: number) => n * 10);
    const onResult = vi.fn();
    const r = createRecalculator({ delayMs: 300, run, onResult, onError: vi.fn() });
    r.request(1);
    await vi.advanceTimersByTimeAsync(100);
    r.request(2);
    await vi.advanceTimersByTimeAsync(300);
    expect(run).toHaveBeenCalledTimes(1);
    expect(run).toHaveBeenCalledWith(2, expect.any(AbortSignal));
    expect(onResult).toHaveBeenCalledWith(20, 2);
  });

  it('the last answer wins: a slower earlier answer is dropped and its request aborted', async () => {
    const resolvers: ((v: string) => void)[] = [];
    const signals: AbortSignal[] = [];
    const run = vi.fn((_: string, signal: AbortSignal) => {
      signals.push(signal);
      return new Promise<string>((resolve) => resolvers.push(resolve));
    });
    const onResult = vi.fn();
    const r = createRecalculator({ delayMs: 300, run, onResult, onError: vi.fn() });
    r.request('a');
    await vi.advanceTimersByTimeAsync(300);
    r.request('b');
    await vi.advanceTimersByTimeAsync(300);
    expect(signals[0].aborted).toBe(true);
    resolvers[1]('answer b');
    resolvers[0]('answer a');
    await vi.runAllTimersAsync();
    expect(onResult).toHaveBeenCalledTimes(1);
    expect(onResult).toHaveBeenCalledWith('answer b', 'b');
  });

  it('reports the newest request failure, and nothing after cancel', async () => {
    const onError = vi.fn();
    const onResult = vi.fn();
    const r = createRecalculator({ delayMs: 10, run: async () => Promise.reject(new Error('优惠券不可用')), onResult, onError });
    r.request(1);
    await vi.advanceTimersByTimeAsync(10);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: '优惠券不可用' }), 1);
    r.request(2);
    r.cancel();
    await vi.advanceTimersByTimeAsync(50);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onResult).not.toHaveBeenCalled();
  });
});
