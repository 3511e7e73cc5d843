// Seed images as small SVG files (coloured background + Chinese text): no network, no native deps.
// Each image also gets the `_mid` and `_small` variants the storefront asks for as previews (the
// goods gallery's main picture and its thumbnails): no preview request answers 404.
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { ImageSpec } from './seed-data';

const escapeXml = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] as string);

/** Dark text on light backgrounds, white otherwise. */
function textColour(bg: string): string {
  const n = parseInt(bg.slice(1), 16);
  const lum = 0.299 * ((n >> 16) & 255) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255);
  return lum > 170 ? '#333333' : '#ffffff';
}

function wrap(text: string, perLine: number): string[] {
  const lines: string[] = [];
  for (let i = 0; i < text.length && lines.length < 3; i += perLine) lines.push(text.slice(i, i + perLine));
  return lines;
}

export function renderSvg(spec: ImageSpec, scale = 1): string {
  const w = Math.round(spec.width * scale);
  const h = Math.round(spec.height * scale);
  const size = Math.max(12, Math.min(h / 4, (w * 0.8) / Math.min(spec.title.length, 10)));
  const lines = wrap(spec.title, Math.max(1, Math.floor((w * 0.9) / size)));
  const sub = spec.subtitle ? Math.max(10, size * 0.45) : 0;
  const blockH = lines.length * size * 1.2 + (sub ? sub * 1.6 : 0);
  let y = (h - blockH) / 2 + size;
  const fg = textColour(spec.background);
  const font = `font-family="'Noto Sans CJK SC','WenQuanYi Micro Hei','Microsoft YaHei',sans-serif"`;
  const parts = lines.map((line) => {
    const t = `<text x="${w / 2}" y="${y.toFixed(1)}" font-size="${size.toFixed(1)}" ${font} fill="${fg}" text-anchor="middle" font-weight="bold">${escapeXml(line)}</text>`;
    y += size * 1.2;
    return t;
  });
  if (spec.subtitle) {
    parts.push(
      `<text x="${w / 2}" y="${(y + sub * 0.4).toFixed(1)}" font-size="${sub.toFixed(1)}" ${font} fill="${fg}" text-anchor="middle" opacity="0.85">${escapeXml(spec.subtitle)}</text>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><rect width="100%" height="100%" fill="${spec.background}"/>${parts.join('')}</svg>\n`;
}

// v2: the `_small` variants; a data dir seeded with v1 gets them on its next start.
const MARKER = '.seed-images-v2';

/** Writes every seed image under uploadDir unless a previous run already did (marker file). */
export async function writeSeedImages(uploadDir: string, images: ImageSpec[], force = false): Promise<number> {
  if (!force && existsSync(join(uploadDir, MARKER))) return 0;
  const dirs = new Set(images.map((i) => dirname(join(uploadDir, i.name))));
  await Promise.all([...dirs].map((d) => mkdir(d, { recursive: true })));
  const BATCH = 200;
  for (let i = 0; i < images.length; i += BATCH) {
    await Promise.all(
      images.slice(i, i + BATCH).flatMap((spec) => [
        writeFile(join(uploadDir, `${spec.name}.svg`), renderSvg(spec)),
        writeFile(join(uploadDir, `${spec.name}_mid.svg`), renderSvg(spec, 0.5)),
        writeFile(join(uploadDir, `${spec.name}_small.svg`), renderSvg(spec, 0.25)),
      ]),
    );
  }
  await writeFile(join(uploadDir, MARKER), `${images.length}\n`);
  return images.length;
}
