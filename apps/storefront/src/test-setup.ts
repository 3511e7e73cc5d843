import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// jsdom has no scrolling; React Router's ScrollRestoration calls it.
window.scrollTo = () => undefined;

// A route's first render imports its page chunk and its layout (both lazy, as in the browser): on a
// busy machine the first transform of those takes longer than findBy/waitFor's default second.
configure({ asyncUtilTimeout: 4000 });
