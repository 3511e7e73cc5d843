// What each first-load chunk is made of: for every JS file a route fetched, its source map
// splits the minified code by package (node_modules/<name>) or workspace folder (libs/<lib>/src/<dir>,
// apps/storefront/src/<dir>), and each part is gzipped on its own. Written by the bench beside its
// table (tmp/bench-initial-load.txt): the figures add up to a little more than the chunk (each part
// pays its own gzip header and loses shared context), so read them as shares, not exact sizes.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const B64 = new Map([...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].map((c, i) => [c, i]));

/** Source-map "mappings" → per generated line, [column, source index] pairs (VLQ, spec v3). */
function decodeMappings(mappings) {
  const lines = [];
  let source = 0;
  for (const line of mappings.split(';')) {
    const segments = [];
    let column = 0;
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const fields = [];
      let value = 0;
      let shift = 0;
      for (const ch of segment) {
        const digit = B64.get(ch);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += fields[0];
      if (fields.length > 1) source += fields[1];
      segments.push([column, fields.length > 1 ? source : -1]);
    }
    lines.push(segments);
  }
  return lines;
}

/** The part of the code a source belongs to: an npm package or a workspace folder. */
function partOf(source) {
  if (!source) return '(bundler glue)';
  const pkg = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return `npm ${pkg[1]}`;
  const lib = source.match(/libs\/([^/]+)\/src\/([^/]+)/);
  if (lib) return `libs/${lib[1]}/${lib[2].replace(/\.tsx?$/, '')}`;
  const app = source.match(/apps\/storefront\/src\/([^/]+)/);
  if (app) return `storefront/${app[1].replace(/\.tsx?$/, '')}`;
  return source.replace(/^(\.\.\/)+/, '');
}

/** gzip bytes per part of one built chunk (its file and .map in assetsDir). */
export function chunkParts(file) {
  if (!existsSync(`${file}.map`)) return [];
  const code = readFileSync(file, 'utf8').split('\n');
  const map = JSON.parse(readFileSync(`${file}.map`, 'utf8'));
  const text = new Map();
  decodeMappings(map.mappings).forEach((segments, lineNo) => {
    const line = code[lineNo] ?? '';
    segments.forEach(([column, source], i) => {
      const end = i + 1 < segments.length ? segments[i + 1][0] : line.length;
      const part = partOf(source >= 0 ? map.sources[source] : '');
      text.set(part, (text.get(part) ?? '') + line.slice(column, end));
    });
  });
  return [...text].map(([part, s]) => ({ part, gzip: gzipSync(s).length })).sort((a, b) => b.gzip - a.gzip);
}

/** Writes the report for the bench's routes ({ path, chunks: [{ type, file, size }] }) and answers its path. */
export function writeBundleReport(root, weights) {
  const assetsDir = resolve(root, 'dist/apps/storefront/assets');
  const out = [];
  for (const w of weights) {
    out.push(`${w.path}: JS ${w.js.toFixed(1)} KB, CSS ${w.css.toFixed(1)} KB gzip`);
    for (const c of w.chunks.filter((c) => c.type === 'script')) {
      out.push(`  ${(c.size / 1024).toFixed(1).padStart(6)} KB  ${basename(c.file)}`);
      for (const p of chunkParts(resolve(assetsDir, basename(c.file))).filter((p) => p.gzip >= 300)) {
        out.push(`  ${''.padStart(9)}  ${(p.gzip / 1024).toFixed(1).padStart(6)} KB  ${p.part}`);
      }
    }
    out.push('');
  }
  const file = resolve(root, 'tmp/bench-initial-load.txt');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, out.join('\n'));
  return file;
}
