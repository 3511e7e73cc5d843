// The home's lower blocks that sit in its first screen, in one module so that they come as one chunk
// (homeBlocks.ts): two sub-kilobyte files otherwise.
export { CityCarouselBlock } from '@mall/region/home';
export { TradeTickerBlock } from '@mall/ranking/home/ticker';
