// The 47 chat emoji [emjoy_01] … [emjoy_47] as small GIF images, drawn here (no image files to ship):
// GET /upload/chat/emoji/emjoy_NN.gif answers a 24×24 face whose colour and expression follow NN.
// Deterministic, cached in memory, immutable (the browser may cache it for a year).
import type { FastifyInstance } from 'fastify';
import { CHAT_EMOJI_COUNT } from '@mall/rest-contract';

const SIZE = 24;
const PALETTES: [number, number, number][] = [
  [255, 204, 77], [255, 170, 90], [250, 140, 140], [140, 200, 250], [160, 220, 150], [210, 170, 240], [255, 230, 120],
];

/** Pixels 0 background (transparent), 1 face, 2 features, 3 highlight. */
function draw(n: number): Uint8Array {
  const px = new Uint8Array(SIZE * SIZE);
  const set = (x: number, y: number, v: number) => {
    if (x >= 0 && y >= 0 && x < SIZE && y < SIZE) px[y * SIZE + x] = v;
  };
  for (let y = 0; y < SIZE; y++) for (let x = 0; x < SIZE; x++) if ((x - 11.5) ** 2 + (y - 11.5) ** 2 <= 11 ** 2) set(x, y, 1);
  const eyes = n % 3; // round, wide, closed
  for (const ex of [7, 15]) {
    if (eyes === 2) for (let d = -1; d <= 1; d++) set(ex + d, 9, 2);
    else for (let d = 0; d < (eyes === 1 ? 3 : 2); d++) for (let e = 0; e < 2; e++) set(ex + e, 8 + d, 2);
  }
  const mouth = Math.floor(n / 3) % 5; // smile, open, flat, frown, tongue
  for (let x = 7; x <= 16; x++) {
    const t = (x - 11.5) / 4.5;
    if (mouth === 0) set(x, Math.round(15 + 2 * (1 - t * t)), 2);
    if (mouth === 1) for (let y = 14; y <= 15 + Math.round(3 * (1 - t * t)); y++) set(x, y, 2);
    if (mouth === 2) set(x, 16, 2);
    if (mouth === 3) set(x, Math.round(18 - 2 * (1 - t * t)), 2);
    if (mouth === 4) {
      set(x, 15, 2);
      if (x >= 10 && x <= 13) for (let y = 16; y <= 18; y++) set(x, y, 3);
    }
  }
  set(5, 5, 3);
  set(6, 5, 3);
  return px;
}

/** GIF89a with a 4-colour table and LZW codes kept at 3 bits by a clear code before every 2 pixels. */
export function emojiGif(n: number): Buffer {
  const face = PALETTES[(n - 1) % PALETTES.length]!;
  const palette = [255, 255, 255, ...face, 70, 50, 40, 230, 80, 90];
  const px = draw(n);
  const codes: number[] = [];
  for (let i = 0; i < px.length; i += 2) codes.push(4, px[i]!, px[i + 1] ?? px[i]!);
  codes.push(5);
  const bytes: number[] = [];
  let acc = 0;
  let bits = 0;
  for (const code of codes) {
    acc |= code << bits;
    bits += 3;
    while (bits >= 8) {
      bytes.push(acc & 0xff);
      acc >>= 8;
      bits -= 8;
    }
  }
  if (bits > 0) bytes.push(acc & 0xff);
  const blocks: number[] = [];
  for (let i = 0; i < bytes.length; i += 255) {
    const chunk = bytes.slice(i, i + 255);
    blocks.push(chunk.length, ...chunk);
  }
  return Buffer.from([
    ...Buffer.from('GIF89a', 'latin1'),
    SIZE, 0, SIZE, 0, 0xf1, 0, 0, // screen, global table of 4 colours
    ...palette,
    0x21, 0xf9, 4, 1, 0, 0, 0, 0, // graphic control: colour 0 transparent
    0x2c, 0, 0, 0, 0, SIZE, 0, SIZE, 0, 0,
    2, ...blocks, 0, 0x3b,
  ]);
}

export function registerChatEmoji(app: FastifyInstance) {
  const cache = new Map<number, Buffer>();
  app.get<{ Params: { file: string } }>('/upload/chat/emoji/:file', async (request, reply) => {
    const m = /^emjoy_(\d{2})\.gif$/.exec(request.params.file);
    const n = m ? Number(m[1]) : 0;
    if (n < 1 || n > CHAT_EMOJI_COUNT) return reply.code(404).send({ code: -4, message: '表情不存在', data: null, timestamp: Math.floor(Date.now() / 1000) });
    const gif = cache.get(n) ?? cache.set(n, emojiGif(n)).get(n)!;
    return reply.header('content-type', 'image/gif').header('x-content-type-options', 'nosniff').header('cache-control', 'public, max-age=31536000, immutable').send(gif);
  });
}
