// The accessibility check of the built site. pa11y-ci, with both its runners (axe-core and
// HTML_CodeSniffer, WCAG 2.1 AA), over every public route a shopper reaches from the home page (one page
// of each kind: goods, shops, CMS, zones, promotions …) and the member pages, then the key pages again
// in 关怀模式 (care mode): zero errors. Playwright finds the pages; pa11y-ci logs in and drives Debian's
// Chromium itself. The console is checked with axe in the page from its login page on (bypassing the
// site's CSP, which would refuse the injected script). See the README's "Accessibility" section.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { writeFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { CAPTCHA_CODE, CONSOLE_ADMIN, SITE_PORT } from '../../playwright.config';
import { consoleSignIn, DEMO, login } from './support';

const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const SITE = `http://127.0.0.1:${SITE_PORT}`;

/** Entry points of the public routes (SPEC §2) that links alone may not reach. */
const PUBLIC_ENTRIES = [
  '/', '/list', '/list?keyword=%E8%84%90%E6%A9%99', '/category', '/brand', '/brandlist', '/street', '/region', '/support',
  '/coupon', '/change_city', '/cms/help', '/cms/notice', '/cms/article', '/promotion/special', '/promotion/seckill',
  '/promotion/groupbuy', '/promotion/topic', '/promotion/redarea', '/promotion/newsInformation', '/promotion/projectList',
  '/promotion/mealplan', '/ourfresh', '/login', '/register', '/find_pass', '/licence', '/no-such-page',
];

/** Member pages (login required). */
const MEMBER_PAGES = [
  '/member/index', '/member/order_list', '/member/security', '/member/info', '/member/delivery_address',
  '/member/collection', '/member/footprint', '/member/my_coupon', '/member/account', '/member/level', '/cart',
];

/** How many pages of one kind (/sku-12 and /sku-40 are one kind) the crawl checks. */
const PER_KIND = 1;
const MAX_CRAWLED = 24;

const kindOf = (path: string) => path.replace(/\d+/g, 'N').replace(/\?.*$/, '');

/** Same-site paths linked from the page, one per kind not seen yet. */
async function linkedPaths(page: Page, seen: Set<string>): Promise<string[]> {
  const hrefs = await page.evaluate(() => [...document.querySelectorAll('a[href^="/"]')].map((a) => a.getAttribute('href') ?? ''));
  const found: string[] = [];
  for (const href of hrefs) {
    if (href.startsWith('//') || href.startsWith('/console') || href.startsWith('/member') || href.startsWith('/upload')) continue;
    const kind = kindOf(href);
    if (seen.has(kind)) continue;
    seen.add(kind);
    found.push(href);
  }
  return found;
}

/**
 * The public pages: the entries plus one page of each kind linked from the first entries and from
 * pages of a numbered kind (a goods page links shops and other goods). Only those pages are opened.
 */
async function crawlPublicPages(page: Page): Promise<string[]> {
  const seen = new Set(PUBLIC_ENTRIES.map(kindOf));
  const queue = [...PUBLIC_ENTRIES];
  let crawled = 0;
  for (let i = 0; i < queue.length && crawled < MAX_CRAWLED; i++) {
    if (i >= 8 && !kindOf(queue[i]).includes('N')) continue;
    await page.goto(queue[i]);
    await page.waitForLoadState('networkidle');
    const more = (await linkedPaths(page, seen)).slice(0, MAX_CRAWLED - crawled).slice(0, PER_KIND * 8);
    crawled += more.length;
    queue.push(...more);
  }
  return queue;
}

const CHROMIUM_FLAGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run',
];

/** A pa11y-ci run's page: a path, or a path with pa11y actions run before the check. */
type Pa11yUrl = string | Pa11yActionsUrl;
interface Pa11yActionsUrl {
  url: string;
  actions: string[];
}

/**
 * pa11y actions that log the demo member in through the /login form and land on `redirect`. The
 * session must be in the browser's cookie jar, not only in a Cookie header of the page's request:
 * the page's own GraphQL calls after hydration carry the HttpOnly token cookie, and the browser code
 * reads care mode from document.cookie (main.tsx), so header-only cookies would check a page that
 * turns anonymous and back to the normal theme once it hydrates.
 */
function loginActions(redirect: string): Pa11yActionsUrl {
  return {
    url: `/login?redirect=${encodeURIComponent(redirect)}`,
    actions: [
      // The captcha is fetched after the form shows; a submit before it arrives is refused.
      'wait for element form img[src^="data:image"] to be visible',
      `set field input[name="username"] to ${DEMO.username}`,
      `set field input[name="password"] to ${DEMO.password}`,
      `set field input[name="captcha"] to ${CAPTCHA_CODE}`,
      'click element form button[type="submit"]',
      `wait for path to be ${redirect}`,
    ],
  };
}

/**
 * A run's pa11y-ci config. `shareCookies` keeps one browser context for the whole run (pa11y-ci
 * opens a fresh one per page by default), so a login or care-mode switch of the first page holds
 * for the pages after it; pa11y-ci checks the pages one at a time, in order.
 */
