// @mall/promotions: combo, seckill, group-buy, topics and the promotion halls.
// Its pages reach the app through pages.ts; no component is shared with other libs, so nothing is exported.
export {};
