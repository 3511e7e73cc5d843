// The framework floor: a bare app built from the storefront's packages (tools/bench/floor: React,
// the router, jotai, graphql-request, one hydrated route), its JS and CSS in gzip KB. What a route
// loads beyond it is the app's own share (bench.mjs prints both and budgets the share).
//   node tools/bench/floor.mjs
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { root } from './lib/servers.mjs';

/** Builds the floor app and answers its gzip KB of JavaScript and CSS. */
export function frameworkFloor() {
  const built = spawnSync(process.execPath, [resolve(root, 'node_modules/vite/bin/vite.js'), 'build', '--config', resolve(root, 'tools/bench/floor/vite.config.mjs')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (built.status !== 0) throw new Error('building the framework floor failed');
  const dir = resolve(root, 'tmp/bench-floor/assets');
  const kb = (ext) =>
    readdirSync(dir)
      .filter((f) => f.endsWith(ext))
      .reduce((sum, f) => sum + gzipSync(readFileSync(resolve(dir, f))).length, 0) / 1024;
  return { js: kb('.js'), css: kb('.css') };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { js, css } = frameworkFloor();
  console.log(`framework floor: ${js.toFixed(1)} KB JS, ${css.toFixed(1)} KB CSS (gzip)`);
}
