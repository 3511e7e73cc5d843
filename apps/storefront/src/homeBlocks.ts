// Fills the home page's slots with other domains' blocks (see libs/catalogue/src/home/blocks.tsx).
// Each block is lazy, so its code and data load only on the home page.
import { lazy } from 'react';
import { provideHomeBlocks } from '@mall/catalogue';

export function setupHomeBlocks(): void {
  provideHomeBlocks({
    cityCarousel: lazy(() => import('@mall/region/home').then((m) => ({ default: m.CityCarouselBlock }))),
    rankingBoard: lazy(() => import('@mall/ranking/home').then((m) => ({ default: m.RankingBoardBlock }))),
    tradeTicker: lazy(() => import('@mall/ranking/home').then((m) => ({ default: m.TradeTickerBlock }))),
  });
}
