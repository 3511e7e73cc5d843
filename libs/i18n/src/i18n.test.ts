import { AsyncLocalStorage } from 'node:async_hooks';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { fillMissing } from '../compile/fill.mjs';
import { m } from './generated/messages.js';
import settings from '../project.inlang/settings.json';
import {
  currentLanguage,
  LANGUAGE_COOKIE,
  languageCookie,
  languageFromCookie,
  messageFor,
  pageTitle,
  requestLanguage,
  routeTitle,
  setLanguage,
  setLanguageResolver,
  type Language,
  type Message,
} from './i18n';

afterEach(() => {
  setLanguage('zh-cn');
  setLanguageResolver(undefined);
});

type Tree = { [key: string]: string | Tree };
const patterns: string[] = [settings['plugin.inlang.messageFormat'].pathPattern].flat();
const read = (pattern: string, lang: Language): Tree =>
  JSON.parse(readFileSync(new URL(`../${pattern.replace('{locale}', lang)}`, import.meta.url), 'utf8')) as Tree;
const leaves = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [[prefix + k, v] as [string, string]] : leaves(v, `${prefix}${k}.`)));
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((p) => p[1]).sort();
const messages = m as unknown as Record<string, (inputs?: Record<string, unknown>, options?: { locale?: Language }) => string>;

