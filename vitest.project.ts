import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const root = fileURLToPath(new URL('.', import.meta.url));

/** A number of its own for each project name (1…1000), for `sequence.groupOrder`. */
const groupOf = (name: string) => 1 + ([...name].reduce((hash, c) => (hash * 31 + c.charCodeAt(0)) >>> 0, 7) % 1000);

/**
 * The jsdom unit-test project of one React lib or app (React and vanilla-extract plugins), run from the
 * repository root: by default its `src/**\/*.test.{ts,tsx}` with its `test-setup.ts`. `@mall/*` resolve
 * through the npm workspace links and each package's `exports`, which point at TypeScript source.
 */
export function jsdomProject(
  name: string,
  dir = `libs/${name}`,
  {
    include = [`${dir}/src/**/*.test.{ts,tsx}`],
    setupFile = `${dir}/test-setup.ts`,
  }: { include?: string[]; setupFile?: string } = {},
) {
  return defineConfig({
    plugins: [react(), vanillaExtractPlugin()],
    test: {
      name,
      root,
      environment: 'jsdom',
      include,
      // One jsdom per worker, not per file (tools/test/fresh-file.ts resets what a file could leave),
      // and one project at a time: a worker serves only its own project, so projects run side by
      // side kept starting new workers and documents.
      setupFiles: [`${root}tools/test/fresh-file.ts`, `${root}${setupFile}`],
      isolate: false,
      sequence: { groupOrder: groupOf(name) },
      // Form tests type with userEvent in jsdom; beside the browser project on two cores a few take
      // 5–8 s, so the 5-s default fails them on a busy CI machine without anything being wrong.
      testTimeout: 20_000,
    },
  });
}
