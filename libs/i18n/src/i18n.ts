import { parseCookie } from 'cookie';
import i18next from 'i18next';
import { createContext, createElement, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@mall/rest-contract/constants';
import type { zhCN, Messages } from './resources/zh-cn';
import { zhCNInitial } from './resources/zh-cn.initial';

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

/**
 * Only zh-cn (the default, the reference) is bundled; in the storefront's builds only the groups the
 * home, goods list and goods detail pages need (resources/zh-cn.initial.ts), the rest of zh-cn being
 * a chunk loadLaterMessages() fetches. Every other language is a chunk that loadLanguage() fetches
 * when a shopper chooses it (the first load's 130 KB budget).
 */
export const resources = {
  'zh-cn': { translation: zhCNInitial },
} as const;

const loaders: Record<Exclude<Language, 'zh-cn'>, () => Promise<Messages>> = {
  'en-us': () => import('./resources/en-us').then((m) => m.enUS),
};

/** The cookie that remembers the shopper's language ('zh-cn' | 'en-us'); SSR reads it too. */
export const LANGUAGE_COOKIE = 'mall_lang';
/** How long the language choice is remembered. */
export const LANGUAGE_COOKIE_DAYS = 365;

/**
 * The query parameter that names a page's language (`/sku-1?lang=en-us`): each language's page has an
 * address of its own for hreflang alternates and shared links; it wins over the cookie.
 */
export const LANGUAGE_PARAM = 'lang';

/** BCP 47 spelling for <html lang>, which screen readers use to pick a voice. */
const HTML_LANG: Record<Language, string> = { 'zh-cn': 'zh-CN', 'en-us': 'en-US' };

/** `lang`'s BCP 47 spelling (`zh-CN`, `en-US`): <html lang>, Content-Language. */
export function htmlLang(lang: Language): string {
  return HTML_LANG[lang];
}

// A private instance, so another copy of i18next on the page cannot change our language.
export const i18n = i18next.createInstance();

i18n.init({
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
  // zh-cn is bundled, so init is synchronous and t() works right after import.
  initAsync: false,
  // React escapes text itself.
  interpolation: { escapeValue: false },
  // In the browser a key of zh-cn's later groups that is shown before they were fetched fetches them
  // (the page then renders again with the text); pages that need them fetch them before rendering.
  saveMissing: typeof document !== 'undefined',
  missingKeyHandler: (lngs) => {
    if (lngs.includes('zh-cn')) void loadLaterMessages().catch(() => undefined);
  },
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

/** Whether `lang`'s resources are in memory (zh-cn always; others once loadLanguage fetched them). */
export function isLanguageLoaded(lang: Language): boolean {
  return i18n.hasResourceBundle(lang, 'translation');
}

/**
 * Switches to `lang` (default: the browser's remembered language, else zh-cn); unknown values fall
 * back to the default language.
 * Synchronous for a language already in memory (zh-cn always); a language not loaded yet stays
 * on the current one: use loadLanguage() for it.
 */
export function initI18n(lang?: string): typeof i18n {
  // No language given in the browser: the remembered one (its load may still be on the way).
  const wanted = lang === undefined && typeof document !== 'undefined' ? requestLanguage(location.href, document.cookie) : lang;
  const target: Language = isLanguage(wanted) ? wanted : DEFAULT_LANGUAGE;
  if (i18n.language !== target && isLanguageLoaded(target)) void i18n.changeLanguage(target);
  return i18n;
}

let laterMessages: Promise<object> | undefined;

/**
 * Adds zh-cn's later groups (sign-in, member centre, checkout, orders …: resources/zh-cn.later.ts),
 * fetching their chunk once. In the storefront's builds i18next starts without them: every page but
 * home, goods list and goods detail awaits this before it renders (its loadPage), on the server too,
 * so both render the same text. Other languages are fetched whole, so they need nothing more.
 */
export async function loadLaterMessages(): Promise<void> {
  // Already there (a tool's build starts with all of zh-cn, or they were added): nothing to fetch.
  if (i18n.exists('auth.password', { lng: 'zh-cn' })) return;
  laterMessages ??= import('./resources/zh-cn.later').then(
    ({ zhCNLater }) => zhCNLater,
    (error: unknown) => {
      // A failed fetch (offline) may be retried by the next page.
      laterMessages = undefined;
      throw error;
    },
  );
  const later = await laterMessages;
  // Added meanwhile by another call: once is enough.
  if (!i18n.exists('auth.password', { lng: 'zh-cn' })) {
    // A copy: i18next writes into the objects it is given (addResource).
    i18n.addResourceBundle('zh-cn', 'translation', structuredClone(later), true, false);
  }
}

const pending = new Map<Language, Promise<void>>();

/** Fetches `lang`'s resources once (its own chunk) without switching to it. */
export function preloadLanguage(lang: Language): Promise<void> {
  if (lang === 'zh-cn' || isLanguageLoaded(lang)) return Promise.resolve();
  let p = pending.get(lang);
  if (!p) {
    p = loaders[lang]().then((messages) => {
      // A copy: i18next writes into the objects it is given (addResource).
      i18n.addResourceBundle(lang, 'translation', structuredClone(messages), true, true);
    });
    // A failed fetch (offline) may be retried by the next choice.
    p.catch(() => pending.delete(lang));
    pending.set(lang, p);
  }
  return p;
}

/**
 * Loads `lang` (unknown values → zh-cn) and switches to it: every useT() re-renders and
 * <html lang> follows. Resolves once the new language is in place.
 */
export async function loadLanguage(lang: string | null | undefined): Promise<Language> {
  const target: Language = isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
  await preloadLanguage(target);
  if (i18n.language !== target) await i18n.changeLanguage(target);
  return target;
}

/**
 * The language a Cookie header (server) or document.cookie (browser) names in LANGUAGE_COOKIE;
 * the default language when it is missing or not one of ours.
 */
export function languageFromCookie(cookie: string | null | undefined): Language {
  const value = parseCookie(cookie ?? '')[LANGUAGE_COOKIE]?.toLowerCase();
  return value && isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/**
 * The language of one request, the same on the server and in the browser (so a server-rendered page
 * hydrates in its own language): the URL's LANGUAGE_PARAM when it names one of ours, else the
 * LANGUAGE_COOKIE, else the default. Accept-Language is not read (SPEC §1: the interface is Chinese
 * unless the shopper chooses otherwise).
 */
export function requestLanguage(url: string | URL, cookie: string | null | undefined): Language {
  const param = new URL(url, 'http://page').searchParams.get(LANGUAGE_PARAM)?.toLowerCase();
  return isLanguage(param) ? param : languageFromCookie(cookie);
}

/** The Set-Cookie / document.cookie string that remembers `lang` for LANGUAGE_COOKIE_DAYS. */
export function languageCookie(lang: Language): string {
  return `${LANGUAGE_COOKIE}=${lang}; path=/; max-age=${LANGUAGE_COOKIE_DAYS * 24 * 60 * 60}; SameSite=Lax`;
}

/** The shopper chose `lang`: remember it in the cookie, load it and switch to it. */
export async function chooseLanguage(lang: Language): Promise<Language> {
  if (typeof document !== 'undefined') {
    document.cookie = languageCookie(lang);
    // An address naming the other language would win over the choice on the next load: drop it.
    const url = new URL(location.href);
    if (url.searchParams.has(LANGUAGE_PARAM)) {
      url.searchParams.delete(LANGUAGE_PARAM);
      history.replaceState(history.state, '', url.href);
    }
  }
  return loadLanguage(lang);
}

/**
 * One instance per language, fixed to it and sharing the main instance's resources (loaded once):
 * what a server render of one request uses, so two requests in two languages never race on a
 * changeLanguage() of a process-wide instance.
 */
const fixedInstances = new Map<Language, typeof i18n>();
export function languageInstance(lang: Language): typeof i18n {
  let instance = fixedInstances.get(lang);
  if (!instance) {
    instance = i18n.cloneInstance({ lng: lang });
    fixedInstances.set(lang, instance);
  }
  return instance;
}

let languageResolver: (() => Language | undefined) | undefined;

/**
 * The per-request seam: the server entry passes a resolver answering the language of the request
 * being handled (from its AsyncLocalStorage); t(), currentLanguage() and pageTitle() outside React then
 * use that request's language. Without one (the browser) they follow the main instance.
 */
export function setLanguageResolver(resolver: (() => Language | undefined) | undefined): void {
  languageResolver = resolver;
}

function activeInstance(): typeof i18n {
  const scoped = languageResolver?.();
  return scoped ? languageInstance(scoped) : i18n;
}

export function currentLanguage(): Language {
  const scoped = languageResolver?.();
  if (scoped) return scoped;
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/**
 * A render in one fixed language (a server render of one request): useT() and useLanguage() below it
 * read this language's instance instead of the main one, whatever the main one's language is.
 */
const LanguageContext = createContext<Language | null>(null);

export function LanguageProvider({ language, children }: { language: Language; children?: ReactNode }) {
  return createElement(LanguageContext.Provider, { value: language }, children);
}

const fixedTranslates = new Map<Language, Translate>();
function fixedTranslate(lang: Language): Translate {
  let translate = fixedTranslates.get(lang);
  if (!translate) {
    const instance = languageInstance(lang);
    translate = (key, values) => instance.t(key, values ?? {});
    fixedTranslates.set(lang, translate);
  }
  return translate;
}

/**
 * React's view of the instance (instead of react-i18next, ≈2.4 KB gzip of the first load):
 * a new translate function whenever the language changes or resources arrive (zh-cn's later groups,
 * another language), so every useT() re-renders then and hooks that depend on `t` run again.
 */
const makeTranslate = (): Translate => (key, values) => i18n.t(key, values ?? {});
let translate = makeTranslate();
const listeners = new Set<() => void>();
function changed(): void {
  translate = makeTranslate();
  for (const listener of listeners) listener();
}
i18n.on('languageChanged', changed);
i18n.store.on('added', changed);
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const translateSnapshot = () => translate;

const mainLanguage = (): Language => (isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE);

/** The current language inside React (a LanguageProvider's, else the main instance's); re-renders the component when it changes. */
export function useLanguage(): Language {
  const fixed = useContext(LanguageContext);
  const main = useSyncExternalStore(subscribe, mainLanguage, mainLanguage);
  return fixed ?? main;
}

/** Translate outside React (loaders, error mapping), in the request's language on the server. Missing keys return the key itself. */
export const t: Translate = (key, values) => activeInstance().t(key, values ?? {});

/** Translate inside React (a LanguageProvider's language, else the main instance's); re-renders the component when the language changes or resources arrive. */
export function useT(): Translate {
  const fixed = useContext(LanguageContext);
  const main = useSyncExternalStore(subscribe, translateSnapshot, translateSnapshot);
  return fixed ? fixedTranslate(fixed) : main;
}

/** Joins a page title and the site title as "<page title> - <site title>" (SPEC §1). */
export function joinTitle(page: string, siteTitle?: string): string {
  return siteTitle ? `${page} - ${siteTitle}` : page;
}

/** The document title of a route: `pageTitle('home', '商城')` → "首页 - 商城". */
export function pageTitle(titleKey: PageTitleKey, siteTitle?: string): string {
  return joinTitle(t(`title.${titleKey}`), siteTitle);
}

// In the browser the page's language (its LANGUAGE_PARAM, else the remembered choice) applies at
// start: English shoppers fetch en-us once, and every useT() and <html lang> follow when it arrives
// (a server-rendered page awaits it before hydrating). A page opened by its language's address
// remembers that language, as the switch would. (A server render passes its own language.)
if (typeof document !== 'undefined') {
  const wanted = requestLanguage(location.href, document.cookie);
  if (wanted !== languageFromCookie(document.cookie)) document.cookie = languageCookie(wanted);
  if (wanted !== DEFAULT_LANGUAGE) void loadLanguage(wanted).catch(() => undefined);
}
