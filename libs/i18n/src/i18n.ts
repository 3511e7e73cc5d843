import { parseCookie } from 'cookie';
import { createContext, createElement, Fragment, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@mall/rest-contract/constants';
import { overwriteGetLocale } from './generated/runtime.js';
import { titleMessages } from './generated/tables.js';
import { loadEnglish } from './english';

export type Language = (typeof LANGUAGES)[number];

/**
 * A message kept as data (a tab's label, a status's name, a route's title): one of `m`'s functions
 * that takes no values, called where the text is shown so it is in the language of that moment.
 */
export type Message = () => string;

/** The `title` group's keys: one per route (the route table, pageTitle, PageTitle). */
export type PageTitleKey = keyof typeof titleMessages;

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

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
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

// The page's language in this process: the browser's (its address, else the remembered choice),
// a test's or Storybook's. A server never changes it; each request's comes from the resolver.
let pageLanguage: Language = DEFAULT_LANGUAGE;
let languageResolver: (() => Language | undefined) | undefined;
const listeners = new Set<() => void>();

/**
 * The per-request seam: the server entry passes a resolver answering the language of the request
 * being handled (from its AsyncLocalStorage); every message, currentLanguage() and pageTitle() then
 * speak that request's language, so two requests in two languages never race on a shared setting.
 */
export function setLanguageResolver(resolver: (() => Language | undefined) | undefined): void {
  languageResolver = resolver;
}

/** The language messages are spoken in now: the request's on the server, else the page's. */
export function currentLanguage(): Language {
  return languageResolver?.() ?? pageLanguage;
}

// Every compiled message asks Paraglide's getLocale() which language to speak: ours answers.
overwriteGetLocale(currentLanguage);

function syncHtmlLang(lang: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = HTML_LANG[lang];
}

/**
 * Speaks `lang` from now on (unknown values → the default language): <html lang> follows and every
 * LanguageProvider without a fixed language renders its subtree again. Tests, Storybook and the
 * console call it; the storefront's switch calls chooseLanguage().
 */
export function setLanguage(lang: string | null | undefined): Language {
  const target: Language = isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
  syncHtmlLang(target);
  if (target !== pageLanguage) {
    pageLanguage = target;
    for (const listener of listeners) listener();
  }
  return target;
}

/**
 * Resolves once the page can speak `lang`: the storefront's browser build fetches its English
 * messages first (english.ts); everywhere else every message already holds both languages.
 */
export function languageReady(lang: Language = currentLanguage()): Promise<void> {
  return lang === 'en-us' ? loadEnglish() : Promise.resolve();
}

/**
 * The shopper chose `lang`: remember it in the cookie and speak it as soon as its messages are here
 * (resolves with the language spoken).
 */
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
  await languageReady(lang);
  return setLanguage(lang);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const pageLanguageSnapshot = () => pageLanguage;

/** A render in one fixed language (a server render of one request), or following the page's. */
const LanguageContext = createContext<Language | null>(null);

/**
 * Messages are plain function calls, so nothing re-renders by itself when the language changes:
 * without `language`, this renders its subtree afresh (a new key) whenever setLanguage() changes the
 * page's language — the app's and Storybook's root. With `language` (a server render of one request),
 * useLanguage() below it answers that language.
 */
export function LanguageProvider({ language, children }: { language?: Language; children?: ReactNode }) {
  const page = useSyncExternalStore(subscribe, pageLanguageSnapshot, pageLanguageSnapshot);
  const value = language ?? page;
  return createElement(LanguageContext.Provider, { value }, createElement(Fragment, { key: value }, children));
}

/** The current language inside React (a LanguageProvider's, else the page's); re-renders the component when it changes. */
export function useLanguage(): Language {
  const fixed = useContext(LanguageContext);
  const page = useSyncExternalStore(subscribe, pageLanguageSnapshot, () => currentLanguage());
  return fixed ?? page;
}

/** Joins a page title and the site title as "<page title> - <site title>" (SPEC §1). */
export function joinTitle(page: string, siteTitle?: string): string {
  return siteTitle ? `${page} - ${siteTitle}` : page;
}

/** A route's own title (its `title.<key>` message), in the current language. */
export function routeTitle(titleKey: PageTitleKey): string {
  return titleMessages[titleKey]();
}

/** The document title of a route: `pageTitle('home', '商城')` → "首页 - 商城". */
export function pageTitle(titleKey: PageTitleKey, siteTitle?: string): string {
  return joinTitle(routeTitle(titleKey), siteTitle);
}

/**
 * A message chosen by a value at run time (an order status, a tag): the table's message for `id`,
 * or `key` itself when the table has none (SPEC §1: a missing entry shows its key).
 */
export function messageFor<K extends string | number>(table: Partial<Record<K, Message>>, id: K, key = String(id)): string {
  const message = table[id];
  return message ? message() : key;
}

// In the browser the page's language (its LANGUAGE_PARAM, else the remembered choice) applies at
// start, so a server-rendered page hydrates in its own language. A page opened by its language's
// address remembers that language, as the switch would.
if (typeof document !== 'undefined') {
  const wanted = requestLanguage(location.href, document.cookie);
  if (wanted !== languageFromCookie(document.cookie)) document.cookie = languageCookie(wanted);
  setLanguage(wanted);
}
