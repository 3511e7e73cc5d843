import { defineConfig } from '@playwright/test';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const SITE_PORT = Number(process.env.E2E_PORT ?? 4300);
export const API_PORT = SITE_PORT + 1;
export const STORYBOOK_PORT = SITE_PORT + 10;
/** Its own database per port, so runs on another E2E_PORT do not wipe each other's. */
const DATA_DIR = process.env.E2E_PORT ? `tmp/e2e-data-${SITE_PORT}` : 'tmp/e2e-data';
/** The e2e site runs with these, so journeys can solve the captcha. */
export const CAPTCHA_CODE = '8888';
/** Every SMS code of the e2e site (mall-api's SMS_FIXED_CODE; the built-in sender only logs codes). */
export const SMS_CODE = '246810';
/**
 * The seeded super admin of the console (mall-api db/seed-console.ts, documented in the README): the
 * journeys sign in with it over REST to set up state through console calls (reviews, the site switch).
 */
export const CONSOLE_ADMIN = { username: 'admin', password: 'admin2026pass', totpSecret: 'MALLCONSOLESUPERADMINTOTPSECRETA' };

/**
 * Journeys start in a browser that has seen today's 新人专享 float layer: it opens after the home page
 * settles (a lazy chunk and its picture), and on a busy machine it came up after a journey's check and
 * covered what the journey clicked next. language.spec.ts tests the layer itself in a fresh browser.
 */
const floatLayerSeenToday = {
  cookies: [],
  origins: [
    {
      origin: `http://127.0.0.1:${SITE_PORT}`,
      localStorage: [{ name: 'mall.floatLayerShownOn', value: new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date()) }],
    },
  ],
};

export default defineConfig({
  testDir: './src',
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFileName}/{arg}{ext}',
  // tools/scripts/e2e.sh runs the journeys with one worker (they share one seeded database, and
  // one closes the site for a moment), then the screenshots on both cores.
  workers: 2,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: [['list']],
  expect: {
    timeout: 10_000,
    toHaveScreenshot: { maxDiffPixelRatio: 0.01, animations: 'disabled', caret: 'hide' },
  },
  use: {
    baseURL: `http://127.0.0.1:${SITE_PORT}`,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
        '--disable-component-update', '--disable-sync', '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'journeys', testMatch: /journeys\/.*\.spec\.ts/, use: { storageState: floatLayerSeenToday } },
    { name: 'visual', testMatch: /visual\/.*\.spec\.ts/, fullyParallel: true },
  ],
  // E2E_SERVERS=site or storybook starts only what one project needs (tools/scripts/e2e.sh runs the
  // journeys and the screenshots side by side, each with its own server); unset, both start.
  webServer: [
    {
      name: 'site',
      // A freshly seeded embedded database for every run.
      command: `rm -rf ${DATA_DIR} && node tools/scripts/start.mjs`,
      cwd: root,
      url: `http://127.0.0.1:${SITE_PORT}/healthz`,
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: 'ignore' as const,
      env: {
        PORT: String(SITE_PORT),
        API_PORT: String(API_PORT),
        // No metrics listener: its default (API port + 100) is another E2E_PORT's site or API port.
        METRICS_PORT: '0',
        DATA_DIR: resolve(root, DATA_DIR),
        CAPTCHA_FIXED_CODE: CAPTCHA_CODE,
        SMS_FIXED_CODE: SMS_CODE,
        // The journeys type the captcha on every password login; without failures the site asks for none.
        LOGIN_CAPTCHA: 'always',
        // The journeys log in from one address many times a minute.
        LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
        CAPTCHA_RATE_LIMIT_PER_MINUTE: '1000',
        LOG_LEVEL: 'warn',
        // Journeys change data in the console and read it on the storefront at once: the page cache
        // (public pages kept for their s-maxage) would show the page as it was. Its keeping, keys and
        // expiry are tested in storefront-server's render and page-cache tests.
        PAGE_CACHE: 'off',
      },
    },
    {
      name: 'storybook',
      command: `node tools/scripts/serve-static.mjs storybook-static ${STORYBOOK_PORT}`,
      cwd: root,
      url: `http://127.0.0.1:${STORYBOOK_PORT}/index.json`,
      timeout: 30_000,
      reuseExistingServer: false,
    },
  ].filter((server) => !process.env.E2E_SERVERS || process.env.E2E_SERVERS.split(',').includes(server.name)),
});
