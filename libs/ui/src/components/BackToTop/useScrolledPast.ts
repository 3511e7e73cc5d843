import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  window.addEventListener('resize', onChange);
  return () => {
    window.removeEventListener('scroll', onChange);
    window.removeEventListener('resize', onChange);
  };
}

/** True once the window has scrolled more than `px` pixels down. */
export function useScrolledPast(px: number): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.scrollY > px,
    () => false,
  );
}
