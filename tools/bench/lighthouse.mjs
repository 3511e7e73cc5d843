// Lighthouse (the registry's `lighthouse`, offline) on key routes of a running site, desktop preset,
// in Debian's Chromium: the four category scores and LCP, TBT and CLS of each route.
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as chromeLauncher from 'chrome-launcher';

const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** One Lighthouse run per path (a fresh page each time); answers a table row per route. */
export async function benchLighthouse({ siteUrl, paths }) {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: FLAGS });
  const rows = [];
  try {
    for (const path of paths) {
      const result = await lighthouse(
        siteUrl + path,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
        desktopConfig,
      );
      const { categories, audits } = result.lhr;
      const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
      rows.push({
        route: path,
        performance: score('performance'),
        accessibility: score('accessibility'),
        'best practices': score('best-practices'),
        SEO: score('seo'),
        'LCP ms': Math.round(audits['largest-contentful-paint'].numericValue),
        'TBT ms': Math.round(audits['total-blocking-time'].numericValue),
        CLS: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
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
