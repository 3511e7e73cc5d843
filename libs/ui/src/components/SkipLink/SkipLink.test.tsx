import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';

it('is the first Tab stop and moves focus to the main content', async () => {
  render(
    <>
      <SkipLink />
      <nav>
        <a href="/index">首页</a>
        <a href="/region">地方馆</a>
      </nav>
      <main id={MAIN_CONTENT_ID}>
        <h1>商品列表</h1>
        <a href="/sku-1">赣南脐橙</a>
      </main>
    </>,
  );
  await userEvent.tab();
  const skip = screen.getByRole('link', { name: '跳到主要内容' });
  expect(skip).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  expect(screen.getByRole('main')).toHaveFocus();
  await userEvent.tab();
  expect(screen.getByRole('link', { name: '赣南脐橙' })).toHaveFocus();
});
