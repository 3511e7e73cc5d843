import { afterEach, describe, expect, it } from 'vitest';
import { m } from './generated/messages.js';
import * as browser from './generated/browser-messages.js';
import { overwriteGetLocale } from './generated/browser-runtime.js';
import { englishTable } from './english';
import { chooseLanguage, currentLanguage, languageReady, setLanguage, type Language } from './i18n';

// The storefront's browser build says messages from generated/browser-messages.js (Chinese) and the
// English table fetched on demand; everything else says Paraglide's modules. Both must say the same.
type Say = (inputs?: Record<string, unknown>, options?: { locale?: Language }) => string;
const paraglide = m as unknown as Record<string, Say>;
const browserMessages = browser as unknown as Record<string, Say>;
// A few values for every placeholder name the messages use (an unused one is ignored).
const inputs = new Proxy({}, { get: (_, name) => (typeof name === 'string' ? `<${name}>` : undefined), has: () => true });

// The browser build's i18n.ts overrides this runtime's getLocale; here it follows the same language.
overwriteGetLocale(() => currentLanguage());

afterEach(() => setLanguage('zh-cn'));

describe('browser messages', () => {
  const keys = Object.keys(paraglide);

  it('hold every message', () => {
    expect(Object.keys(browserMessages).sort()).toEqual([...keys].sort());
    expect(keys.length).toBeGreaterThan(2500);
  });

  it('say Chinese without the English table, as Paraglide does', () => {
    expect(englishTable()).toBeUndefined();
    for (const key of keys) expect(browserMessages[key](inputs), key).toBe(paraglide[key](inputs, { locale: 'zh-cn' }));
  });

  it('say English once the page chose en-us and its table arrived, as Paraglide does', async () => {
    await chooseLanguage('en-us');
    expect(currentLanguage()).toBe('en-us');
    expect(englishTable()).toBeDefined();
    for (const key of keys) expect(browserMessages[key](inputs), key).toBe(paraglide[key](inputs, { locale: 'en-us' }));
    expect(browserMessages['title.home']()).toBe('Home');
    expect(browserMessages['chat.tooLong']({ max: 150 })).toBe(paraglide['chat.tooLong']({ max: 150 }, { locale: 'en-us' }));
    // A message asked for one language says it whatever the page speaks.
    expect(browserMessages['title.home']({}, { locale: 'zh-cn' })).toBe('首页');
  });

  it('wait for English before the page speaks it', async () => {
    const switched = chooseLanguage('en-us');
    await languageReady('en-us');
    await switched;
    expect(currentLanguage()).toBe('en-us');
    await chooseLanguage('zh-cn');
    expect(browserMessages['title.home']()).toBe('首页');
  });
});