function pa11yConfig(urls: Pa11yUrl[], shareCookies: boolean) {
  return {
    defaults: {
      runners: ['axe', 'htmlcs'],
      standard: 'WCAG2AA',
      // What axe cannot decide (its "incomplete": text over an image or a gradient) is a warning to
      // look at, not an error, as in axe's own result; its violations stay errors.
      levelCapWhenNeedsReview: 'warning',
      timeout: 60_000,
      concurrency: 1,
      useIncognitoBrowserContext: !shareCookies,
      // Only the JSON report on stdout.
      reporters: [],
      viewport: { width: 1280, height: 800 },
      chromeLaunchConfig: { executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: CHROMIUM_FLAGS },
    },
    urls: urls.map((entry) => (typeof entry === 'string' ? `${SITE}${entry}` : { ...entry, url: `${SITE}${entry.url}` })),
  };
}

interface Pa11yIssue {
  code?: string;
  type?: string;
  selector?: string;
  message: string;
  runner?: string;
}

interface Pa11yReport {
  total: number;
  errors: number;
  results: Record<string, Pa11yIssue[]>;
}

/** Runs pa11y-ci over `urls` with its config written to `configPath`; its report. */
async function pa11yCi(urls: Pa11yUrl[], configPath: string, shareCookies = false): Promise<Pa11yReport> {
  await writeFile(configPath, JSON.stringify(pa11yConfig(urls, shareCookies), null, 2));
  const child = spawn('npx', ['--no-install', 'pa11y-ci', '--config', configPath, '--json'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
  const code = await new Promise<number | null>((done) => child.on('close', done));
  // Exit 2 is "errors found" (the report says which); anything else but 0 is pa11y-ci itself failing.
  if (code !== 0 && code !== 2) throw new Error(`pa11y-ci exited with ${code}\n${stderr}`);
  const json = stdout.trim().split('\n').pop() ?? '';
  return JSON.parse(json) as Pa11yReport;
}

/** Every error of a report, one line each; a page pa11y could not check is an error too. */
function pa11yErrors(report: Pa11yReport, label: string): string[] {
  const errors: string[] = [];
  for (const [url, issues] of Object.entries(report.results)) {
    for (const issue of issues) {
      if (issue.type !== undefined && issue.type !== 'error') continue;
      const path = url.slice(SITE.length);
      errors.push(issue.code ? `${label}${path}  [${issue.runner}] ${issue.code}\n    ${issue.selector}\n    ${issue.message}` : `${label}${path}  not checked: ${issue.message}`);
    }
  }
  return errors;
}

test('pa11y-ci (axe and HTML_CodeSniffer): every public route and the member pages, both modes, zero errors', async ({ page }, testInfo) => {
  test.setTimeout(900_000);
  const publicPages = await crawlPublicPages(page);

  // The member pages in one logged-in browser context: the login lands on the first one.
  const [firstMemberPage, ...memberPages] = MEMBER_PAGES;

  // Care mode: the key pages again as the member (its own theme, the simpler home), switched on
  // with the 关怀模式 switch as a shopper would; the reload renders it on the server.
  const goods = publicPages.find((p) => /^\/sku-\d+$/.test(p)) ?? '/list';
  const careOn = loginActions('/member/security');
  careOn.actions.push('wait for element [data-testid="care-switch"] to be visible', 'click element [data-testid="care-switch"]', `navigate to ${SITE}/member/security`, 'wait for element [data-testid="care-switch"][aria-checked="true"] to be visible');

  // The three runs at once, each in its own browser (care mode is that browser's cookie): a page
  // check waits on the server and on its timers about as much as it computes.
  const [anonymous, member, care] = await Promise.all([
    pa11yCi(publicPages, testInfo.outputPath('pa11y-ci-public.json')),
    pa11yCi([loginActions(firstMemberPage), ...memberPages], testInfo.outputPath('pa11y-ci-member.json'), true),
    pa11yCi([careOn, '/', '/list', goods, '/cart', '/member/index'], testInfo.outputPath('pa11y-ci-care.json'), true),
  ]);

  console.log(`pa11y-ci: ${anonymous.total + member.total + care.total} pages checked`);
  const errors = [...pa11yErrors(anonymous, ''), ...pa11yErrors(member, ''), ...pa11yErrors(care, 'care ')];
  expect(errors, errors.join('\n')).toEqual([]);
  // Every page reported under its own address: a page the login or care switch did not reach would be missing.
  expect(Object.keys(member.results).map((url) => url.slice(SITE.length)).sort()).toEqual([...MEMBER_PAGES].sort());
  expect(Object.keys(care.results)).toHaveLength(6);
});

interface Finding {
  url: string;
  rule: string;
  impact: string | null;
  help: string;
  targets: string[];
}

async function axeCheck(page: Page, url: string): Promise<Finding[]> {
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  await page.addScriptTag({ path: axeSource });
  const violations = await page.evaluate(async (tags) => {
    type Rule = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: Rule[]; passes: Rule[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags } });
    // A page axe found nothing to check on would pass without proving anything.
    if (result.passes.length === 0) return [{ id: 'nothing-checked', impact: null, help: 'axe checked no rule', targets: [] as string[] }];
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
  }, WCAG_AA);
  return violations.map((v) => ({ url, rule: v.id, impact: v.impact, help: v.help, targets: v.targets }));
}

