import { afterEach, describe, expect, it } from 'vitest';
import { currentLanguage, i18n, initI18n, pageTitle, t, type TranslationKey } from './i18n';
import { zhCN, type Messages } from './resources/zh-cn';
import { enUS } from './resources/en-us';

afterEach(() => {
  initI18n();
});

describe('i18n', () => {
  it('defaults to zh-cn', () => {
    expect(currentLanguage()).toBe('zh-cn');
    expect(t('title.home')).toBe('首页');
    expect(t('cart.empty')).toBe('您的购物车还是空的，赶紧去挑选商品吧');
  });

  it('switches to en-us synchronously and back', () => {
    initI18n('en-us');
    expect(i18n.language).toBe('en-us');
    expect(t('title.home')).toBe('Home');
    initI18n('zh-cn');
    expect(t('title.home')).toBe('首页');
  });

  it('treats an unsupported language as the default', () => {
    initI18n('fr-fr');
    expect(currentLanguage()).toBe('zh-cn');
  });

  it('shows the key itself for a missing entry, in every language', () => {
    const missing = 'title.noSuchPage' as TranslationKey;
    expect(t(missing)).toBe('title.noSuchPage');
    initI18n('en-us');
    expect(t(missing)).toBe('title.noSuchPage');
  });

  it('does not fall back to Chinese when an English entry is missing', () => {
    i18n.addResource('zh-cn', 'translation', 'test.onlyChinese', '只有中文');
    initI18n('en-us');
    expect(t('test.onlyChinese' as TranslationKey)).toBe('test.onlyChinese');
  });

  it('interpolates values', () => {
    expect(t('chat.tooLong', { max: 150 })).toBe('单次最多发送150个字符');
  });

  it('formats page titles as "<page title> - <site title>"', () => {
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
