// Public face of @mall/i18n. See README.md for the key layout. zh-cn's first-load groups are bundled;
// its later groups (loadLaterMessages) and other languages (loadLanguage) are chunks of their own, so
// this entry exports no resources beyond those (tests import ./resources/* directly).
export {
  i18n,
  initI18n,
  loadLanguage,
  loadLaterMessages,
  preloadLanguage,
  isLanguageLoaded,
  chooseLanguage,
  languageFromCookie,
  requestLanguage,
  LANGUAGE_PARAM,
  htmlLang,
  languageInstance,
  setLanguageResolver,
  LanguageProvider,
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
export type { Messages } from './resources/zh-cn';