const report = (findings: Finding[]) =>
  findings.map((f) => `${f.url}  [${f.impact}] ${f.rule}: ${f.help}\n    ${f.targets.join('\n    ')}`).join('\n');

test.use({ bypassCSP: true });

/** The console's pages of the seeded super admin (every area of the menu). */
const CONSOLE_PAGES = [
  '/console/dashboard', '/console/system/accounts', '/console/system/audit', '/console/system/jobs', '/console/members/list',
  '/console/members/units', '/console/review/payments', '/console/review/refunds', '/console/review/goods',
  '/console/content/notices', '/console/pages/micro', '/console/settings/site', '/console/sites',
];

test('axe: the console from its login page on, zero violations', async ({ page }) => {
  test.setTimeout(300_000);
  const findings = await axeCheck(page, '/console/login');
  await consoleSignIn(page, CONSOLE_ADMIN, '/console/');
  for (const path of CONSOLE_PAGES) findings.push(...(await axeCheck(page, path)));
  expect(findings, report(findings)).toEqual([]);
});

/**
 * The console's sign-in captcha has the storefront's aids: 放大验证码 shows the picture at least twice
 * as large, and 免识别验证 (an altcha proof of work through /console/graphql and mall-api's captcha
 * calls, with their per-address limits) fills in a code that the password step then accepts.
 */
test('the console login captcha: magnified, and the proof of work that needs no reading signs in', async ({ page }) => {
  await page.goto('/console/login');
  const picture = page.locator('form img[src^="data:image"]').first();
  await expect(picture).toBeVisible();
  await page.getByTestId('captcha-zoom').click();
  const zoomed = page.getByTestId('captcha-zoomed');
  await expect(zoomed).toBeVisible();
  const [small, large] = [(await picture.boundingBox())!, (await zoomed.boundingBox())!];
  expect(large.width / small.width).toBeGreaterThanOrEqual(2);

  await page.getByTestId('captcha-pow').click();
  await expect(page.getByRole('status').filter({ hasText: '验证通过' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByLabel('验证码', { exact: true })).not.toHaveValue('');
  await page.getByLabel('账号').fill(CONSOLE_ADMIN.username);
  await page.getByLabel('密码').fill(CONSOLE_ADMIN.password);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByRole('heading', { name: '两步验证' })).toBeVisible();
});

/**
 * 200% zoom in a 1280 × 800 window, emulated as the CSS viewport that zoom leaves (640 × 400 CSS px:
 * the browser lays the page out exactly as in a 640-px window; only the device pixels differ, which
 * layout never sees). Care mode is checked at 200% too and in the plain 1280 px window (its own larger
 * text is meant to work without the browser's zoom).
 */
const ZOOMED = { width: 640, height: 400 };
const WINDOW = { width: 1280, height: 800 };

/** The widest elements that reach past the window's right edge, for the failure message. */
function widerThanWindow(): string[] {
  const width = document.documentElement.clientWidth;
  return [...document.body.querySelectorAll<HTMLElement>('*')]
    .filter((el) => el.getBoundingClientRect().right > width + 1 && getComputedStyle(el).position !== 'fixed')
    .filter((el) => !el.parentElement || el.parentElement.getBoundingClientRect().right <= width + 1)
    .slice(0, 5)
    .map((el) => `<${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}"> right ${Math.round(el.getBoundingClientRect().right)}`);
}

/** No sideways scrolling on the key pages: 200% zoom at 1280 px in both modes, and care mode at 1280 px. */
test('200% zoom at 1280 px in both modes, and care mode at 1280 px: no sideways scrolling on the key pages', async ({ page, context }) => {
  test.setTimeout(240_000);
  await login(page, '/cart');
  const goods = await page.evaluate(async () => {
    const html = await (await fetch('/list')).text();
    return /href="(\/sku-\d+)"/.exec(html)?.[1] ?? '/list';
  });
  // The checkout page of the demo member's seeded cart (its selected lines), as 去结算 opens it.
  await page.getByTestId('cart-summary').getByRole('button', { name: '去结算' }).click();
  await expect(page).toHaveURL(/\/payment\?/);
  const payment = new URL(page.url()).pathname + new URL(page.url()).search;
  const wide: string[] = [];
  const passes = [
    { care: false, size: ZOOMED, label: '200%' },
    { care: true, size: ZOOMED, label: 'care 200%' },
    { care: true, size: WINDOW, label: 'care 1280' },
  ];
  for (const { care, size, label } of passes) {
    if (care) await context.addCookies([{ name: 'mall_care', value: '1', url: `http://127.0.0.1:${SITE_PORT}` }]);
    await page.setViewportSize(size);
    for (const path of ['/', '/list', goods, '/cart', payment, '/member/index', '/member/order_list']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      if (overflow > 0) wide.push(`${label} ${path}: ${overflow} px wider than the window\n    ${(await page.evaluate(widerThanWindow)).join('\n    ')}`);
    }
  }
  expect(wide, wide.join('\n')).toEqual([]);
});
