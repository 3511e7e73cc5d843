/** A signal without a payload: "this changed, refetch" (the cart, the member's profile). */
export interface Signal {
  emit(): void;
  /** Calls `listener` on every emit until the returned function is called. */
  subscribe(listener: () => void): () => void;
}

/** One signal with its own listeners (the listeners present at an emit are the ones called). */
export function createSignal(): Signal {
  const listeners = new Set<() => void>();
  return {
    emit() {
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
