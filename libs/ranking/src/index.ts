// @mall/ranking: the ranking board and the live trade ticker. The home page's blocks fetch
// their own data; the components take plain props.
export { RankingBoard, type RankingBoardProps, type BoardData, type BoardEntry } from './board/components/RankingBoard/RankingBoard';
export { TradeTicker, type TradeTickerProps, type TickerItem } from './ticker/components/TradeTicker/TradeTicker';
export { chooseArea, toWan, ALL_AREAS, BOARD_TABS, type AreaFilter, type BoardTab } from './board/lib/filters';
