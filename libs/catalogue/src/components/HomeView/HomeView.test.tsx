import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { homeFixture } from '../../fixtures';
import { floatLayerVisible, HomeView } from './HomeView';

function renderHome(data = homeFixture) {
  render(
    <MemoryRouter>
      <HomeView data={data} />
    </MemoryRouter>,
  );
}

describe('floatLayerVisible', () => {
  const layer = { show: true, title: '年货节', image: '/upload/a.png', url: '', number: 2 };
  it('limits showings to floatLayer.number (0 = no limit)', () => {
    expect(floatLayerVisible(layer, 1)).toBe(true);
    expect(floatLayerVisible(layer, 2)).toBe(false);
    expect(floatLayerVisible({ ...layer, number: 0 }, 99)).toBe(true);
    expect(floatLayerVisible({ ...layer, show: false }, 0)).toBe(false);
  });
});

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
  it('shows the float layer when enabled and closes it', () => {
    renderHome({ ...homeFixture, floatLayer: { show: true, title: '年货节', image: 'data:image/png;base64,', url: '/promotion/special', number: 1 } });
    expect(screen.getByTestId('float-layer')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '关闭浮层' }));
    expect(screen.queryByTestId('float-layer')).toBeNull();
  });
});
