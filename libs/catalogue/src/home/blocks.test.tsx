import { act, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HomeBlock, provideHomeBlocks } from './blocks';

function Board() {
  return <section aria-label="排行榜">board</section>;
}

describe('HomeBlock', () => {
  it('renders nothing for a slot no block was provided for', () => {
    const { container } = render(<HomeBlock name="cityCarousel" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('renders only the placeholder on the server (the block paints in the browser, with its CSS)', () => {
    provideHomeBlocks({ rankingBoard: Board });
    const html = renderToString(<HomeBlock name="rankingBoard" />);
    expect(html).toContain('data-home-block-placeholder="rankingBoard"');
    expect(html).not.toContain('board');
  });

  it('keeps the placeholder while the block’s code loads, then shows the block', async () => {
    let resolve: ((m: { default: typeof Board }) => void) | undefined;
    provideHomeBlocks({ rankingBoard: lazy(() => new Promise<{ default: typeof Board }>((r) => (resolve = r))) });
    const { container } = render(<HomeBlock name="rankingBoard" />);
    expect(container.querySelector('[data-home-block-placeholder="rankingBoard"]')).not.toBeNull();
    // Without IntersectionObserver (jsdom) its code is asked for at once.
    await vi.waitFor(() => expect(resolve).toBeDefined());
    expect(container.querySelector('[data-home-block-placeholder="rankingBoard"]')).not.toBeNull();
    await act(async () => resolve!({ default: Board }));
    expect(await screen.findByRole('region', { name: '排行榜' })).toBeInTheDocument();
    expect(container.querySelector('[data-home-block-placeholder]')).toBeNull();
  });

  afterEach(() => vi.unstubAllGlobals());

  it('waits until the block comes near the window before loading it, however long the browser is idle', async () => {
    let near: (entries: { isIntersecting: boolean }[]) => void = () => {};
    const idle: (() => void)[] = [];
    vi.stubGlobal('IntersectionObserver', class {
      constructor(callback: typeof near) {
        near = callback;
      }
      observe() {}
      disconnect() {}
    });
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => (idle.push(callback), idle.length));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    vi.useFakeTimers();
    provideHomeBlocks({ rankingBoard: Board });
    const { container } = render(<HomeBlock name="rankingBoard" />);
    await act(async () => {
      near([{ isIntersecting: false }]);
      for (const callback of idle) callback();
      await vi.advanceTimersByTimeAsync(10_000);
    });
    vi.useRealTimers();
    expect(container.querySelector('[data-home-block-placeholder="rankingBoard"]')).not.toBeNull();
    expect(screen.queryByRole('region', { name: '排行榜' })).toBeNull();
    await act(async () => near([{ isIntersecting: true }]));
    expect(await screen.findByRole('region', { name: '排行榜' })).toBeInTheDocument();
    expect(container.querySelector('[data-home-block-placeholder]')).toBeNull();
  });
});
