import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { setLanguage } from '@mall/i18n';
import { redAreaFixture, zoneGoodsFixture } from '../../fixtures';
import { ZoneView } from './ZoneView';

beforeAll(() => setLanguage('zh-cn'));

const view = (over: Partial<Parameters<typeof ZoneView>[0]> = {}) =>
  render(
    <MemoryRouter>
      <ZoneView
        zone={redAreaFixture}
        goods={zoneGoodsFixture}
        count={45}
        page={2}
        pageCount={3}
        tabHref={(tab) => (tab ? `/z?tab=${tab}` : '/z')}
        pageHref={(p) => `/z?page=${p}`}
        back={{ href: '/', label: '返回首页' }}
        {...over}
      />
    </MemoryRouter>,
  );

describe('ZoneView', () => {
  it('shows the banner, tabs with counts, tagged goods and a way back', () => {
    view();
    expect(screen.getByRole('heading', { name: '红色专区' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '江西（18）' })).toHaveAttribute('href', '/z?tab=江西');
    expect(screen.getAllByTestId('goods-card')).toHaveLength(5);
    expect(screen.getAllByText('832产品').length).toBeGreaterThan(0);
    expect(screen.getAllByText('县级扶贫认证').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: /返回首页/ })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: '第3页' })).toHaveAttribute('href', '/z?page=3');
  });
  it('marks the selected tab and shows the empty state', () => {
    view({ tab: '湖南', goods: [], count: 0, pageCount: 0 });
    expect(screen.getByRole('link', { name: '湖南（12）' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: '全部' })).not.toHaveAttribute('aria-current');
    expect(screen.getByText('暂无商品，去看看其他分类吧')).toBeInTheDocument();
  });
});
