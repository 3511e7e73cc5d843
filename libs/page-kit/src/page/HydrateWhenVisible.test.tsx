import { act, useEffect, useState } from 'react';
import { waitFor } from '@testing-library/react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { HydrateWhenVisible } from './HydrateWhenVisible';

let observed: { callback: IntersectionObserverCallback; element: Element | null; disconnected: boolean }[] = [];

class FakeObserver {
  private entry: (typeof observed)[number];
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback, element: null, disconnected: false };
    observed.push(this.entry);
  }
  observe(element: Element) {
    this.entry.element = element;
  }
  disconnect() {
    this.entry.disconnected = true;
  }
}

function comeIntoView() {
  for (const entry of observed.filter((e) => !e.disconnected)) {
    entry.callback([{ isIntersecting: true, target: entry.element } as IntersectionObserverEntry], entry as never);
  }
}

const mounted: string[] = [];

function Counter() {
  const [count, setCount] = useState(0);
  useEffect(() => {
    mounted.push('counter');
  }, []);
  return (
    <button type="button" onClick={() => setCount((c) => c + 1)}>
      点了 {count} 次
    </button>
  );
}

function Page() {
  return (
    <main>
      <h1>首页</h1>
      <HydrateWhenVisible>
        <Counter />
      </HydrateWhenVisible>
    </main>
  );
}

function serverHtml(): string {
  // As on storefront-server, where there is no document.
  const page = globalThis.document;
  Object.assign(globalThis, { document: undefined });
  try {
    return renderToString(<Page />);
  } finally {
    Object.assign(globalThis, { document: page });
  }
}

let container: HTMLDivElement;

/**
 * Hydrates as a browser does, outside act(): act() renders synchronously, and a part that suspends in
 * a synchronous hydration is rendered again by the browser from empty.
 */
async function hydrate() {
  hydrateRoot(container, <Page />);
  await waitFor(() => expect(observed.length).toBe(1));
  await new Promise((resolve) => setTimeout(resolve, 50));
}
beforeEach(() => {
  observed = [];
  mounted.length = 0;
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  container = document.createElement('div');
  document.body.append(container);
});
afterEach(() => {
  vi.unstubAllGlobals();
  container.remove();
});

it('renders its part on the server, then keeps the server HTML unhydrated until the part comes near the window', async () => {
  const html = serverHtml();
  expect(html).toContain('点了 <!-- -->0<!-- --> 次');
  container.innerHTML = html;
  const serverButton = container.querySelector('button')!;

  await hydrate();
  // Painted (the server's node), but not live: no effect ran.
  expect(container.querySelector('button')).toBe(serverButton);
  expect(mounted).toEqual([]);

  comeIntoView();
  await waitFor(() => expect(mounted).toEqual(['counter']));
  // Hydrated in place, not rendered again from empty.
  expect(container.querySelector('button')).toBe(serverButton);
  serverButton.click();
  await waitFor(() => expect(serverButton.textContent).toBe('点了 1 次'));
  expect(observed.every((e) => e.disconnected)).toBe(true);
});

it('hydrates at the first click into the part and handles that click', async () => {
  container.innerHTML = serverHtml();
  await hydrate();
  expect(mounted).toEqual([]);
  const button = container.querySelector('button')!;
  button.click();
  await waitFor(() => expect(button.textContent).toBe('点了 1 次'));
  expect(mounted).toEqual(['counter']);
  expect(container.querySelector('button')).toBe(button);
});

it('hydrates when focus moves into the part (a keyboard user tabbing to it)', async () => {
  container.innerHTML = serverHtml();
  await hydrate();
  expect(mounted).toEqual([]);
  container.querySelector('button')!.focus();
  await waitFor(() => expect(mounted).toEqual(['counter']));
});

it('renders at once when the browser renders it (a client navigation), without waiting to be seen', async () => {
  await act(async () => {
    createRoot(container).render(<Page />);
  });
  expect(mounted).toEqual(['counter']);
  expect(container.querySelector('button')!.textContent).toBe('点了 0 次');
  expect(observed).toEqual([]);
});
