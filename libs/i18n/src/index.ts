// Public face of @mall/i18n. See README.md for the key layout.
export {
  i18n,
  initI18n,
  currentLanguage,
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
export { enUS } from './resources/en-us';
