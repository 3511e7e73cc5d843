import { act, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
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
    let resolve: (m: { default: typeof Board }) => void = () => {};
    provideHomeBlocks({ rankingBoard: lazy(() => new Promise<{ default: typeof Board }>((r) => (resolve = r))) });
    const { container } = render(<HomeBlock name="rankingBoard" />);
    expect(container.querySelector('[data-home-block-placeholder="rankingBoard"]')).not.toBeNull();
    await act(async () => resolve({ default: Board }));
    expect(await screen.findByRole('region', { name: '排行榜' })).toBeInTheDocument();
    expect(container.querySelector('[data-home-block-placeholder]')).toBeNull();
  });
});
