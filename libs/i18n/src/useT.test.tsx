// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { initI18n, useT } from './i18n';

afterEach(() => {
  initI18n();
});

function Title() {
  const t = useT();
  return <h1>{t('title.cart')}</h1>;
}

it('useT re-renders on language change and sets <html lang>', () => {
  render(<Title />);
  expect(screen.getByRole('heading').textContent).toBe('购物车');
  expect(document.documentElement.lang).toBe('zh-CN');
  act(() => {
    initI18n('en-us');
  });
  expect(screen.getByRole('heading').textContent).toBe('Cart');
  expect(document.documentElement.lang).toBe('en-US');
});
