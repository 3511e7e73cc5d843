// The home page's slots for other domains' blocks (see blocks.tsx): filled by the app at start-up.
// A module of its own, so the app's entry carries the registry and not the blocks' rendering.
import type { ComponentType } from 'react';

export type HomeBlockName = 'cityCarousel' | 'rankingBoard' | 'tradeTicker';
export type HomeBlocks = Partial<Record<HomeBlockName, ComponentType>>;

let provided: HomeBlocks = {};

/** Called by the app once, before the first render: each block is usually a `lazy()` component. */
export function provideHomeBlocks(blocks: HomeBlocks): void {
  provided = { ...provided, ...blocks };
}

/** The block provided for a slot, if any. */
export function providedHomeBlock(name: HomeBlockName): ComponentType | undefined {
  return provided[name];
}
