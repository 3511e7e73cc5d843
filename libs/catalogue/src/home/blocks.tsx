// Home-page blocks owned by other domains (SPEC §2 "Home blocks"): the city-site carousel (region),
// the ranking board and the live trade ticker (ranking). The home page names the slots; the app
// fills them at start-up (cross-domain composition belongs in the app, ARCHITECTURE §2), so
// catalogue never imports those libs and they may use catalogue's components without a cycle.
import { Suspense, useSyncExternalStore, type ComponentType } from 'react';
import * as styles from './blocks.css';

export type HomeBlockName = 'cityCarousel' | 'rankingBoard' | 'tradeTicker';
export type HomeBlocks = Partial<Record<HomeBlockName, ComponentType>>;

let provided: HomeBlocks = {};

/** Called by the app once, before the first render: each block is usually a `lazy()` component. */
export function provideHomeBlocks(blocks: HomeBlocks): void {
  provided = { ...provided, ...blocks };
}

/**
 * An empty box of the block's painted size: shown while the block's code loads, and by a block
 * while its data loads, so nothing below it moves when it arrives.
 */
export function HomeBlockPlaceholder({ name }: { name: HomeBlockName }) {
  return <div className={styles.placeholder[name]} aria-hidden="true" data-home-block-placeholder={name} />;
}

const subscribeNever = () => () => {};

/**
 * Renders the block provided for `name`, or nothing (Storybook, tests, a block not built yet).
 * Only in the browser: the server and the hydrating browser render the placeholder, because a
 * block streamed by the server would paint before its lazily linked CSS (unstyled, at the wrong
 * height), and a block's data loads in the browser anyway.
 */
export function HomeBlock({ name }: { name: HomeBlockName }) {
  const Block = provided[name];
  const inBrowser = useSyncExternalStore(subscribeNever, () => true, () => false);
  if (!Block) return null;
  if (!inBrowser) return <HomeBlockPlaceholder name={name} />;
  return (
    <Suspense fallback={<HomeBlockPlaceholder name={name} />}>
      <Block />
    </Suspense>
  );
}
