import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { toastBus, type ToastKind, type ToastMessage } from './toastBus';
import * as styles from './Toast.css';

/** How long a toast stays, in ms. */
export const TOAST_DURATION_MS = 2500;

export interface ToastApi {
  /** Shows `message`, replacing any toast on screen (SPEC §8: only one toast at a time). */
  show: (message: string, kind?: ToastKind, duration?: number) => void;
  hide: () => void;
}

interface Current extends ToastMessage {
  id: number;
}

const ToastContext = createContext<ToastApi | null>(null);

let nextId = 1;

export interface ToastProviderProps {
  children?: ReactNode;
  /** Default display time in ms. */
  duration?: number;
}

/**
 * Hosts the single toast of the page; also shows toasts emitted on `toastBus`. Mount once.
 *
 * One toast at a time (SPEC §8): `ToastProvider` (mounted once at the root; prop `duration`, default 2500 ms)
 * hosts it and `useToast()` returns `show(message, kind?, duration?)` and `hide()`. A new toast replaces the
 * one on screen instead of stacking. Kinds: info, success, warning, error. Non-React code (the GraphQL error
 * mapping) calls `toastBus.emit(message, kind)`; the provider listens. The live region is always present so
 * screen readers announce messages.
 */
export function ToastProvider({ children, duration = TOAST_DURATION_MS }: ToastProviderProps) {
  const [current, setCurrent] = useState<Current | null>(null);

  const show = useCallback<ToastApi['show']>((message, kind = 'info', ms) => {
    // A fresh id restarts the timer even when the same text is shown twice.
    setCurrent({ id: nextId++, message, kind, duration: ms });
  }, []);
  const hide = useCallback(() => setCurrent(null), []);

  useEffect(() => toastBus.subscribe((toast) => show(toast.message, toast.kind, toast.duration)), [show]);

  const currentId = current?.id;
  const currentDuration = current?.duration ?? duration;
  useEffect(() => {
    if (currentId === undefined) return;
    const timer = setTimeout(() => {
      setCurrent((c) => (c?.id === currentId ? null : c));
    }, currentDuration);
    return () => clearTimeout(timer);
  }, [currentId, currentDuration]);

  const api = useMemo<ToastApi>(() => ({ show, hide }), [show, hide]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {/* A bare live region: a role="status" here would clash with the statuses of the page. */}
      <div className={styles.region} aria-live="polite" aria-atomic="true" data-testid="toast-region">
        {current && (
          <div key={current.id} className={styles.toast} data-kind={current.kind} data-testid="toast">
            <span className={styles.kindDot[current.kind]} aria-hidden="true" />
            {current.message}
          </div>
        )}
      </div>
    </ToastContext.Provider>
  );
}

/** show()/hide() the page's toast. Outside a provider it falls back to `toastBus`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  return useMemo<ToastApi>(
    () => api ?? { show: (message, kind, ms) => toastBus.emit(message, kind, ms), hide: () => undefined },
    [api],
  );
}
