// @mall/chat: live customer-service chat with a shop.
// Its routes and components arrive with their issue; the foundation only reserves the lib.
export {};
