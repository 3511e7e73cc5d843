import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GatewayError } from '@mall/gateway-client';
import { onRefreshSession } from '@mall/page-kit';
import type { CartApi } from './cartApi';
import { cartLinesFixture, cartOf } from './fixtures';
import { QUANTITY_DEBOUNCE_MS, useCartEditor } from './useCartEditor';

const loaded = cartOf(cartLinesFixture);
const first = cartLinesFixture[0]!;

function withNum(cartId: number, num: number) {
  return cartOf(cartLinesFixture.map((l) => (l.cartId === cartId ? { ...l, num } : l)));
}

function setup(api: Partial<CartApi> = {}) {
  const fake: CartApi = {
    update: vi.fn(async (cartId: number, num: number) => withNum(cartId, num)),
    remove: vi.fn(async (ids: number[]) => cartOf(cartLinesFixture.filter((l) => !ids.includes(l.cartId)))),
    ...api,
  };
  const emitted = vi.fn();
  const unsubscribe = onRefreshSession(async () => emitted());
  const hook = renderHook(({ cart }) => useCartEditor(cart, fake), { initialProps: { cart: loaded } });
  return { ...hook, api: fake, emitted, unsubscribe };
}

const wait = (ms = QUANTITY_DEBOUNCE_MS) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));
const numOf = (lines: { cartId: number; num: number }[], id: number) => lines.find((l) => l.cartId === id)?.num;

describe('useCartEditor', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a new quantity at once and sends only the last of quick changes', async () => {
    const { result, api, emitted, unsubscribe } = setup();
    act(() => result.current.setQuantity(first.cartId, 2));
    act(() => result.current.setQuantity(first.cartId, 3));
    expect(numOf(result.current.lines, first.cartId)).toBe(3);
    expect(result.current.updating.has(first.cartId)).toBe(true);
    expect(api.update).not.toHaveBeenCalled();
    await wait();
    expect(api.update).toHaveBeenCalledTimes(1);
    expect(api.update).toHaveBeenCalledWith(first.cartId, 3);
    expect(numOf(result.current.lines, first.cartId)).toBe(3);
    expect(result.current.updating.size).toBe(0);
    expect(emitted).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('goes back to the server quantity and shows the refusal', async () => {
    const { result, emitted, unsubscribe } = setup({
      update: vi.fn(async () => {
        throw new GatewayError('BUSINESS_ERROR', '库存不足，最多可购买12件');
      }),
    });
    act(() => result.current.setQuantity(first.cartId, 5));
    await wait();
    expect(numOf(result.current.lines, first.cartId)).toBe(first.num);
    expect(result.current.lineErrors[first.cartId]).toBe('库存不足，最多可购买12件');
    expect(emitted).not.toHaveBeenCalled();
    // The next change clears the message.
    act(() => result.current.setQuantity(first.cartId, 2));
    expect(result.current.lineErrors[first.cartId]).toBeUndefined();
    unsubscribe();
  });

  it('an older answer does not undo a newer change on screen', async () => {
    let release: (() => void) | undefined;
    const update = vi.fn(
      (cartId: number, num: number) =>
        new Promise<ReturnType<typeof withNum>>((resolve) => {
          if (num === 2) release = () => resolve(withNum(cartId, 2));
          else resolve(withNum(cartId, num));
        }),
    );
    const { result, unsubscribe } = setup({ update });
    act(() => result.current.setQuantity(first.cartId, 2));
    await wait();
    act(() => result.current.setQuantity(first.cartId, 4));
    await act(async () => release?.());
    expect(numOf(result.current.lines, first.cartId)).toBe(4);
    await wait();
    expect(update).toHaveBeenLastCalledWith(first.cartId, 4);
    expect(numOf(result.current.lines, first.cartId)).toBe(4);
    unsubscribe();
  });

  it('deletes lines from the answer, or returns the refusal and keeps them', async () => {
    const { result, emitted, unsubscribe } = setup();
    let outcome: string | null = 'x';
    await act(async () => {
      outcome = await result.current.remove([first.cartId]);
    });
    expect(outcome).toBeNull();
    expect(result.current.lines.map((l) => l.cartId)).not.toContain(first.cartId);
    expect(emitted).toHaveBeenCalledTimes(1);
    unsubscribe();

    const refused = setup({
      remove: vi.fn(async () => {
        throw new GatewayError('BUSINESS_ERROR', '购物车商品不存在');
      }),
    });
    await act(async () => {
      outcome = await refused.result.current.remove([first.cartId]);
    });
    expect(outcome).toBe('购物车商品不存在');
    expect(refused.result.current.lines).toHaveLength(cartLinesFixture.length);
    refused.unsubscribe();
  });

  it('flush sends a waiting change at once (before checkout)', async () => {
    const { result, api, unsubscribe } = setup();
    act(() => result.current.setQuantity(first.cartId, 2));
    await act(async () => result.current.flush());
    expect(api.update).toHaveBeenCalledWith(first.cartId, 2);
    unsubscribe();
  });

  it('takes a new loader answer (revalidation) as the lines', () => {
    const { result, rerender } = setup();
    rerender({ cart: withNum(first.cartId, 7) });
    expect(numOf(result.current.lines, first.cartId)).toBe(7);
  });
});
