import { useEffect, useState } from 'react';
import { useCareMode } from '@mall/ui';

const QUERY = '(prefers-reduced-motion: reduce)';

/** Whether the visitor asked for less motion (and follows a change of that setting), or chose care mode. */
export function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(() => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(QUERY).matches);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const list = window.matchMedia(QUERY);
    const onChange = () => setReduced(list.matches);
    onChange();
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, []);
  const care = useCareMode();
  return reduced || care;
}
