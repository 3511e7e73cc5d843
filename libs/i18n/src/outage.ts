// The outage page's text (@mall/i18n/outage), for storefront-server, which writes that page without
// the storefront's i18next instance: plain objects, no i18next, no React, so a server can import it.
import type { Language } from './i18n';
import type { Messages } from './resources/zh-cn';
import { outageEnUS } from './resources/outage.en-us';
import { outageZhCN } from './resources/outage.zh-cn';

export type OutageMessages = Messages<typeof outageZhCN>;
export type OutageKind = 'unavailable' | 'busy';

/** The outage page's text in every language; zh-cn is the reference. */
export const outageMessages: Record<Language, OutageMessages> = {
  'zh-cn': outageZhCN,
  'en-us': outageEnUS,
};
