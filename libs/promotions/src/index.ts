// @mall/promotions: combo, seckill, group-buy, topics and the promotion halls.
// Its routes and components arrive with their issue; the foundation only reserves the lib.
export {};
