// One `vitest run` for the whole workspace: every project's own config, plus the stories run as
// tests in Chromium (vitest.storybook.config.ts). `--project <name>` picks one.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['libs/*/vitest.config.ts', 'apps/*/vitest.config.ts', 'vitest.storybook.config.ts'],
  },
});
