// What a crawler finds on the built site: starts it on a fresh database (or checks CRAWL_BASE_URL),
// follows every internal link from / and from the sitemap, and fails on a broken internal link, a
// missing asset (script, stylesheet, preload, image) or a sitemap URL that does not answer 200.
// Bounded: at most CRAWL_MAX_PAGES pages (1,500) and CRAWL_MAX_SECONDS (110 s) of crawling.
// usage: node tools/scripts/crawl-check.mjs   (after `npm run build`)
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const MAX_PAGES = Number(process.env.CRAWL_MAX_PAGES ?? 1500);
const MAX_SECONDS = Number(process.env.CRAWL_MAX_SECONDS ?? 110);
const CONCURRENCY = Number(process.env.CRAWL_CONCURRENCY ?? 6);
const port = Number(process.env.CRAWL_PORT ?? 4390);

/** Paths that are not pages to crawl: the API, the GraphQL endpoint, the chat socket, the servicer console. */
const SKIP = [/^\/api\//, /^\/graphql/, /^\/ws/, /^\/servicer/, /^\/console\//];

let site = null;
async function startSite() {
  const dataDir = resolve(root, `tmp/crawl-data-${port}`);
  rmSync(dataDir, { recursive: true, force: true });
  site = spawn(process.execPath, [resolve(root, 'tools/scripts/start.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), API_PORT: String(port + 1), METRICS_PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const base = `http://127.0.0.1:${port}`;
  const until = Date.now() + 240_000;
  while (Date.now() < until) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return base;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error('the site did not start within 4 minutes');
}
function stopSite() {
  if (site?.pid) {
    try {
      process.kill(-site.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

const TAG = /<(a|link|img|script|source|iframe)\b([^>]*)>/gi;
const ATTR = /([a-zA-Z-:]+)\s*=\s*("([^"]*)"|'([^']*)')/g;
const decode = (s) => s.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');

/** The links (a href) and assets (script src, stylesheet / preload / icon href, img src) of a page. */
export function linksOf(html) {
  const links = [];
  const assets = [];
  for (const [, tag, rest] of html.matchAll(TAG)) {
    const attrs = {};
    for (const m of rest.matchAll(ATTR)) attrs[m[1].toLowerCase()] = decode(m[3] ?? m[4] ?? '');
    const name = tag.toLowerCase();
    if (name === 'a' && attrs.href) links.push(attrs.href);
    else if (name === 'link' && attrs.href && /stylesheet|preload|modulepreload|icon/i.test(attrs.rel ?? '')) assets.push(attrs.href);
    else if ((name === 'img' || name === 'script' || name === 'source' || name === 'iframe') && attrs.src) assets.push(attrs.src);
  }
  return { links, assets };
}

async function main() {
  const base = process.env.CRAWL_BASE_URL ?? (await startSite());
  const origin = new URL(base).origin;
  const started = Date.now();
  const problems = [];
  const seen = new Set();
  const checkedAssets = new Map();
  // Links found on pages first (a broken one shows on many pages), the sitemap's URLs after them.
  const queue = [];
  const sitemapQueue = [];
  // Turns between the two, so both are covered within the bound.
  let turn = 0;
  const next = () => ((turn++ % 2 === 0 ? queue.shift() : sitemapQueue.shift()) ?? queue.shift() ?? sitemapQueue.shift());
  // At most this many query variants of one path (filters and pages of /list multiply without end).
  const VARIANTS_PER_PATH = 12;
  const variants = new Map();
  let pages = 0;

  /** A same-origin path worth visiting, or null (other sites, mailto:, tel:, javascript:, skipped paths). */
  const internal = (href, from) => {
    if (/^(mailto|tel|javascript|data):/i.test(href) || href.startsWith('#')) return null;
    let url;
    try {
      url = new URL(href, from);
    } catch {
      problems.push(`${from}: a link that is not a URL: ${href}`);
      return null;
    }
    if (url.origin !== origin) return null;
    if (SKIP.some((re) => re.test(url.pathname))) return null;
    url.hash = '';
    return url.href;
  };
  const enqueue = (href, from) => {
    const url = internal(href, from);
    if (!url || seen.has(url)) return;
    const path = new URL(url).pathname;
    const n = variants.get(path) ?? 0;
    if (n >= VARIANTS_PER_PATH) return;
    variants.set(path, n + 1);
    seen.add(url);
    queue.push({ url, from });
  };

  // The sitemap: every URL must answer 200 itself (no redirect, no error page).
  const sitemapUrls = [];
  const readSitemap = async (url) => {
    const res = await fetch(url);
    if (res.status !== 200) return problems.push(`sitemap ${url}: ${res.status}`);
    const xml = await res.text();
    for (const [, loc] of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) {
      const u = new URL(decode(loc));
      const local = `${origin}${u.pathname}${u.search}`;
      if (/\.xml$/.test(u.pathname)) await readSitemap(local);
      else sitemapUrls.push(local);
    }
  };
  await readSitemap(`${origin}/sitemap.xml`);
  for (const url of sitemapUrls) {
    if (!seen.has(url)) {
      seen.add(url);
      sitemapQueue.push({ url, from: 'sitemap.xml', sitemap: true });
    }
  }
  enqueue('/', origin);

  const checkAsset = async (href, from) => {
    const url = internal(href, from);
    if (!url || checkedAssets.has(url)) return;
    checkedAssets.set(url, true);
    const res = await fetch(url, { method: 'GET' });
    await res.arrayBuffer();
    if (res.status !== 200) problems.push(`${from}: asset ${new URL(url).pathname} answers ${res.status}`);
  };

  const visit = async ({ url, from, sitemap }) => {
    const res = await fetch(url, { redirect: sitemap ? 'manual' : 'follow', headers: { accept: 'text/html' } });
    const path = url.slice(origin.length);
    if (sitemap && res.status !== 200) {
      await res.arrayBuffer();
      return problems.push(`sitemap URL ${path} answers ${res.status}`);
    }
    if (res.status >= 400) {
      await res.arrayBuffer();
      return problems.push(`${from === origin ? '/' : from.slice(origin.length) || from}: link to ${path} answers ${res.status}`);
    }
    if (!(res.headers.get('content-type') ?? '').includes('text/html')) return res.arrayBuffer();
    const html = await res.text();
    pages++;
    const { links, assets } = linksOf(html);
    for (const href of links) enqueue(href, res.url);
    await Promise.all(assets.map((a) => checkAsset(a, res.url)));
  };

  const workers = Array.from({ length: CONCURRENCY }, async () => {
    while ((queue.length || sitemapQueue.length) && pages < MAX_PAGES && Date.now() - started < MAX_SECONDS * 1000) {
      const item = next();
      try {
        await visit(item);
      } catch (error) {
        problems.push(`${item.url}: ${error instanceof Error ? error.message : error}`);
      }
    }
  });
  await Promise.all(workers);

  const took = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`crawled ${pages} pages, ${checkedAssets.size} assets, ${sitemapUrls.length} sitemap URLs in ${took} s; ${queue.length + sitemapQueue.length} left unvisited (bound)`);
  const unique = [...new Set(problems)];
  for (const p of unique.slice(0, 100)) console.log(`  ✗ ${p}`);
  if (unique.length > 100) console.log(`  … and ${unique.length - 100} more`);
  return unique.length === 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().then(
    (ok) => {
      stopSite();
      process.exit(ok ? 0 : 1);
    },
    (error) => {
      console.error(error);
      stopSite();
      process.exit(1);
    },
  );
}
