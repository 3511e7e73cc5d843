// Home-page blocks owned by other domains (SPEC §2 "Home blocks"): the city-site carousel (region),
// the ranking board and the live trade ticker (ranking). The home page names the slots; the app
// fills them at start-up (cross-domain composition belongs in the app, ARCHITECTURE §2), so
// catalogue never imports those libs and they may use catalogue's components without a cycle.
import { Suspense, type ComponentType } from 'react';

export type HomeBlockName = 'cityCarousel' | 'rankingBoard' | 'tradeTicker';
export type HomeBlocks = Partial<Record<HomeBlockName, ComponentType>>;

let provided: HomeBlocks = {};

/** Called by the app once, before the first render: each block is usually a `lazy()` component. */
export function provideHomeBlocks(blocks: HomeBlocks): void {
  provided = { ...provided, ...blocks };
}

/** Renders the block provided for `name`, or nothing (Storybook, tests, a block not built yet). */
export function HomeBlock({ name }: { name: HomeBlockName }) {
  const Block = provided[name];
  if (!Block) return null;
  return (
    <Suspense fallback={null}>
      <Block />
    </Suspense>
  );
}
