// The wording of the server-rendered public pages of a built site, to prove that a change of the
// i18n machinery changed no string a shopper sees:
//
//   node tools/scripts/page-strings.mjs record [siteRoot] <out.json>
//   node tools/scripts/page-strings.mjs compare <before.json> <after.json>
//
// `record` starts mall-api and storefront-server from `<siteRoot>/dist/apps/…` (default: this
// checkout) as tools/scripts/start.mjs does, on a fresh PGlite data folder and free ports, GETs
// ROUTES in zh-cn (no cookie) and en-us (`mall_lang=en-us`), and writes, per page, the HTTP
// status, the <title>, the visible body text split into lines at block boundaries, and the
// attribute strings (aria-label, placeholder, alt, title, button values, meta description).
// Values that differ between two runs on the same data (clock, dates, countdowns, hashed asset
// names) are masked by VOLATILE, so two records of one build compare equal. `compare` prints the
// pages and lines that differ and exits 1 on any difference.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'parse5';
import { NODE, waitFor } from '../bench/lib/servers.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Public routes of apps/storefront/src/routes/table.ts (no login), ids from the seed. The auth
 * layout's pages, /cart and /coupon are rendered in the browser: the server sends the client shell,
 * recorded as a page without body lines. Redirects and 404s are recorded too (status, location).
 */
const ROUTES = [
  '/',
  '/index',
  '/list?keyword=脐橙',
  '/list',
  '/sku-1',
  '/sku-2',
  '/shop-1',
  '/shop-2',
  '/shop_list',
  '/shop_street',
  '/street',
  '/streetlst',
  '/brand',
  '/brandlist',
  '/category',
  '/coupon',
  '/change_city',
  '/support',
  '/support_list',
  '/support-1',
  '/region',
  '/region_list',
  '/region-1',
  '/cms/notice',
  '/cms/notice-1',
  '/cms/help',
  '/cms/help-1',
  '/cms/help/listother-1',
  '/cms/article',
  '/cms/article-1',
  '/cms/article/listother-1',
  '/promotion/seckill',
  '/promotion/seckill-1',
  '/promotion/groupbuy',
  '/promotion/groupbuy-1',
  '/promotion/combo-1',
  '/promotion/topic',
  '/promotion/topic-1',
  '/promotion/topic-goods-1',
  '/promotion/redarea',
  '/promotion/redarea/hunan',
  '/promotion/redarea/jiangxi',
  '/promotion/special',
  '/promotion/residencyhelp',
  '/promotion/eastwest',
  '/promotion/optimalfarmers',
  '/promotion/localtube',
  '/promotion/mealplan',
  '/promotion/projectList',
  '/promotion/pcdiy?id=1',
  '/promotion/projectList/detail-1',
  '/promotion/newsInformation',
  '/promotion/newsInformation/detail-1',
  '/ourfresh',
  '/citylist',
  '/special',
  '/login',
  '/register',
  '/registerPersonal',
  '/registerCompany',
  '/find_pass',
  '/licence',
  '/cart',
  '/closed',
  '/no-such-page',
];
const LANGS = { 'zh-cn': {}, 'en-us': { cookie: 'mall_lang=en-us' } };

/**
 * Masks for what changes from one run to the next on the same seed, applied in order to every
 * recorded string. Fixed clock times without seconds (`08:00 场`, `9:00-21:00`) are data and stay.
 * Not masked, so worth knowing: the seckill pages depend on the hour (which two-hour slot is
 * running decides the slot states, the countdown's label and the goods shown), so records made in
 * different slots differ there.
 */
const VOLATILE = [
  // Countdowns and clocks with seconds (`距结束00:21:36`, `479:59:39`): they tick during the run.
  [/(?<!\d)\d+:\d{2}:\d{2}(?!\d)/g, '<countdown>'],
  // Dates (2026-11-28, 2026/11/28, 2026.11.28, 2026年11月28日): the seed dates notices, articles,
  // topics and groupbuys from the day it runs.
  [/(?<!\d)\d{4}\s*[-/.年]\s*\d{1,2}\s*[-/.月]\s*\d{1,2}(\s*日)?(?!\d)/g, '<date>'],
  // Content-hashed build assets (`index-B2x9aQ_1.js`): the name changes with any code change.
  [/([\w.]+)-[\w-]{8}\.(js|css|svg|png|woff2?)\b/g, '$1-<hash>.$2'],
];
const mask = (s) => VOLATILE.reduce((v, [re, to]) => v.replace(re, to), s);

// ── HTML → strings ────────────────────────────────────────────────────────────────────────────

/**
 * Elements that start a new line: block-level ones, table cells, list items, controls, and links
 * (a navigation bar of bare links would otherwise be one line).
 */
