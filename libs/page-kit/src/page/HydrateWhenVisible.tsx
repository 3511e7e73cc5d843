import { memo, Suspense, use, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';

/** How far below the window a part starts hydrating, so it is live before it is seen. */
const NEAR_MARGIN = '300px';
/** Interactions that open a waiting part at once, before React handles them. */
const INTERACTIONS = ['focusin', 'pointerdown', 'click'] as const;

interface Gate {
  open: boolean;
  opened: Promise<void>;
  openNow: () => void;
}

function createGate(open: boolean): Gate {
  let openNow = () => {};
  const opened = new Promise<void>((resolve) => {
    openNow = resolve;
  });
  const gate: Gate = { open, opened, openNow: () => {} };
  gate.openNow = () => {
    gate.open = true;
    openNow();
  };
  if (open) gate.openNow();
  return gate;
}

function Gated({ gate, children }: { gate: Gate; children: ReactNode }) {
  // Suspending while hydrating keeps the server's HTML in place until the gate opens.
  if (!gate.open) use(gate.opened);
  return children;
}

/**
 * Memo: right after hydration the wrapper renders again (its hydrated flag turns true) with the same
 * children; the waiting boundary must not see that render, or React would hydrate it at once.
 */
const GatedBoundary = memo(function GatedBoundary({ gate, children }: { gate: Gate; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Gated gate={gate}>{children}</Gated>
    </Suspense>
  );
});

const subscribeNever = () => () => {};

/**
 * A server-rendered part that hydrates only when it comes near the window (or when focus moves into
 * it), not while the first screen is being taken over: a footer, floors below the fold. Until then
 * its HTML is the server's, painted and styled, and its links work as plain links. Rendered by the
 * browser after hydration (a client navigation), it renders at once.
 *
 * Keep its props stable (wrap it in `memo` with stable props): React hydrates a waiting part at once
 * when it is rendered again with new props or a context it reads changes, and a part that cannot
 * hydrate then is rendered again by the browser from empty.
 */
export function HydrateWhenVisible({ children, className }: { children: ReactNode; className?: string }) {
  // The server snapshot is what a hydrating browser sees: false on the server and while hydrating.
  const hydrated = useSyncExternalStore(subscribeNever, () => true, () => false);
  const [gate] = useState(() => createGate(typeof document === 'undefined' || hydrated));
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (gate.open || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      gate.openNow();
      return;
    }
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && open(), {
      rootMargin: NEAR_MARGIN,
    });
    // On the window, in the capture phase: React stops a discrete event aimed at a part it has not
    // hydrated before the part sees it, and hydrates the part for it if it can, so the gate must be
    // open first.
    const openFor = (event: Event) => {
      if (event.target instanceof Node && element.contains(event.target)) open();
    };
    const open = () => {
      observer.disconnect();
      for (const type of INTERACTIONS) window.removeEventListener(type, openFor, true);
      gate.openNow();
    };
    observer.observe(element);
    for (const type of INTERACTIONS) window.addEventListener(type, openFor, true);
    return () => {
      observer.disconnect();
      for (const type of INTERACTIONS) window.removeEventListener(type, openFor, true);
    };
  }, [gate]);
  return (
    <div ref={box} className={className}>
      <GatedBoundary gate={gate}>{children}</GatedBoundary>
    </div>
  );
}
