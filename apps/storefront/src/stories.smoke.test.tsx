import { composeStories } from '@storybook/react-vite';
import { cleanup } from '@testing-library/react';
import { describe, it } from 'vitest';
import './i18n';

/**
 * Smoke run of every story of the storefront and its domain libs in jsdom (render + play), until
 * the Storybook Vitest addon runs them in Chromium. Stories that measure layout are browser-only.
 */

const modules = import.meta.glob(['../../../libs/{catalogue,cart,content}/src/**/*.stories.tsx', './**/*.stories.tsx'], { eager: true });
const browserOnly = new Set(['ManyItemsScroll']);

for (const [file, mod] of Object.entries(modules)) {
  describe(file, () => {
    const stories = composeStories(mod as Parameters<typeof composeStories>[0]);
    for (const [name, story] of Object.entries(stories)) {
      it.skipIf(browserOnly.has(name))(name, async () => {
        await (story as unknown as { run: () => Promise<void> }).run();
        cleanup();
      });
    }
  });
}
