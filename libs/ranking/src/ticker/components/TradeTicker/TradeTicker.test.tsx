import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TICKER_INTERVAL_MS } from '@mall/rest-contract/constants';
import { tradesFixture } from '../../fixtures';
import { TradeTicker } from './TradeTicker';

function mockReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
  window.matchMedia = globalThis.matchMedia;
}
const current = () => screen.getAllByRole('listitem').findIndex((li) => li.getAttribute('aria-current') === 'true');

describe('TradeTicker', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('moves to the next trade every 2 s and wraps around', () => {
    mockReducedMotion(false);
    render(<TradeTicker items={tradesFixture} />);
    expect(current()).toBe(0);
    act(() => vi.advanceTimersByTime(TICKER_INTERVAL_MS - 1));
    expect(current()).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(current()).toBe(1);
    act(() => vi.advanceTimersByTime(TICKER_INTERVAL_MS * 3));
    expect(current()).toBe(0);
  });

  it('pauses while hovered', () => {
    mockReducedMotion(false);
    render(<TradeTicker items={tradesFixture} />);
    const region = screen.getByRole('region', { name: '最新成交订单' });
    fireEvent.mouseEnter(region);
    act(() => vi.advanceTimersByTime(TICKER_INTERVAL_MS * 2));
    expect(current()).toBe(0);
    fireEvent.mouseLeave(region);
    act(() => vi.advanceTimersByTime(TICKER_INTERVAL_MS));
    expect(current()).toBe(1);
  });

  it('stands still with prefers-reduced-motion and shows the latest trades', () => {
    mockReducedMotion(true);
    render(<TradeTicker items={tradesFixture} stillCount={3} />);
    act(() => vi.advanceTimersByTime(TICKER_INTERVAL_MS * 3));
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(current()).toBe(-1);
  });

  it('shows new trades given later (the block polls) and an empty state', () => {
    mockReducedMotion(false);
    const { rerender } = render(<TradeTicker items={[]} />);
    expect(screen.getByText('暂无成交')).toBeInTheDocument();
    rerender(<TradeTicker items={tradesFixture} />);
    expect(screen.getByText('张** 138****8000 购买了 湘西腊肉 500g 农家柴火烟熏')).toBeInTheDocument();
    expect(screen.getAllByText('¥59.90')).toHaveLength(1);
  });
});