const BLOCK = new Set(
  (
    'a address article aside blockquote br button dd details dialog div dl dt fieldset figcaption ' +
    'figure footer form h1 h2 h3 h4 h5 h6 header hr label legend li main nav ol option p pre ' +
    'section select summary table tbody td tfoot th thead tr ul'
  ).split(' '),
);
/** Not shown: code, styles, inert templates, and noscript (parse5 parses it as raw markup). */
const SKIP = new Set(['script', 'style', 'template', 'noscript']);
const ATTRS = ['aria-label', 'placeholder', 'alt', 'title'];

const attr = (node, name) => node.attrs?.find((a) => a.name === name)?.value;

/** Title, body lines and attribute strings of one page (parse5 decodes the entities). */
function pageStrings(html) {
  const doc = parse(html);
  const lines = [];
  const attrs = [];
  let title = '';
  let line = '';
  const flush = () => {
    const text = line.replace(/\s+/g, ' ').trim();
    if (text) lines.push(mask(text));
    line = '';
  };
  const walk = (node, inBody) => {
    if (node.nodeName === '#text') {
      if (inBody) line += node.value;
      return;
    }
    if (node.nodeName === '#comment' || SKIP.has(node.nodeName)) return;
    if (node.nodeName === 'title' && !inBody) {
      title = mask(
        node.childNodes
          .map((c) => c.value ?? '')
          .join('')
          .replace(/\s+/g, ' ')
          .trim(),
      );
      return;
    }
    for (const name of ATTRS) {
      const value = attr(node, name)?.replace(/\s+/g, ' ').trim();
      if (value) attrs.push(`${node.nodeName}[${name}] ${mask(value)}`);
    }
    if (node.nodeName === 'input' && /^(button|submit|reset)$/.test(attr(node, 'type') ?? '')) {
      attrs.push(`input[value] ${mask(attr(node, 'value') ?? '')}`);
    }
    if (node.nodeName === 'meta' && /^(description|keywords)$/.test(attr(node, 'name') ?? '')) {
      attrs.push(`meta[${attr(node, 'name')}] ${mask(attr(node, 'content') ?? '')}`);
    }
    const block = BLOCK.has(node.nodeName);
    if (block) flush();
    for (const child of node.childNodes ?? []) walk(child, inBody || node.nodeName === 'body');
    if (block) flush();
  };
  walk(doc, false);
  flush();
  return { title, lines, attrs };
}

// ── the site ──────────────────────────────────────────────────────────────────────────────────

/** Resolves when `port` and `port + 1` can both be listened on. */
const portPairFree = (port) =>
  Promise.all(
    [port, port + 1].map(
      (p) =>
        new Promise((ok) => {
          const s = createServer().once('error', () => ok(false));
          s.listen(p, '127.0.0.1', () => s.close(() => ok(true)));
        }),
    ),
  ).then((both) => both.every(Boolean));

