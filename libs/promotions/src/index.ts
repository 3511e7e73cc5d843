// @mall/promotions: combo, seckill, group-buy, topics and the promotion halls.
// Its pages reach the app through pages.ts. The micro page's renderer is shared with the console's
// micro-page editor, whose preview must be the storefront's own drawing of the page.
export { DiyRenderer, type DiyRendererProps } from './diy/components/DiyRenderer/DiyRenderer';
export { readDiyComponents } from './diy/lib/readComponents';
