// Image captchas. The generator sits behind CaptchaService; codes are stored hashed in the database
// (5 minutes, one use) so any instance can check a captcha another instance issued.
import { createHash, randomUUID } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import svgCaptcha from 'svg-captcha';
import type { Db } from '../../db/client';
import { captcha } from '../../db/schema';

export const CAPTCHA_TTL_MS = 5 * 60 * 1000;

export interface CaptchaImage {
  code: string;
  /** SVG markup. */
  svg: string;
}
export interface CaptchaService {
  generate(): CaptchaImage;
}

export const svgCaptchaService: CaptchaService = {
  generate() {
    const c = svgCaptcha.create({ size: 4, noise: 2, ignoreChars: '0oO1ilI', width: 120, height: 40, background: '#f5f5f5' });
    return { code: c.text, svg: c.data };
  },
};

// The package's default export renders a given text; its typings only declare create().
const renderText = svgCaptcha as unknown as (text: string, options: svgCaptcha.ConfigObject) => string;

/** Every captcha's code is `code` (env CAPTCHA_FIXED_CODE), for tests and e2e journeys. */
export function fixedCodeCaptchaService(code: string): CaptchaService {
  return {
    generate() {
      return { code, svg: renderText(code, { noise: 1, width: 120, height: 40, background: '#f5f5f5' }) };
    },
  };
}

const hashCode = (id: string, code: string) =>
  createHash('sha256').update(`${id}:${code.trim().toLowerCase()}`).digest('hex');

export function createCaptchaStore(db: Db, generator: CaptchaService) {
  return {
    /** Issues a captcha; a previous id passed back by a refreshing client is spent. */
    async issue(previousId?: string): Promise<{ id: string; img: string }> {
      const { code, svg } = generator.generate();
      const id = randomUUID().replace(/-/g, '');
      const now = new Date();
      await db.transaction(async (tx) => {
        if (previousId) await tx.update(captcha).set({ used: true }).where(eq(captcha.id, previousId));
        // Housekeeping: drop captchas that expired over an hour ago.
        await tx.delete(captcha).where(lt(captcha.expireTime, new Date(now.getTime() - 3600_000)));
        await tx.insert(captcha).values({ id, codeHash: hashCode(id, code), expireTime: new Date(now.getTime() + CAPTCHA_TTL_MS) });
      });
      return { id, img: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
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
