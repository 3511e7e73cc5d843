// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it } from 'vitest';
import { m } from './generated/messages.js';
import { chooseLanguage, LanguageProvider, setLanguage, useLanguage } from './i18n';

afterEach(() => {
  setLanguage('zh-cn');
  document.cookie = 'mall_lang=; path=/; max-age=0';
});

function Title() {
  return <h1 data-language={useLanguage()}>{m['title.cart']()}</h1>;
}

function Plain() {
  // No hook at all: only the provider's new key renders it again.
  return <p>{m['title.home']()}</p>;
}

it('renders its subtree again in the new language, sets <html lang> and remembers a choice', async () => {
  render(
    <LanguageProvider>
      <Title />
      <Plain />
    </LanguageProvider>,
  );
  expect(screen.getByRole('heading').textContent).toBe('购物车');
  expect(screen.getByText('首页')).toBeTruthy();
  expect(document.documentElement.lang).toBe('zh-CN');
  await act(async () => {
    await chooseLanguage('en-us');
  });
  expect(screen.getByRole('heading').textContent).toBe('Cart');
  expect(screen.getByRole('heading').dataset.language).toBe('en-us');
  expect(screen.getByText('Home')).toBeTruthy();
  expect(document.documentElement.lang).toBe('en-US');
  expect(document.cookie).toContain('mall_lang=en-us');
});

it('drops the lang parameter of the address when the shopper chooses, so the choice wins next time', () => {
  history.replaceState(null, '', '/sku-1?lang=zh-cn&x=1');
  act(() => {
    chooseLanguage('en-us');
  });
  expect(location.search).toBe('?x=1');
});

it('with a language, fixes useLanguage below it whatever the page speaks (a server render)', () => {
  setLanguage('zh-cn');
  const html = renderToString(
    <LanguageProvider language="en-us">
      <Title />
    </LanguageProvider>,
  );
  expect(html).toContain('data-language="en-us"');
});
