// Bundles a Node server app (apps/<name>/src/main.ts) into dist/apps/<name>/main.js.
// Workspace libs (@mall/*) are bundled from their TS source; every other package stays external,
// because some (PGlite's wasm, pg's optional natives) must load from node_modules at run time.
import { build } from 'esbuild';
import { readdirSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

const name = process.argv[2];
if (!name) {
  console.error('usage: node tools/scripts/build-server.mjs <app-name>');
  process.exit(2);
}

const externalThirdParty = {
  name: 'external-third-party',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@mall/') || args.path.startsWith('node:')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

await build({
  entryPoints: [resolve(root, `apps/${name}/src/main.ts`)],
  outfile: resolve(root, `dist/apps/${name}/main.js`),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: true,
  plugins: [externalThirdParty],
  logLevel: 'warning',
});
// Worker threads (src/**/*.worker.ts) are entry points of their own, bundled beside main.js, where
// the code that starts them looks first.
const workers = readdirSync(resolve(root, `apps/${name}/src`), { recursive: true })
  .filter((f) => String(f).endsWith('.worker.ts'))
  .map((f) => resolve(root, `apps/${name}/src`, String(f)));
for (const entry of workers) {
  await build({
    entryPoints: [entry],
    outfile: resolve(root, `dist/apps/${name}/${basename(entry, '.ts')}.js`),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    sourcemap: true,
    plugins: [externalThirdParty],
    logLevel: 'warning',
  });
}
console.log(`built dist/apps/${name}/main.js${workers.length ? ` and ${workers.length} worker(s)` : ''}`);
