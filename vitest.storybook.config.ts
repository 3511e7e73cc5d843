import { defineConfig } from 'vitest/config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';

// Every story runs as a test in Chromium: render, play function, then the a11y check.
export default defineConfig({
  plugins: [storybookTest({ configDir: '.storybook' })],
  // Found by Vite's optimizer only once the first story using the sprinkles or a recipe runs: on a fresh
  // clone it then reloads the browser mid-run, and a story file being imported at that moment fails.
  optimizeDeps: {
    // @dnd-kit (the micro-page editor) is prebundled up front: found mid-run it loaded a second React.
    include: ['@vanilla-extract/recipes/createRuntimeFn', '@vanilla-extract/sprinkles/createRuntimeSprinkles', '@dnd-kit/core', '@dnd-kit/sortable', '@dnd-kit/utilities'],
  },
  test: {
    name: 'storybook',
    browser: {
      enabled: true,
      headless: true,
      // Debian's Chromium; nothing downloads a browser (ARCHITECTURE §6).
      provider: playwright({
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: [
            '--headless',
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
