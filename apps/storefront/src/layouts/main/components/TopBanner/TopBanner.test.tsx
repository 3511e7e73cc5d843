import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { TOP_AD_CLOSE_LIMIT } from '@mall/rest-contract/constants';
import { topAdCloseCountAtom, topAdVisibleAtom } from '../../../../state';
import { topBannerFixture } from '../../../../fixtures';
import { TopBanner, type TopBannerProps } from './TopBanner';

function renderBanner(position: TopBannerProps['position'] = topBannerFixture, store = createStore()) {
  const utils = render(
    <Provider store={store}>
      <MemoryRouter>
        <TopBanner position={position} />
      </MemoryRouter>
    </Provider>,
  );
  return { ...utils, store };
}

describe('TopBanner', () => {
  it('shows the ad and hides it when closed, counting the close in localStorage', () => {
    const { store } = renderBanner();
    expect(screen.getByTestId('top-banner')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '关闭广告' }));
    expect(store.get(topAdCloseCountAtom)).toBe(1);
    expect(localStorage.getItem('mall.topAdCloseCount')).toBe('1');
    expect(screen.queryByTestId('top-banner')).toBeNull();
  });

  it('comes back on the next visit until the limit is reached', () => {
    renderBanner();
    fireEvent.click(screen.getByRole('button', { name: '关闭广告' }));
    cleanup();
    // A new page session: fresh store, counter read from localStorage (1 < 3).
    renderBanner();
    expect(screen.getByTestId('top-banner')).toBeInTheDocument();
  });

  it('stops showing after TOP_AD_CLOSE_LIMIT closes', () => {
    const store = createStore();
    expect(TOP_AD_CLOSE_LIMIT).toBe(3);
    act(() => store.set(topAdCloseCountAtom, 2));
    expect(store.get(topAdVisibleAtom)).toBe(true);
    act(() => store.set(topAdCloseCountAtom, 3));
    expect(store.get(topAdVisibleAtom)).toBe(false);
    renderBanner(topBannerFixture, store);
    expect(screen.queryByTestId('top-banner')).toBeNull();
  });

  it('reads the stored counter', () => {
    localStorage.setItem('mall.topAdCloseCount', '5');
    renderBanner();
    expect(screen.queryByTestId('top-banner')).toBeNull();
  });

  it('is hidden when the position is disabled or absent', () => {
    renderBanner({ ...topBannerFixture, enabled: false });
    expect(screen.queryByTestId('top-banner')).toBeNull();
    renderBanner(null);
    expect(screen.queryByTestId('top-banner')).toBeNull();
  });
});