describe('compiled messages', () => {
  it('speak zh-cn by default and en-us once chosen; an unknown language is zh-cn', () => {
    expect(currentLanguage()).toBe('zh-cn');
    expect(m['title.home']()).toBe('首页');
    expect(m['cart.empty']()).toBe('您的购物车还是空的，赶紧去挑选商品吧');
    expect(setLanguage('en-us')).toBe('en-us');
    expect(m['title.home']()).toBe('Home');
    expect(setLanguage('fr-fr')).toBe('zh-cn');
    expect(m['title.home']()).toBe('首页');
  });

  it('interpolate their values', () => {
    expect(m['chat.tooLong']({ max: 150 })).toBe('单次最多发送150个字符');
    setLanguage('en-us');
    expect(m['chat.tooLong']({ max: 150 })).toMatch(/150/);
  });

  it('say every message of every file with the wording of its JSON, in both languages', () => {
    let checked = 0;
    for (const pattern of patterns) {
      for (const lang of ['zh-cn', 'en-us'] as const) {
        for (const [key, text] of leaves(read(pattern, lang))) {
          const inputs = Object.fromEntries(placeholders(text).map((name) => [name, `<${name}>`]));
          expect(messages[key]?.(inputs, { locale: lang }), key).toBe(text.replace(/\{(\w+)\}/g, '<$1>'));
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(5000);
  });

  it('have a non-empty English entry for every Chinese one, with the same placeholders', () => {
    for (const pattern of patterns) {
      const english = new Map(leaves(read(pattern, 'en-us')));
      const problems = leaves(read(pattern, 'zh-cn')).filter(
        ([key, text]) => !english.get(key) || placeholders(english.get(key)!).join() !== placeholders(text).join(),
      );
      expect(problems.map(([key]) => key), pattern).toEqual([]);
      expect(english.size, pattern).toBe(leaves(read(pattern, 'zh-cn')).length);
    }
  });

  it('show the key of an entry a language lacks, never another language’s text', () => {
    const zh = { goods: { name: '商品名称', sold: '已售{count}件' }, onlyChinese: '只有中文' };
    expect(fillMissing(zh, { goods: { name: 'Name' } })).toEqual({
      goods: { name: 'Name', sold: 'goods.sold' },
      onlyChinese: 'onlyChinese',
    });
    expect(fillMissing(zh, { goods: { name: '', sold: 'Sold {count}' }, onlyChinese: 'x' }).goods).toEqual({ name: 'goods.name', sold: 'Sold {count}' });
  });

  it('messageFor answers a table’s message, or the key for a value the table lacks', () => {
    const status: Partial<Record<number, Message>> = { 0: m['title.home'] };
    expect(messageFor(status, 0)).toBe('首页');
    expect(messageFor(status, 7, 'orders.status.7')).toBe('orders.status.7');
    expect(messageFor(status, 7)).toBe('7');
  });
});

describe('the language of a request', () => {
  it('reads the language cookie from a Cookie header or document.cookie', () => {
    expect(LANGUAGE_COOKIE).toBe('mall_lang');
    expect(languageFromCookie('a=1; mall_lang=en-us; b=2')).toBe('en-us');
    expect(languageFromCookie('mall_lang=EN-US')).toBe('en-us');
    expect(languageFromCookie('mall_lang=zh-cn')).toBe('zh-cn');
    expect(languageFromCookie('xmall_lang=en-us')).toBe('zh-cn');
    expect(languageFromCookie('mall_lang=fr-fr')).toBe('zh-cn');
    expect(languageFromCookie('mall_lang=%E0%A4%A')).toBe('zh-cn');
    expect(languageFromCookie('')).toBe('zh-cn');
    expect(languageFromCookie(undefined)).toBe('zh-cn');
  });

  it("is the address's lang parameter, else the cookie, else zh-cn (junk read as nothing)", () => {
    expect(requestLanguage('http://mall/sku-1?lang=en-us', 'mall_lang=zh-cn')).toBe('en-us');
    expect(requestLanguage('http://mall/sku-1?lang=zh-cn', 'mall_lang=en-us')).toBe('zh-cn');
    expect(requestLanguage('/list?keyword=x&lang=EN-US', '')).toBe('en-us');
    expect(requestLanguage('/list?lang=fr', 'mall_lang=en-us')).toBe('en-us');
    expect(requestLanguage('/list', 'mall_lang=en-us')).toBe('en-us');
    expect(requestLanguage('/list', undefined)).toBe('zh-cn');
  });

  it('is remembered for 365 days on the whole site', () => {
    expect(languageCookie('en-us')).toBe('mall_lang=en-us; path=/; max-age=31536000; SameSite=Lax');
  });

  it('is what messages, currentLanguage() and pageTitle() speak while a resolver names it', () => {
    let language: Language | undefined = 'en-us';
    setLanguageResolver(() => language);
    expect(m['title.home']()).toBe('Home');
    expect(currentLanguage()).toBe('en-us');
    expect(pageTitle('cart', 'Mall')).toBe('Cart - Mall');
    language = 'zh-cn';
    expect(m['title.home']()).toBe('首页');
    language = undefined;
    expect(m['title.home']()).toBe('首页');
  });

  it('keeps two concurrent requests in their own languages (AsyncLocalStorage, as the server render)', async () => {
    const requests = new AsyncLocalStorage<Language>();
    setLanguageResolver(() => requests.getStore());
    const render = (lang: Language, delays: number[]) =>
      requests.run(lang, async () => {
        const seen: string[] = [];
        for (const ms of delays) {
          await new Promise((resolve) => setTimeout(resolve, ms));
          seen.push(m['title.cart']());
        }
        return seen;
      });
    const [english, chinese] = await Promise.all([render('en-us', [5, 1, 8]), render('zh-cn', [1, 9, 2])]);
    expect(english).toEqual(['Cart', 'Cart', 'Cart']);
    expect(chinese).toEqual(['购物车', '购物车', '购物车']);
  });
});

describe('page titles', () => {
  it('are "<page title> - <site title>", or the page title alone before the site title is known', () => {
    expect(pageTitle('login', '扶贫商城')).toBe('登录 - 扶贫商城');
    expect(pageTitle('licence', '扶贫商城')).toBe('信息网络经营许可证 - 扶贫商城');
    expect(pageTitle('cart')).toBe('购物车');
    setLanguage('en-us');
    expect(pageTitle('notFound', 'Mall')).toBe('Page not found - Mall');
    expect(routeTitle('home')).toBe('Home');
  });
});
