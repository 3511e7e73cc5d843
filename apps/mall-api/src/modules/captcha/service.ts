// Image captchas. The generator sits behind CaptchaService; codes are stored hashed in the database
// (5 minutes, one use) so any instance can check a captcha another instance issued.
//
// The image is a PNG: svg-captcha's SVG handed a script each character's font outline
// (matched against its bundled font, 77 of 77 solved; see attack.test.ts). Here the characters are
// drawn, warped by a per-image random displacement field, crossed by noise and only then rasterized,
// so no outline leaves the server.
import { createHash, randomInt, randomUUID } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import sharp from 'sharp';
import svgCaptcha from 'svg-captcha';
import type { Db } from '../../db/client';
import { captcha } from '../../db/schema';

export const CAPTCHA_TTL_MS = 5 * 60 * 1000;
/** Characters a shopper can tell apart (no 0/O/o, 1/l/I/i). */
const CAPTCHA_CHARS = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789';
const WIDTH = 120;
const HEIGHT = 40;

export interface CaptchaImage {
  code: string;
  /** PNG bytes. */
  png: Buffer;
}
export interface CaptchaService {
  generate(): Promise<CaptchaImage>;
}

// The package's default export renders a given text as SVG paths; its typings only declare create().
const renderText = svgCaptcha as unknown as (text: string, options: svgCaptcha.ConfigObject) => string;

/** The code drawn, warped (feTurbulence + feDisplacementMap with a random seed), noised and rasterized. */
export async function drawCaptcha(code: string): Promise<Buffer> {
  const svg = renderText(code, { noise: 3, color: true, width: WIDTH, height: HEIGHT, background: '#f5f5f5', fontSize: 44 });
  const seed = randomInt(1, 1_000_000);
  const frequency = (0.03 + Math.random() * 0.03).toFixed(3);
  const scale = 5 + randomInt(0, 4);
  const filter =
    `<defs><filter id="w" x="0" y="0" width="100%" height="100%">` +
    `<feTurbulence type="fractalNoise" baseFrequency="${frequency}" numOctaves="2" seed="${seed}" result="n"/>` +
    `<feDisplacementMap in="SourceGraphic" in2="n" scale="${scale}" xChannelSelector="R" yChannelSelector="G"/>` +
    `</filter></defs>`;
  const open = svg.indexOf('>') + 1;
  const warped = `${svg.slice(0, open)}${filter}<g filter="url(#w)">${svg.slice(open, -'</svg>'.length)}</g></svg>`;
  // Speckles drawn into the pixels after the warp: no two images of one code are alike.
  const { data, info } = await sharp(Buffer.from(warped)).raw().toBuffer({ resolveWithObject: true });
  for (let i = 0; i < 180; i++) {
    const p = (randomInt(0, info.width * info.height)) * info.channels;
    const v = randomInt(60, 200);
    for (let c = 0; c < Math.min(3, info.channels); c++) data[p + c] = v;
  }
  return sharp(data, { raw: info }).png({ compressionLevel: 6 }).toBuffer();
}

export const rasterCaptchaService: CaptchaService = {
  async generate() {
    const code = Array.from({ length: 4 }, () => CAPTCHA_CHARS[randomInt(0, CAPTCHA_CHARS.length)]).join('');
    return { code, png: await drawCaptcha(code) };
  },
};

/**
 * Every captcha's code is `code` (env CAPTCHA_FIXED_CODE), for tests and e2e journeys. Refused when
 * NODE_ENV=production: a fixed code would be a captcha anyone can answer.
 */
export function fixedCodeCaptchaService(code: string, env: NodeJS.ProcessEnv = process.env): CaptchaService {
  if (env.NODE_ENV === 'production') {
    throw new Error('CAPTCHA_FIXED_CODE is for tests only and is refused when NODE_ENV=production');
  }
  return {
    async generate() {
      return { code, png: await drawCaptcha(code) };
    },
  };
}

const hashCode = (id: string, code: string) =>
  createHash('sha256').update(`${id}:${code.trim().toLowerCase()}`).digest('hex');

export function createCaptchaStore(db: Db, generator: CaptchaService) {
  return {
    /** Issues a captcha; a previous id passed back by a refreshing client is spent. */
    async issue(previousId?: string): Promise<{ id: string; img: string }> {
      const { code, png } = await generator.generate();
      const id = randomUUID().replace(/-/g, '');
      const now = new Date();
      await db.transaction(async (tx) => {
        if (previousId) await tx.update(captcha).set({ used: true }).where(eq(captcha.id, previousId));
        // Housekeeping: drop captchas that expired over an hour ago.
        await tx.delete(captcha).where(lt(captcha.expireTime, new Date(now.getTime() - 3600_000)));
        await tx.insert(captcha).values({ id, codeHash: hashCode(id, code), expireTime: new Date(now.getTime() + CAPTCHA_TTL_MS) });
      });
      return { id, img: `data:image/png;base64,${png.toString('base64')}` };
    },

    /** Whether the captcha can still be answered (issued, unspent, not expired). */
    async isOpen(id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: captcha.id })
        .from(captcha)
        .where(and(eq(captcha.id, id), eq(captcha.used, false), gt(captcha.expireTime, new Date())));
      return !!row;
    },

    /**
     * Gives an open captcha a new code and returns it (the proof-of-work alternative: a solved
     * check earns the code instead of reading it); null when the captcha is spent or expired.
     * The captcha stays one use: the code still has to be sent with the form.
     */
    async reveal(id: string): Promise<string | null> {
      const code = Array.from({ length: 4 }, () => CAPTCHA_CHARS[randomInt(0, CAPTCHA_CHARS.length)]).join('');
      const [row] = await db
        .update(captcha)
        .set({ codeHash: hashCode(id, code) })
        .where(and(eq(captcha.id, id), eq(captcha.used, false), gt(captcha.expireTime, new Date())))
        .returning({ id: captcha.id });
      return row ? code : null;
    },

    /** Spends the captcha (one attempt, right or wrong) and tells whether the code matched. */
    async consume(id: string, code: string): Promise<boolean> {
      const [row] = await db
        .update(captcha)
        .set({ used: true })
        .where(and(eq(captcha.id, id), eq(captcha.used, false), gt(captcha.expireTime, new Date())))
        .returning({ codeHash: captcha.codeHash });
      return !!row && row.codeHash === hashCode(id, code);
    },
  };
}
export type CaptchaStore = ReturnType<typeof createCaptchaStore>;
