/**
 * The cart changed (a line edited or deleted, an order created from cart lines): the app refetches
 * its cached shell so the header count and dropdown stay in step with the /cart page. The app
 * subscribes once (main layout); cart and checkout pages emit.
 */
type Listener = () => void;
const listeners = new Set<Listener>();

export const cartEvents = {
  emit(): void {
    for (const listener of [...listeners]) listener();
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
