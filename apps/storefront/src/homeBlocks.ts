// Fills the home page's slots with other domains' blocks (see libs/catalogue/src/home/blocks.tsx).
// Each block is lazy, so its code and data load only on the home page.
import { lazy } from 'react';
import { provideHomeBlocks } from '@mall/catalogue';

export function setupHomeBlocks(): void {
  provideHomeBlocks({
    // The city carousel and the trade ticker sit in the first screen: one chunk. The ranking board,
    // further down, loads when scrolled near: a chunk of its own.
    cityCarousel: lazy(() => import('./homeFirstScreenBlocks').then((m) => ({ default: m.CityCarouselBlock }))),
    tradeTicker: lazy(() => import('./homeFirstScreenBlocks').then((m) => ({ default: m.TradeTickerBlock }))),
    rankingBoard: lazy(() => import('@mall/ranking/home/board').then((m) => ({ default: m.RankingBoardBlock }))),
  });
}
