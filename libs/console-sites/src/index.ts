// @mall/console-sites: branch sites, their banners and recommended goods, support units and the
// assistance zones in the console. Its pages reach the app through pages.ts.
export {};
