// Lighthouse (the registry's `lighthouse`, offline) on key routes of a running site, desktop or
// mobile preset (4× CPU slowdown, slow 4G: what a cheap office PC or a phone feels), in Debian's
// Chromium: the four category scores and FCP, LCP, TBT, CLS and main-thread work of each route.
//
//   node tools/bench/lighthouse.mjs   (alone; needs the build: npm run build) starts mall-api and
//     storefront-server on BENCH_LIGHTHOUSE_PORT (default 4470, and +1 for mall-api) over
//     tmp/bench-lighthouse-data; with BENCH_LIGHTHOUSE_REPORTS=<dir> it also writes each route's
//     full report (JSON) there, whose audits (layout-shifts, target-size, color-contrast, …) say
//     what lost the points.
//   import { benchLighthouse } from './lighthouse.mjs'   (from bench.mjs)
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as chromeLauncher from 'chrome-launcher';
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { call, root, startSite } from './lib/servers.mjs';

const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** One Lighthouse run per path (a fresh page each time), `preset` 'desktop' or 'mobile'; answers a table row per route. */
export async function benchLighthouse({ siteUrl, paths, reportDir, preset = 'desktop' }) {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: FLAGS });
  const rows = [];
  try {
    for (const path of paths) {
      const run = () =>
        // Lighthouse's default config is the mobile preset.
        lighthouse(siteUrl + path, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES }, preset === 'desktop' ? desktopConfig : undefined);
      // Lighthouse now and then loses the trace of a load (NO_NAVSTART): that run says nothing about the
      // page, so it is run once more; a second failure is printed in the row, not thrown.
      let result = await run();
      if (result.lhr.runtimeError) result = await run();
      const { categories, audits, runtimeError } = result.lhr;
      if (runtimeError) {
        rows.push({ route: path, failing: `Lighthouse could not measure it: ${runtimeError.code}` });
        continue;
      }
      if (reportDir) {
        mkdirSync(reportDir, { recursive: true });
        writeFileSync(resolve(reportDir, `${preset}-${path.replace(/[^\w-]+/g, '_') || 'home'}.json`), result.report);
      }
      const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
      rows.push({
        route: path,
        performance: score('performance'),
        accessibility: score('accessibility'),
        'best practices': score('best-practices'),
        SEO: score('seo'),
        'FCP ms': Math.round(audits['first-contentful-paint'].numericValue),
        'LCP ms': Math.round(audits['largest-contentful-paint'].numericValue),
        'TBT ms': Math.round(audits['total-blocking-time'].numericValue),
        CLS: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
        'main-thread ms': Math.round(audits['mainthread-work-breakdown']?.numericValue ?? 0),
        // What held a score back, so the table says where to look.
        failing: Object.values(audits)
          .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary')
          .map((a) => a.id)
          .slice(0, 6)
          .join(' '),
      });
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.BENCH_LIGHTHOUSE_PORT ?? 4470);
  // Its own database: the seed's goods and pictures, never a database another bench is using.
  const stop = await startSite({ port, apiPort: port + 1, env: { DATA_DIR: resolve(root, 'tmp/bench-lighthouse-data') } });
  try {
    // The same routes as bench.mjs: the home, a keyword list and the first goods' detail.
    const [sku] = (await call(`http://127.0.0.1:${port + 1}`, '/api/goodssku/page', { page_size: 1 })).data.list;
    const paths = ['/', `/list?keyword=${encodeURIComponent('脐橙')}`, `/sku-${sku.sku_id}`];
    for (const preset of ['desktop', 'mobile']) {
      console.log(`\nLighthouse 12, ${preset} preset`);
      console.table(await benchLighthouse({ siteUrl: `http://127.0.0.1:${port}`, paths, reportDir: process.env.BENCH_LIGHTHOUSE_REPORTS, preset }));
    }
  } finally {
    await stop();
  }
  process.exit(0);
}
