/**
 * Chinese (zh-cn), the default and reference language. en-us must have the same shape
 * (enforced by the `Messages` type), so a key added here without English is a type error.
 *
 * Keys are nested objects addressed with dotted paths: `t('common.noData')`.
 * Groups: `site` (layout chrome), `title` (one per route, used by pageTitle), `common`,
 * `search`, `cart`, `goods`, `empty`, `auth`, `error`, `ui` (design-system primitives),
 * `home`, `chat`, `voucher`, `member`.
 */
import { zhCNFirstLoad } from './zh-cn.first-load';
import { zhCNLater } from './zh-cn.later';

/** All of zh-cn: what the first load brings and what later pages fetch (see both files). */
export const zhCN = { ...zhCNFirstLoad, ...zhCNLater } as const;

/** Same nested shape as zh-cn with plain strings, so other languages can differ in text only. */
export type Messages<T = typeof zhCN> = {
  -readonly [K in keyof T]: T[K] extends string ? string : Messages<T[K]>;
};
