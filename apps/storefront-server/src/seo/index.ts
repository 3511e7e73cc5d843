// What search engines fetch from storefront-server: robots.txt with the sitemap's
// address, the sitemap index at /sitemap.xml and its files /sitemap-<kind>-<n>.xml, built from
// mall-api's /api/seo/sitemap (one call per file; the index asks each kind's total with one row).
import { SITEMAP_KINDS, SITEMAP_MAX_URLS, type SitemapKind, type SitemapPage } from '@mall/rest-contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  ENTITY_PATH,
  FIXED_PUBLIC_PATHS,
  parseSitemapFileName,
  sitemapFiles,
  sitemapIndexXml,
  urlsetXml,
  type SitemapFileKind,
} from './sitemap';

export interface SeoOptions {
  /** mall-api's REST base URL. */
  restBaseUrl: string;
  /** robots.txt without the Sitemap line. */
  robots: string;
  /** The public origin of every URL (env PUBLIC_ORIGIN); default: the origin the request came to. */
  publicOrigin?: string;
  /** URLs per sitemap file (tests make it small to prove the split). */
  maxUrls?: number;
  /** How long a built file is reused (ms); 0 builds every time. */
  cacheMs?: number;
  fetch?: typeof fetch;
}

/** Built sitemaps are reused this long: the catalogue does not change by the minute for a crawler. */
export const SITEMAP_CACHE_MS = 10 * 60 * 1000;
const REST_TIMEOUT_MS = 30_000;

/** PUBLIC_ORIGIN when set, else the scheme and host the request came to (trusted proxies respected). */
export function requestOrigin(req: Pick<FastifyRequest, 'protocol' | 'host'>, configured?: string): string {
  const origin = configured?.trim();
  return origin ? origin.replace(/\/+$/, '') : `${req.protocol}://${req.host}`;
}

export async function registerSeo(app: FastifyInstance, options: SeoOptions): Promise<void> {
  const upstream = options.restBaseUrl.replace(/\/+$/, '');
  const maxUrls = options.maxUrls ?? SITEMAP_MAX_URLS;
  const cacheMs = options.cacheMs ?? SITEMAP_CACHE_MS;
  const doFetch = options.fetch ?? fetch;
  const configured = options.publicOrigin ?? process.env.PUBLIC_ORIGIN;
  const cache = new Map<string, { xml: string; until: number }>();

  async function listPage(kind: SitemapKind, page: number, pageSize: number): Promise<SitemapPage> {
    const res = await doFetch(`${upstream}/api/seo/sitemap`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ kind, page, page_size: pageSize }),
      signal: AbortSignal.timeout(REST_TIMEOUT_MS),
    });
    const json = (await res.json()) as { code: number; message?: string; data?: SitemapPage };
    if (json.code < 0 || !json.data) throw new Error(`mall-api /api/seo/sitemap ${kind}: ${json.message ?? res.status}`);
    return json.data;
  }

  async function build(name: string, origin: string): Promise<string | null> {
    if (name === 'sitemap.xml') {
      const totals = Object.fromEntries(
        await Promise.all(SITEMAP_KINDS.map(async (kind) => [kind, (await listPage(kind, 1, 1)).total] as const)),
      ) as Record<SitemapKind, number>;
      return sitemapIndexXml(sitemapFiles(totals, maxUrls).map((file) => `${origin}/${file}`));
    }
    const file = parseSitemapFileName(name);
    if (!file) return null;
    if (file.kind === 'pages') return file.n === 1 ? urlsetXml(FIXED_PUBLIC_PATHS.map((path) => ({ loc: `${origin}${path}` }))) : null;
    const kind: SitemapKind = file.kind;
    const page = await listPage(kind, file.n, maxUrls);
    if (page.list.length === 0) return null;
    return urlsetXml(page.list.map((row) => ({ loc: `${origin}${ENTITY_PATH[kind](row.id)}`, lastmod: row.update_time })));
  }

  async function serve(name: string, req: FastifyRequest, reply: FastifyReply) {
    const origin = requestOrigin(req, configured);
    const key = `${origin} ${name}`;
    const hit = cache.get(key);
    let xml = hit && hit.until > Date.now() ? hit.xml : undefined;
    if (xml === undefined) {
      try {
        const built = await build(name, origin);
        if (built === null) return reply.status(404).type('text/plain; charset=utf-8').send('没有这个站点地图文件');
        xml = built;
      } catch (error) {
        req.log.error({ err: error }, 'sitemap: mall-api did not answer');
        return reply.status(503).header('retry-after', '60').type('text/plain; charset=utf-8').send('站点地图暂时无法生成，请稍后再试');
      }
      if (cacheMs > 0) {
        // Keyed by origin too (Host differs without PUBLIC_ORIGIN): bounded, so odd hosts cannot grow it.
        if (cache.size >= 64) cache.clear();
        cache.set(key, { xml, until: Date.now() + cacheMs });
      }
    }
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(xml);
  }

  app.get('/robots.txt', async (req, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .send(`${options.robots.replace(/\n*$/, '\n')}Sitemap: ${requestOrigin(req, configured)}/sitemap.xml\n`),
  );
  app.get('/sitemap.xml', (req, reply) => serve('sitemap.xml', req, reply));
  app.get<{ Params: { file: string } }>('/sitemap-:file', (req, reply) => serve(`sitemap-${req.params.file}`, req, reply));
}

export type { SitemapFileKind };
