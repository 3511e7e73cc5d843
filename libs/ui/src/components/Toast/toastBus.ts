export type ToastKind = 'info' | 'success' | 'warning' | 'error';

export interface ToastMessage {
  message: string;
  kind: ToastKind;
  /** Milliseconds before it hides; defaults to TOAST_DURATION_MS. */
  duration?: number;
}

type Listener = (toast: ToastMessage) => void;

const listeners = new Set<Listener>();

/**
 * A tiny event bus so code outside React (the GraphQL client's error mapping) can raise a toast.
 * The ToastProvider subscribes; with no provider mounted, emitted toasts are dropped.
 */
export const toastBus = {
  emit(message: string, kind: ToastKind = 'info', duration?: number): void {
    for (const listener of [...listeners]) listener({ message, kind, duration });
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
