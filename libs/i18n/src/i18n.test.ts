import { afterEach, describe, expect, it } from 'vitest';
import {
  currentLanguage,
  i18n,
  initI18n,
  isLanguageLoaded,
  LANGUAGE_COOKIE,
  languageCookie,
  languageFromCookie,
  loadLanguage,
  loadLaterMessages,
  pageTitle,
  preloadLanguage,
  requestLanguage,
  resources,
  setLanguageResolver,
  t,
  type TranslationKey,
} from './i18n';
import { zhCN, type Messages } from './resources/zh-cn';
import { enUS } from './resources/en-us';
import { zhCNFirstLoad } from './resources/zh-cn.first-load';
import { zhCNLater } from './resources/zh-cn.later';

afterEach(() => {
  initI18n();
});

describe('i18n', () => {
  it('defaults to zh-cn', () => {
    expect(currentLanguage()).toBe('zh-cn');
    expect(t('title.home')).toBe('首页');
    expect(t('cart.empty')).toBe('您的购物车还是空的，赶紧去挑选商品吧');
  });

  it('bundles only zh-cn: en-us is fetched when chosen, then switching is synchronous', async () => {
    expect(Object.keys(resources)).toEqual(['zh-cn']);
    expect(isLanguageLoaded('en-us')).toBe(false);
    // Not loaded yet: initI18n cannot switch, so the page stays readable in Chinese.
    initI18n('en-us');
    expect(currentLanguage()).toBe('zh-cn');
    await expect(loadLanguage('en-us')).resolves.toBe('en-us');
    expect(isLanguageLoaded('en-us')).toBe(true);
    expect(t('title.home')).toBe('Home');
    initI18n('zh-cn');
    expect(t('title.home')).toBe('首页');
    initI18n('en-us');
    expect(i18n.language).toBe('en-us');
  });

  it("zh-cn is its first-load and later groups; started with the first-load ones (as the storefront is), loadLaterMessages adds the rest", async () => {
    // Each group in one part only, and together all of zh-cn.
    expect(Object.keys(zhCN).sort()).toEqual([...Object.keys(zhCNFirstLoad), ...Object.keys(zhCNLater)].sort());
    i18n.removeResourceBundle('zh-cn', 'translation');
    i18n.addResourceBundle('zh-cn', 'translation', structuredClone(zhCNFirstLoad));
    try {
      expect(t('title.home')).toBe('首页');
      expect(t('auth.password')).toBe('auth.password');
      await Promise.all([loadLaterMessages(), loadLaterMessages()]);
      expect(t('auth.password')).toBe('密码');
      expect(t('member.menu')).toBe('会员中心菜单');
      expect(t('title.home')).toBe('首页');
    } finally {
      i18n.addResourceBundle('zh-cn', 'translation', structuredClone(zhCN), true, true);
    }
  });

  it('loadLanguage treats an unknown language as zh-cn', async () => {
    await loadLanguage('en-us');
    await expect(loadLanguage('klingon')).resolves.toBe('zh-cn');
    expect(t('title.home')).toBe('首页');
  });

  it('reads the language cookie from a Cookie header or document.cookie', () => {
    expect(LANGUAGE_COOKIE).toBe('mall_lang');
    expect(languageFromCookie('a=1; mall_lang=en-us; b=2')).toBe('en-us');
    expect(languageFromCookie('mall_lang=EN-US')).toBe('en-us');
    expect(languageFromCookie('mall_lang=zh-cn')).toBe('zh-cn');
    expect(languageFromCookie('xmall_lang=en-us')).toBe('zh-cn');
    expect(languageFromCookie('mall_lang=fr-fr')).toBe('zh-cn');
    expect(languageFromCookie('')).toBe('zh-cn');
    expect(languageFromCookie(undefined)).toBe('zh-cn');
  });

  it("a request's language: the address's lang parameter, else the cookie, else zh-cn (junk read as nothing)", () => {
    expect(requestLanguage('http://mall/sku-1?lang=en-us', 'mall_lang=zh-cn')).toBe('en-us');
    expect(requestLanguage('http://mall/sku-1?lang=zh-cn', 'mall_lang=en-us')).toBe('zh-cn');
    expect(requestLanguage('/list?keyword=x&lang=EN-US', '')).toBe('en-us');
    expect(requestLanguage('/list?lang=fr', 'mall_lang=en-us')).toBe('en-us');
    expect(requestLanguage('/list', 'mall_lang=en-us')).toBe('en-us');
    expect(requestLanguage('/list', undefined)).toBe('zh-cn');
  });

  it('t(), currentLanguage() and pageTitle() follow the per-request resolver without switching the main instance', async () => {
    await preloadLanguage('en-us');
    let language: 'zh-cn' | 'en-us' | undefined = 'en-us';
    setLanguageResolver(() => language);
    try {
      expect(t('title.home')).toBe('Home');
      expect(currentLanguage()).toBe('en-us');
      expect(pageTitle('cart', 'Mall')).toBe('Cart - Mall');
      expect(i18n.language).toBe('zh-cn');
      language = 'zh-cn';
      expect(t('title.home')).toBe('首页');
      language = undefined;
      expect(t('title.home')).toBe('首页');
    } finally {
      setLanguageResolver(undefined);
    }
  });

  it('remembers the choice for 365 days on the whole site', () => {
    expect(languageCookie('en-us')).toBe('mall_lang=en-us; path=/; max-age=31536000; SameSite=Lax');
  });

  it('treats an unsupported language as the default', () => {
    initI18n('fr-fr');
    expect(currentLanguage()).toBe('zh-cn');
  });

  it('shows the key itself for a missing entry, in every language', async () => {
    await loadLanguage('en-us');
    initI18n();
    const missing = 'title.noSuchPage' as TranslationKey;
    expect(t(missing)).toBe('title.noSuchPage');
    initI18n('en-us');
    expect(t(missing)).toBe('title.noSuchPage');
  });

  it('does not fall back to Chinese when an English entry is missing', async () => {
    await loadLanguage('en-us');
    i18n.addResource('zh-cn', 'translation', 'test.onlyChinese', '只有中文');
    initI18n('en-us');
    expect(t('test.onlyChinese' as TranslationKey)).toBe('test.onlyChinese');
  });

  it('interpolates values', () => {
    expect(t('chat.tooLong', { max: 150 })).toBe('单次最多发送150个字符');
  });

  it('formats page titles as "<page title> - <site title>"', async () => {
    await loadLanguage('zh-cn');
    expect(pageTitle('login', '扶贫商城')).toBe('登录 - 扶贫商城');
    expect(pageTitle('licence', '扶贫商城')).toBe('信息网络经营许可证 - 扶贫商城');
    initI18n('en-us');
    expect(pageTitle('notFound', 'Mall')).toBe('Page not found - Mall');
  });

  it('gives only the page title when the site title is not known yet', () => {
    expect(pageTitle('cart')).toBe('购物车');
  });

  it('has a non-empty English entry for every Chinese one', () => {
    const walk = (zh: Messages, en: Messages, prefix: string): string[] =>
      Object.keys(zh).flatMap((k) => {
        const z = (zh as Record<string, unknown>)[k];
        const e = (en as Record<string, unknown>)[k];
        if (typeof z === 'string') return typeof e === 'string' && e.length > 0 ? [] : [prefix + k];
        return walk(z as Messages, e as Messages, `${prefix}${k}.`);
      });
    expect(walk(zhCN, enUS, '')).toEqual([]);
  });
});
