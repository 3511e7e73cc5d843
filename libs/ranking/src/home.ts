// The home page's blocks (apps/storefront/src/homeBlocks.ts loads this module lazily).
export { RankingBoardBlock } from './board/RankingBoardBlock';
export { TradeTickerBlock } from './ticker/TradeTickerBlock';
