// Public face of @mall/i18n. See README.md for the key layout. zh-cn is bundled; other languages
// are fetched by loadLanguage() when chosen, so this entry exports no other language's resources.
export {
  i18n,
  initI18n,
  loadLanguage,
  preloadLanguage,
  isLanguageLoaded,
  chooseLanguage,
  languageFromCookie,
  languageCookie,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_DAYS,
  currentLanguage,
  useLanguage,
  isLanguage,
  t,
  useT,
  pageTitle,
  joinTitle,
  resources,
} from './i18n';
export type { Language, TranslationKey, PageTitleKey, TranslationValues, Translate } from './i18n';
export { zhCN } from './resources/zh-cn';
export type { Messages } from './resources/zh-cn';
