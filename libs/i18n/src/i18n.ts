import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { useCallback } from 'react';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@mall/rest-contract/constants';
import { zhCN } from './resources/zh-cn';
import { enUS } from './resources/en-us';

export type Language = (typeof LANGUAGES)[number];

type DotPaths<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : DotPaths<T[K], `${P}${K}.`>;
}[keyof T & string];

/** Every key of the resources as a dotted path, e.g. 'common.noData' or 'title.home'. */
export type TranslationKey = DotPaths<typeof zhCN>;
/** The keys of the `title` group: one per route, see pageTitle(). */
export type PageTitleKey = keyof typeof zhCN.title;
/** Interpolation values for `{{name}}` placeholders. */
export type TranslationValues = Record<string, string | number>;
export type Translate = (key: TranslationKey, values?: TranslationValues) => string;

export const resources = {
  'zh-cn': { translation: zhCN },
  'en-us': { translation: enUS },
} as const;

/** BCP 47 spelling for <html lang>, which screen readers use to pick a voice. */
const HTML_LANG: Record<Language, string> = { 'zh-cn': 'zh-CN', 'en-us': 'en-US' };

// A private instance, so another copy of i18next on the page cannot change our language.
export const i18n = i18next.createInstance();

i18n.use(initReactI18next).init({
  // i18next writes into the objects it is given (addResource); keep the exported ones pristine.
  resources: structuredClone(resources),
  lng: DEFAULT_LANGUAGE,
  // SPEC §1: a missing entry shows its key, never another language's text.
  fallbackLng: false,
  supportedLngs: [...LANGUAGES],
  // Our codes are lower case ('zh-cn'); without these i18next rewrites them to 'zh-CN' and tries 'zh'.
  lowerCaseLng: true,
  load: 'currentOnly',
  returnEmptyString: false,
  returnNull: false,
  // Resources are bundled, so init is synchronous and t() works right after import.
  initAsync: false,
  // React escapes text itself.
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

function syncHtmlLang(lang: string): void {
  if (typeof document !== 'undefined' && lang in HTML_LANG) {
    document.documentElement.lang = HTML_LANG[lang as Language];
  }
}
i18n.on('languageChanged', syncHtmlLang);
syncHtmlLang(i18n.language);

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * Switches to `lang` (default zh-cn); unknown values fall back to the default language.
 * Synchronous: resources are bundled, so the new language applies before this returns.
 */
export function initI18n(lang?: string): typeof i18n {
  const target: Language = isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
  if (i18n.language !== target) void i18n.changeLanguage(target);
  return i18n;
}

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/** Translate outside React (loaders, error mapping). Missing keys return the key itself. */
export const t: Translate = (key, values) => i18n.t(key, values ?? {});

/** Translate inside React; re-renders the component when the language changes. */
export function useT(): Translate {
  const { t: translate } = useTranslation('translation', { i18n });
  return useCallback<Translate>((key, values) => translate(key, values ?? {}), [translate]);
}

/** Joins a page title and the site title as "<page title> - <site title>" (SPEC §1). */
export function joinTitle(page: string, siteTitle?: string): string {
  return siteTitle ? `${page} - ${siteTitle}` : page;
}

/** The document title of a route: `pageTitle('home', '商城')` → "首页 - 商城". */
export function pageTitle(titleKey: PageTitleKey, siteTitle?: string): string {
  return joinTitle(t(`title.${titleKey}`), siteTitle);
}
