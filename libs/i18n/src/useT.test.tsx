// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { i18n, initI18n, LanguageProvider, loadLanguage, preloadLanguage, useLanguage, useT } from './i18n';
import { zhCNFirstLoad } from './resources/zh-cn.first-load';

afterEach(() => {
  initI18n();
});

function Title() {
  const t = useT();
  const language = useLanguage();
  return <h1 data-language={language}>{t('title.cart')}</h1>;
}

it('useT and useLanguage re-render on language change and set <html lang>', async () => {
  render(<Title />);
  expect(screen.getByRole('heading').textContent).toBe('购物车');
  expect(document.documentElement.lang).toBe('zh-CN');
  expect(screen.getByRole('heading').dataset.language).toBe('zh-cn');
  await act(async () => {
    await loadLanguage('en-us');
  });
  expect(screen.getByRole('heading').textContent).toBe('Cart');
  expect(screen.getByRole('heading').dataset.language).toBe('en-us');
  expect(document.documentElement.lang).toBe('en-US');
});

it("fetches zh-cn's later groups when a key of theirs is shown before them, then shows the text", async () => {
  function Password() {
    const t = useT();
    return <label>{t('auth.password')}</label>;
  }
  // As the storefront starts: zh-cn's first-load groups only.
  i18n.removeResourceBundle('zh-cn', 'translation');
  i18n.addResourceBundle('zh-cn', 'translation', structuredClone(zhCNFirstLoad));
  render(<Password />);
  expect(screen.getByText('auth.password')).toBeTruthy();
  // The key shows only until the later groups arrive (pages that need them fetch them first).
  expect(await screen.findByText('密码')).toBeTruthy();
});

it('a LanguageProvider fixes its subtree to one language, whatever the main instance says (one render per request)', async () => {
  await preloadLanguage('en-us');
  expect(i18n.language).toBe('zh-cn');
  const english = renderToString(
    <LanguageProvider language="en-us">
      <Title />
    </LanguageProvider>,
  );
  const chinese = renderToString(
    <LanguageProvider language="zh-cn">
      <Title />
    </LanguageProvider>,
  );
  expect(english).toBe('<h1 data-language="en-us">Cart</h1>');
  expect(chinese).toBe('<h1 data-language="zh-cn">购物车</h1>');
  // The main instance was never switched: outside a provider, still Chinese.
  expect(i18n.language).toBe('zh-cn');
  expect(renderToString(<Title />)).toBe('<h1 data-language="zh-cn">购物车</h1>');
});
