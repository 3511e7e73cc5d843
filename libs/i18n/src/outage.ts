// The outage page's text (@mall/i18n/outage), for storefront-server, which writes that page without
// the storefront's compiled messages: plain objects, no React, so a server can import it.
import type { Language } from './i18n';
import { outageEnUS } from './resources/outage.en-us';
import { outageZhCN } from './resources/outage.zh-cn';

/** The same nested shape as zh-cn's with plain strings, so a language differs in text only. */
type Shape<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
export type OutageMessages = Shape<typeof outageZhCN>;
export type OutageKind = 'unavailable' | 'busy';

/** The outage page's text in every language; zh-cn is the reference. */
export const outageMessages: Record<Language, OutageMessages> = {
  'zh-cn': outageZhCN,
  'en-us': outageEnUS,
};
