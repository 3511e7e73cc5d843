// The outline-matching attack. svg-captcha draws each character as its bundled font's
// outline with ±0.1 px jitter, so a script matches every filled <path> against that font's glyphs and
// reads the code. The attack must solve the old captcha (proving it works) and fail on ours.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import svgCaptcha from 'svg-captcha';
import { describe, expect, it } from 'vitest';
import { appOptionsFromEnv } from '../../config';
import { fixedCodeCaptchaService, rasterCaptchaService, type CaptchaService } from './service';

interface Glyph {
  types: string;
  coords: number[];
}
interface OpentypeFont {
  unitsPerEm: number;
  charToGlyph(ch: string): { getPath(x: number, y: number, size: number): { commands: Record<string, number | string>[] } };
}

const require = createRequire(import.meta.url);
const opentype = require('opentype.js') as { loadSync(path: string): OpentypeFont };
const FONT = opentype.loadSync(join(dirname(require.resolve('svg-captcha/package.json')), 'fonts', 'Comismsh.ttf'));
const CANDIDATES = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const FONT_SIZE = 56; // svg-captcha's default, used by its create()

/** Command letters and coordinates relative to the first point: what survives translation and jitter. */
function shape(commands: { type: string; coords: number[] }[]): Glyph {
  const origin = commands[0]?.coords ?? [0, 0];
  const coords = commands.flatMap((c) => c.coords.map((v, i) => v - origin[i % 2]!));
  return { types: commands.map((c) => c.type).join(''), coords };
}

const templates = [...CANDIDATES].map((ch) => {
  const cmds = FONT.charToGlyph(ch).getPath(0, 0, FONT_SIZE).commands.map((c) => {
    const n = (k: string) => Number(c[k]);
    const type = String(c['type']);
    const coords =
      type === 'C' ? [n('x1'), n('y1'), n('x2'), n('y2'), n('x'), n('y')]
      : type === 'Q' ? [n('x1'), n('y1'), n('x'), n('y')]
      : type === 'Z' ? []
      : [n('x'), n('y')];
    return { type, coords };
  });
  return { ch, glyph: shape(cmds) };
});

function parsePath(d: string): { type: string; coords: number[] }[] {
  return [...d.matchAll(/([MLQCZ])([^MLQCZ]*)/g)].map((m) => ({
    type: m[1]!,
    coords: (m[2]!.match(/-?\d*\.?\d+(?:e-?\d+)?/g) ?? []).map(Number),
  }));
}

/** The attack: read an image's data URL, match each filled path to the nearest glyph, left to right. */
export function outlineAttack(img: string): string {
  const comma = img.indexOf(',');
  const meta = img.slice(0, comma);
  const body = meta.endsWith(';base64') ? Buffer.from(img.slice(comma + 1), 'base64').toString('latin1') : decodeURIComponent(img.slice(comma + 1));
  const found: { x: number; ch: string }[] = [];
  for (const m of body.matchAll(/<path fill="(?!none)[^"]*" d="([^"]+)"/g)) {
    const cmds = parsePath(m[1]!);
    if (cmds.length === 0) continue;
    const glyph = shape(cmds);
    let best: { ch: string; score: number } | null = null;
    for (const t of templates) {
      if (t.glyph.types !== glyph.types || t.glyph.coords.length !== glyph.coords.length) continue;
      const score = t.glyph.coords.reduce((sum, v, i) => sum + Math.abs(v - glyph.coords[i]!), 0) / Math.max(1, t.glyph.coords.length);
      if (!best || score < best.score) best = { ch: t.ch, score };
    }
    if (best && best.score < 1) found.push({ x: cmds[0]!.coords[0]!, ch: best.ch });
  }
  return found.sort((a, b) => a.x - b.x).map((f) => f.ch).join('');
}

const svgCaptchaImage = () => {
  const c = svgCaptcha.create({ size: 4, noise: 2, ignoreChars: '0oO1ilI', width: 120, height: 40, background: '#f5f5f5' });
  return { code: c.text, img: `data:image/svg+xml;base64,${Buffer.from(c.data).toString('base64')}` };
};
const ours = async (service: CaptchaService) => {
  const c = await service.generate();
  return { code: c.code, img: `data:image/png;base64,${c.png.toString('base64')}` };
};
const solved = (tries: { code: string; img: string }[]) =>
  tries.filter((t) => outlineAttack(t.img).toLowerCase() === t.code.toLowerCase()).length;

describe('outline-matching attack', () => {
  it('reads the old svg-captcha (the attack works)', () => {
    const tries = Array.from({ length: 40 }, svgCaptchaImage);
    expect(solved(tries)).toBeGreaterThanOrEqual(38);
  });

  it('reads nothing of the raster captcha, random or fixed code', async () => {
    const tries = await Promise.all(Array.from({ length: 40 }, () => ours(rasterCaptchaService)));
    expect(solved(tries)).toBe(0);
    expect(tries.every((t) => t.img.startsWith('data:image/png;base64,'))).toBe(true);
    expect(outlineAttack((await ours(fixedCodeCaptchaService('8832'))).img)).toBe('');
  });

  it('draws each code differently (the warp and speckles are per image)', async () => {
    const fixed = fixedCodeCaptchaService('8832');
    const [a, b] = await Promise.all([ours(fixed), ours(fixed)]);
    expect(a.img).not.toBe(b.img);
  });
});

describe('fixed test captcha', () => {
  it('is refused when NODE_ENV=production', () => {
    expect(() => fixedCodeCaptchaService('8832', { NODE_ENV: 'production' })).toThrow(/NODE_ENV=production/);
    expect(() => fixedCodeCaptchaService('8832', { NODE_ENV: 'test' })).not.toThrow();
    expect(() => appOptionsFromEnv({ CAPTCHA_FIXED_CODE: '8832', NODE_ENV: 'production' })).toThrow(/tests only/);
  });
});
