// The workspace's unit, component, gateway and server projects without the stories (the visual run
// renders and checks every story of the built Storybook). `npm test` runs this with `--project
// '!mall-api'`; vitest joins several `--project` negations with "or", so one config leaves stories out.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['libs/*/vitest.config.ts', 'apps/*/vitest.config.ts'],
  },
});
