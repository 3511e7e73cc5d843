import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@mall/i18n';
import { diyComponentsFixture, diyGoodsFixture } from '../../fixtures';
import { readDiyComponents } from '../../lib/readComponents';
import { DiyRenderer } from './DiyRenderer';

beforeAll(() => setLanguage('zh-cn'));

const renderPage = (json: string) =>
  render(
    <MemoryRouter>
      <DiyRenderer components={readDiyComponents(json, () => undefined)} goods={diyGoodsFixture} />
    </MemoryRouter>,
  );

describe('DiyRenderer', () => {
  it('renders every component type in order', () => {
    const { container } = renderPage(JSON.stringify(diyComponentsFixture));
    expect([...container.querySelectorAll('[data-diy]')].map((e) => e.getAttribute('data-diy'))).toEqual(diyComponentsFixture.map((c) => c.type));
    expect(screen.getAllByTestId('goods-card')).toHaveLength(4);
    expect(screen.getByRole('link', { name: /井冈农品旗舰店/ })).toHaveAttribute('href', '/shop-4');
    expect(screen.getByRole('link', { name: /年货满减券/ })).toHaveAttribute('href', '/coupon');
  });
  it('a component that fails to render does not break the page', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage(
      JSON.stringify([
        { type: 'richText', html: '<p>正文</p>' },
        { type: 'liveStream' },
        { type: 'coupons', items: 'none' },
        { type: 'notice', text: '公告文字' },
      ]),
    );
    expect(screen.getByText('正文')).toBeInTheDocument();
    expect(screen.getByText('公告文字')).toBeInTheDocument();
    warn.mockRestore();
    error.mockRestore();
  });
  it('shows an empty state for a page without valid components', () => {
    renderPage('[{"type":"unknown"}]');
    expect(screen.getByText('该页面暂无内容')).toBeInTheDocument();
  });
});
