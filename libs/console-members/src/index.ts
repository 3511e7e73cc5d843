// @mall/console-members: the platform's members pages (pages.ts).
export {};
