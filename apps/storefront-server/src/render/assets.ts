import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** A tag of the built index.html's <head>, as the server entry renders it (entry-server.tsx). */
export interface HeadTag {
  tag: 'meta' | 'link' | 'script';
  attrs: Record<string, string>;
}

export interface PageAssets {
  css: string[];
  js: string[];
}

/** What the client build left for the server render: index.html's head tags and each page's CSS. */
export interface ClientAssets {
  head: HeadTag[];
  /** Page kind → stylesheet and module URLs of its lazy chunk (not already in `head`). */
  pages: Record<string, PageAssets>;
}

const TAG = /<(meta|link|script)\b([^>]*)>/gi;
const ATTR = /([a-zA-Z][\w:-]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;

function parseAttrs(raw: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const m of raw.replace(/\/\s*$/, '').matchAll(ATTR)) attrs[m[1].toLowerCase()] = m[2] ?? m[3] ?? m[4] ?? '';
  return attrs;
}

/**
 * The head of the client build's index.html, minus its <title> (React renders the page's own):
 * charset, viewport, the entry script, its module preloads and the entry's CSS links.
 */
export function parseHead(indexHtml: string): HeadTag[] {
  const head = /<head[^>]*>([\s\S]*?)<\/head>/i.exec(indexHtml)?.[1] ?? '';
  return [...head.matchAll(TAG)].map((m) => ({
    tag: m[1].toLowerCase() as HeadTag['tag'],
    attrs: parseAttrs(m[2]),
  }));
}

/** Reads index.html and .ssr/assets.json (written by the storefront build) from the static dir. */
export function readClientAssets(staticDir: string, assetBase: string): ClientAssets {
  const head = parseHead(readFileSync(resolve(staticDir, 'index.html'), 'utf8'));
  const inHead = new Set(head.map((t) => t.attrs.href ?? t.attrs.src));
  const manifest = resolve(staticDir, '.ssr/assets.json');
  const built = existsSync(manifest)
    ? (JSON.parse(readFileSync(manifest, 'utf8')) as { pages: Record<string, Partial<PageAssets>> }).pages
    : {};
  const url = (f: string) => `${assetBase.replace(/\/?$/, '/')}${f}`;
  const pages: Record<string, PageAssets> = {};
  for (const [kind, files] of Object.entries(built)) {
    pages[kind] = {
      css: (files.css ?? []).map(url).filter((href) => !inHead.has(href)),
      js: (files.js ?? []).map(url).filter((href) => !inHead.has(href)),
    };
  }
  return { head, pages };
}
