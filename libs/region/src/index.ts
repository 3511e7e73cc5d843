// @mall/region: branch (city) sites and the region layout.
// Its routes and components arrive with their issue; the foundation only reserves the lib.
export {};
