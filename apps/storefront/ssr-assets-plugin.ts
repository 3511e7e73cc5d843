// Writes dist/apps/storefront/.ssr/assets.json for the server render (storefront-server's
// src/render/): for each page kind of the route table, the CSS and JS files of its lazy chunk (with
// the chunks it imports), so a server-rendered page links its styles in <head> (no flash of
// unstyled content) and preloads its code (the browser hydrates sooner).
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';

/** `kind: () => import('./x/routes/YRoute')` in every lib's src/pages.ts → absolute module path (no extension). */
function pageModulePaths(libsDir: string): Map<string, string> {
  const byPath = new Map<string, string>();
  for (const lib of readdirSync(libsDir)) {
    const file = join(libsDir, lib, 'src', 'pages.ts');
    if (!existsSync(file)) continue;
    const source = readFileSync(file, 'utf8');
    for (const m of source.matchAll(/(\w+):\s*\(\)\s*=>\s*import\(\s*'(\.[^']+)'\s*\)/g)) {
      byPath.set(resolve(dirname(file), m[2]), m[1]);
    }
  }
  return byPath;
}

/**
 * The page kinds' files from the bundle as written: read once the build has written it, since
 * chunks that held only CSS (a `.css.ts` module's `*.css.ts.vanilla-*.js`) are dropped late in the
 * build and were listed, then preloaded and 404 on the server-rendered pages.
 */
export function pageAssets(bundle: OutputBundle, kinds: Map<string, string>): Record<string, { css: string[]; js: string[] }> {
  const chunks = new Map<string, { imports: string[]; css: string[] }>();
  const pageChunk = new Map<string, string>();
  for (const [fileName, out] of Object.entries(bundle)) {
    if (out.type !== 'chunk') continue;
    const css = [...((out as { viteMetadata?: { importedCss: Set<string> } }).viteMetadata?.importedCss ?? [])];
    chunks.set(fileName, { imports: out.imports, css });
    const kind = out.facadeModuleId ? kinds.get(out.facadeModuleId.replace(/\.tsx?$/, '')) : undefined;
    if (kind) pageChunk.set(kind, fileName);
  }
  /** A chunk with the chunks it imports (transitively), each once, imports first. */
  const closure = (fileName: string, seen = new Set<string>()): string[] => {
    if (seen.has(fileName) || !chunks.has(fileName)) return [];
    seen.add(fileName);
    return [...chunks.get(fileName)!.imports.flatMap((f) => closure(f, seen)), fileName];
  };
  const pages: Record<string, { css: string[]; js: string[] }> = {};
  for (const [kind, fileName] of pageChunk) {
    const files = closure(fileName);
    pages[kind] = { css: [...new Set(files.flatMap((f) => chunks.get(f)!.css))], js: files.filter((f) => bundle[f]) };
  }
  return pages;
}

export function ssrAssetsPlugin(libsDir: string): Plugin {
  return {
    name: 'mall-ssr-assets',
    apply: 'build',
    writeBundle(options, bundle) {
      if (this.environment?.config.build.ssr || !options.dir) return;
      const pages = pageAssets(bundle as OutputBundle, pageModulePaths(libsDir));
      mkdirSync(join(options.dir, '.ssr'), { recursive: true });
      writeFileSync(join(options.dir, '.ssr', 'assets.json'), JSON.stringify({ pages }, null, 1));
    },
  };
}
