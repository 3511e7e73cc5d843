import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { homeFixture } from '../../fixtures';
import { CareModeProvider } from '@mall/ui';
import { HomeView } from './HomeView';

function renderHome(data = homeFixture) {
  render(
    <MemoryRouter>
      <HomeView data={data} />
    </MemoryRouter>,
  );
}

describe('HomeView', () => {
  it('renders both floor styles and the notice board', () => {
    renderHome();
    expect(document.querySelector('[data-floor-style="1"]')).not.toBeNull();
    expect(document.querySelector('[data-floor-style="3"]')).not.toBeNull();
    expect(screen.getByTestId('notice-board')).toBeInTheDocument();
  });
  it('shows 暂无数据 without floors', () => {
    renderHome({ ...homeFixture, floors: [] });
    expect(screen.getAllByText('暂无数据').length).toBeGreaterThan(0);
  });
  it('shows the float layer (its own chunk) when enabled and closes it', async () => {
    renderHome({ ...homeFixture, floatLayer: { show: true, title: '年货节', image: 'data:image/png;base64,', url: '/promotion/special', number: 1 } });
    // A chunk of its own: a loaded machine took seconds to transform it.
    expect(await screen.findByTestId('float-layer', {}, { timeout: 5000 })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '关闭浮层' }));
    expect(screen.queryByTestId('float-layer')).toBeNull();
  });
  it('shows no float layer when this page view may not show it', async () => {
    render(
      <MemoryRouter>
        <HomeView data={{ ...homeFixture, floatLayer: { show: true, title: '年货节', image: 'data:image/png;base64,', url: '', number: 1 } }} floatLayerAllowed={false} />
      </MemoryRouter>,
    );
    await screen.findByTestId('notice-board');
    expect(screen.queryByTestId('float-layer')).toBeNull();
  });
  it('in care mode leads with the search and the zones and shows no float layer', async () => {
    const zones = [
      { id: 1, title: '首页', url: '/index' },
      { id: 2, title: '红色专区', url: '/promotion/redarea' },
    ];
    render(
      <MemoryRouter>
        <CareModeProvider initial onChange={() => undefined}>
          <HomeView
            data={{ ...homeFixture, floatLayer: { show: true, title: '年货节', image: 'data:image/png;base64,', url: '', number: 1 } }}
            zones={zones}
          />
        </CareModeProvider>
      </MemoryRouter>,
    );
    const lead = screen.getByTestId('care-home-lead');
    expect(screen.getByTestId('home').firstElementChild).toBe(lead);
    expect(screen.getByRole('searchbox', { name: '搜索商品' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '红色专区' })).toHaveAttribute('href', '/promotion/redarea');
    await screen.findByTestId('notice-board');
    expect(screen.queryByTestId('float-layer')).toBeNull();
  });
});
