/**
 * The zh-cn resources i18next starts with: all of zh-cn, for tests, Storybook and any other tool.
 * The storefront's own builds (browser and server render) resolve this module to
 * zh-cn.initial.first-load.ts instead (apps/storefront/vite.config.ts): only the first-load groups,
 * the rest fetched by loadLaterMessages() (the first-load budget).
 */
export { zhCN as zhCNInitial } from './zh-cn';
