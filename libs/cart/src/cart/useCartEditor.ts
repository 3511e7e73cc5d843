import { useCallback, useEffect, useRef, useState } from 'react';
import { m } from '@mall/i18n';
import { gatewayCartApi, refusalMessage, type CartApi } from './cartApi';
import type { CartPageCart, CartPageLine } from './types';
import { refreshSession } from '@mall/page-kit';

/** Quick +/+/+ clicks on a stepper become one request, sent this long after the last click. */
export const QUANTITY_DEBOUNCE_MS = 400;

export interface CartEditor {
  /** The lines to show: the server's, with quantities being changed shown at once. */
  lines: CartPageLine[];
  /** Changes a line's quantity now on screen, sent after QUANTITY_DEBOUNCE_MS. */
  setQuantity: (cartId: number, num: number) => void;
  /** Deletes lines; resolves null when done, or the server's refusal (nothing changed). */
  remove: (cartIds: number[]) => Promise<string | null>;
  /** Sends every waiting quantity change now and waits for them (before going to checkout). */
  flush: () => Promise<void>;
  lineErrors: Readonly<Record<number, string>>;
  updating: ReadonlySet<number>;
}

function without<T>(record: Readonly<Record<number, T>>, id: number): Record<number, T> {
  const next = { ...record };
  delete next[id];
  return next;
}

/**
 * The /cart page's state over the loaded cart. Every write answers the whole cart, which replaces
 * the lines (no refetch), then `refreshSession()` lets the header follow. A refused quantity
 * goes back to the server's and shows the message under the line.
 */
export function useCartEditor(
  loaded: CartPageCart,
  api: CartApi = gatewayCartApi,
  debounceMs = QUANTITY_DEBOUNCE_MS,
): CartEditor {
  const [base, setBase] = useState({ source: loaded, cart: loaded });
  // A new loader answer (the page revalidated) replaces what the page holds.
  let cart = base.cart;
  if (base.source !== loaded) {
    cart = loaded;
    setBase({ source: loaded, cart: loaded });
  }
  const [drafts, setDrafts] = useState<Record<number, number>>({});
  const [lineErrors, setLineErrors] = useState<Record<number, string>>({});
  const timers = useRef(new Map<number, { timer: ReturnType<typeof setTimeout>; run: () => Promise<void> }>());
  const inFlight = useRef(new Set<Promise<void>>());
  // The latest edit per line: an answer to an older edit must not undo a newer one on screen.
  const versions = useRef(new Map<number, number>());

  const send = useCallback(
    async (cartId: number, num: number, version: number) => {
      const isLatest = () => versions.current.get(cartId) === version;
      try {
        const next = await api.update(cartId, num);
        void refreshSession();
        if (!isLatest()) return;
        setBase((b) => ({ ...b, cart: next }));
        setDrafts((d) => without(d, cartId));
      } catch (error) {
        if (!isLatest()) return;
        setDrafts((d) => without(d, cartId));
        setLineErrors((e) => ({ ...e, [cartId]: refusalMessage(error, m['cartPage.error.update']()) }));
      }
    },
    [api],
  );

  const start = useCallback((run: () => Promise<void>) => {
    const promise = run().finally(() => inFlight.current.delete(promise));
    inFlight.current.add(promise);
    return promise;
  }, []);

  const setQuantity = useCallback(
    (cartId: number, num: number) => {
      const version = (versions.current.get(cartId) ?? 0) + 1;
      versions.current.set(cartId, version);
      setDrafts((d) => ({ ...d, [cartId]: num }));
      setLineErrors((e) => without(e, cartId));
      const waiting = timers.current.get(cartId);
      if (waiting) clearTimeout(waiting.timer);
      const run = () => send(cartId, num, version);
      const timer = setTimeout(() => {
        timers.current.delete(cartId);
        void start(run);
      }, debounceMs);
      timers.current.set(cartId, { timer, run });
    },
    [debounceMs, send, start],
  );

  const flush = useCallback(async () => {
    for (const [cartId, waiting] of timers.current) {
      clearTimeout(waiting.timer);
      timers.current.delete(cartId);
      void start(waiting.run);
    }
    await Promise.all([...inFlight.current]);
  }, [start]);

  // Leaving the page within the debounce still saves the last quantity.
  useEffect(() => {
    const waiting = timers.current;
    return () => {
      for (const { timer, run } of waiting.values()) {
        clearTimeout(timer);
        void run();
      }
      waiting.clear();
    };
  }, []);

  const remove = useCallback(
    async (cartIds: number[]) => {
      try {
        const next = await api.remove(cartIds);
        for (const id of cartIds) {
          const waiting = timers.current.get(id);
          if (waiting) clearTimeout(waiting.timer);
          timers.current.delete(id);
          versions.current.set(id, (versions.current.get(id) ?? 0) + 1);
        }
        setBase((b) => ({ ...b, cart: next }));
        setDrafts((d) => cartIds.reduce(without, d));
        setLineErrors((e) => cartIds.reduce(without, e));
        void refreshSession();
        return null;
      } catch (error) {
        return refusalMessage(error, m['cartPage.error.delete']());
      }
    },
    [api],
  );

  const lines = cart.items.map((line) => (line.cartId in drafts ? { ...line, num: drafts[line.cartId]! } : line));
  const updating = new Set(Object.keys(drafts).map(Number));
  return { lines, setQuantity, remove, flush, lineErrors, updating };
}
