// @mall/ranking: the ranking board and the live trade ticker.
// Its routes and components arrive with their issue; the foundation only reserves the lib.
export {};
