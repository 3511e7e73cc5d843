// @mall/console-settings: the platform's settings pages (pages.ts).
export {};
