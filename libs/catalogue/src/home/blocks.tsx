// Home-page blocks owned by other domains (SPEC §2 "Home blocks"): the city-site carousel (region),
// the ranking board and the live trade ticker (ranking). The home page names the slots; the app
// fills them at start-up (cross-domain composition belongs in the app, ARCHITECTURE §2), so
// catalogue never imports those libs and they may use catalogue's components without a cycle.
import { startTransition, Suspense, useEffect, useRef, useState, useSyncExternalStore, type Ref, type RefObject } from 'react';
import { providedHomeBlock, type HomeBlockName } from './slots';
import * as styles from './blocks.css';

export { provideHomeBlocks, type HomeBlockName, type HomeBlocks } from './slots';

/**
 * An empty box of the block's painted size: shown while the block's code loads, and by a block
 * while its data loads, so nothing below it moves when it arrives.
 */
export function HomeBlockPlaceholder({ name, ref }: { name: HomeBlockName; ref?: Ref<HTMLDivElement> }) {
  return <div ref={ref} className={styles.placeholder[name]} aria-hidden="true" data-home-block-placeholder={name} />;
}

/** How far below the window a block starts loading. */
const NEAR_MARGIN = '400px';

/**
 * True once the placeholder comes near the window: a block below the first screen costs the first
 * load nothing (its code, data and rendering), and its placeholder keeps its height until it arrives.
 */
function useNear(target: RefObject<HTMLDivElement | null>, enabled: boolean): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!enabled || ready) return;
    // A transition: the block's code, data and first render are done in short slices, not one long task.
    const go = () => startTransition(() => setReady(true));
    const element = target.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      const timer = setTimeout(go, 0);
      return () => clearTimeout(timer);
    }
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && go(), {
      rootMargin: NEAR_MARGIN,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, ready, target]);
  return ready;
}

const subscribeNever = () => () => {};

/**
 * Renders the block provided for `name`, or nothing (Storybook, tests, a block not built yet), once
 * it comes near the window.
 * Only in the browser: the server and the hydrating browser render the placeholder, because a
 * block streamed by the server would paint before its lazily linked CSS (unstyled, at the wrong
 * height), and a block's data loads in the browser anyway.
 */
export function HomeBlock({ name }: { name: HomeBlockName }) {
  const Block = providedHomeBlock(name);
  const inBrowser = useSyncExternalStore(subscribeNever, () => true, () => false);
  const placeholder = useRef<HTMLDivElement>(null);
  const ready = useNear(placeholder, inBrowser && !!Block);
  if (!Block) return null;
  if (!inBrowser || !ready) return <HomeBlockPlaceholder name={name} ref={placeholder} />;
  return (
    <Suspense fallback={<HomeBlockPlaceholder name={name} />}>
      <Block />
    </Suspense>
  );
}
