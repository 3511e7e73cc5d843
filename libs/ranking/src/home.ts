// The home page's blocks. The app loads each on its own (`@mall/ranking/home/board`, `/home/ticker`):
// the ticker sits in the first screen, the board further down loads when scrolled near.
export { RankingBoardBlock } from './board/RankingBoardBlock';
export { TradeTickerBlock } from './ticker/TradeTickerBlock';