/** Starts `dist/apps/<app>/main.js` of `siteRoot` in its own process group; answers its child. */
function startApp(siteRoot, app, env) {
  const child = spawn(NODE, ['--enable-source-maps', resolve(siteRoot, `dist/apps/${app}/main.js`)], {
    // mall-api looks for its migrations under the working directory first (apps/mall-api/drizzle).
    cwd: siteRoot,
    env: { ...process.env, DATABASE_URL: '', REST_BASE_URL: '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  return child;
}

/** Ends each child's process group and resolves once all have exited. */
function stopAll(children) {
  return Promise.all(
    children.map(
      (child) =>
        new Promise((done) => {
          if (child.exitCode !== null || child.signalCode !== null) return done();
          child.once('exit', done);
          try {
            process.kill(-child.pid, 'SIGTERM');
          } catch {
            done();
          }
        }),
    ),
  );
}

async function record(siteRoot, out) {
  for (const app of ['mall-api', 'storefront-server']) {
    if (!existsSync(resolve(siteRoot, `dist/apps/${app}/main.js`)))
      throw new Error(`${siteRoot}/dist/apps/${app}/main.js is missing`);
  }
  let port = 4620;
  while (!(await portPairFree(port))) port += 2;
  const apiPort = port + 1;
  const dataDir = resolve(root, `tmp/page-strings-${randomBytes(6).toString('hex')}`);
  mkdirSync(dataDir, { recursive: true });
  const common = {
    NODE_ENV: 'production',
    GATEWAY_SECRET: randomBytes(32).toString('hex'),
    METRICS_PORT: '0',
    HOST: '127.0.0.1',
  };
  const children = [];
  // Stop the servers however this process ends (an error, Ctrl-C).
  const cleanUp = () =>
    children.forEach((c) => {
      try {
        process.kill(-c.pid, 'SIGTERM');
      } catch {
        /* gone */
      }
    });
  process.once('exit', cleanUp);
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(130));
  try {
    children.push(
      startApp(siteRoot, 'mall-api', { ...common, API_PORT: String(apiPort), DATA_DIR: dataDir }),
    );
    // The first start migrates and seeds the fresh database.
    await waitFor(`http://127.0.0.1:${apiPort}/api/website/info`, {
      init: { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' },
    });
    children.push(
      startApp(siteRoot, 'storefront-server', {
        ...common,
        PORT: String(port),
        REST_BASE_URL: `http://127.0.0.1:${apiPort}`,
        STATIC_DIR: resolve(siteRoot, 'dist/apps/storefront'),
        // Every request rendered afresh, not served from a copy made for another request.
        PAGE_CACHE: 'off',
      }),
    );
    await waitFor(`http://127.0.0.1:${port}/healthz`);

    const pages = {};
    for (const route of ROUTES) {
      for (const [lang, headers] of Object.entries(LANGS)) {
        const res = await fetch(`http://127.0.0.1:${port}${encodeURI(route)}`, {
          headers,
          redirect: 'manual',
        });
        const html = await res.text();
        const page = {
          status: res.status,
          ...(res.headers.get('location') ? { location: res.headers.get('location') } : {}),
        };
        pages[`${lang} ${route}`] = /html/.test(res.headers.get('content-type') ?? '')
          ? { ...page, ...pageStrings(html) }
          : page;
      }
    }
    writeFileSync(out, `${JSON.stringify({ siteRoot, pages }, null, 1)}\n`);
    const all = Object.entries(pages);
    const sum = (field) => all.reduce((n, [, p]) => n + (p[field]?.length ?? 0), 0);
    const rendered = all.filter(([, p]) => p.lines?.length).length;
    console.log(
      `${out}: ${all.length} pages (${rendered} with server-rendered text), ${sum('lines')} body lines, ${sum('attrs')} attribute strings`,
    );
    for (const [key, p] of all)
      if (p.status !== 200) console.log(`  ${p.status} ${key}${p.location ? ` → ${p.location}` : ''}`);
  } finally {
    await stopAll(children);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// ── compare ───────────────────────────────────────────────────────────────────────────────────

/** Lines of `a` missing from `b` and the other way round (a multiset difference, order kept). */
function lineDiff(a = [], b = []) {
  const count = new Map();
  for (const l of b) count.set(l, (count.get(l) ?? 0) + 1);
  const removed = a.filter((l) => (count.get(l) ? (count.set(l, count.get(l) - 1), false) : true));
  const left = new Map();
  for (const l of a) left.set(l, (left.get(l) ?? 0) + 1);
  const added = b.filter((l) => (left.get(l) ? (left.set(l, left.get(l) - 1), false) : true));
  return { removed, added };
}

function compare(beforeFile, afterFile) {
  const before = JSON.parse(readFileSync(beforeFile, 'utf8')).pages;
  const after = JSON.parse(readFileSync(afterFile, 'utf8')).pages;
  let differing = 0;
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const a = before[key];
    const b = after[key];
    const out = [];
    if (!a || !b) out.push(`  only in ${a ? beforeFile : afterFile}`);
    else {
      if (a.status !== b.status) out.push(`  status ${a.status} → ${b.status}`);
      if (a.location !== b.location) out.push(`  location ${a.location} → ${b.location}`);
      if (a.title !== b.title) out.push(`  title ${JSON.stringify(a.title)} → ${JSON.stringify(b.title)}`);
      for (const field of ['lines', 'attrs']) {
        const { removed, added } = lineDiff(a[field], b[field]);
        for (const l of removed) out.push(`  - ${field}: ${l}`);
        for (const l of added) out.push(`  + ${field}: ${l}`);
        // Same strings in another order (a moved block) is a difference too.
        if (!removed.length && !added.length && JSON.stringify(a[field]) !== JSON.stringify(b[field]))
          out.push(`  ${field}: same strings, other order`);
      }
    }
    if (out.length) {
      differing += 1;
      console.log(`${key}\n${out.join('\n')}`);
    }
  }
  console.log(differing ? `${differing} pages differ` : 'no difference');
  return differing ? 1 : 0;
}

const [command, ...args] = process.argv.slice(2);
if (command === 'record' && args.length >= 1 && args.length <= 2) {
  const [siteRoot, out] = args.length === 2 ? args : [root, args[0]];
  await record(resolve(siteRoot), resolve(out));
  process.exit(0);
} else if (command === 'compare' && args.length === 2) {
  process.exit(compare(...args));
} else {
  console.error('usage: page-strings.mjs record [siteRoot] <out.json> | compare <before.json> <after.json>');
  process.exit(2);
}
