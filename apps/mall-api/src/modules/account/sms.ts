// SMS codes: the sender sits behind SmsSender (ARCHITECTURE §5); codes are stored as a salted sha256
// with a 5-minute expiry and an attempt counter, so any instance can check a code another one sent.
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import { SMS_CODE_LENGTH, SMS_CODE_MAX_ATTEMPTS, SMS_CODE_TTL_SECONDS } from '@mall/rest-contract';
import type { Db } from '../../db/client';
import { smsCode } from '../../db/schema-account';

export type SmsPurpose = 'register' | 'login' | 'findpassword' | 'modifymobile';

export interface SmsSender {
  send(mobile: string, purpose: SmsPurpose, code: string): Promise<void>;
}

interface Log {
  info(obj: object, msg: string): void;
}

/**
 * The built-in sender: no SMS gateway, the code goes to the log. It keeps the last code per mobile in
 * memory (`lastCode`) so tests can read it.
 */
export class LogSmsSender implements SmsSender {
  private readonly last = new Map<string, string>();
  constructor(private readonly log?: Log) {}
  async send(mobile: string, purpose: SmsPurpose, code: string) {
    this.log?.info({ mobile, purpose, code }, 'SMS (built-in log sender, not delivered)');
    this.last.delete(mobile);
    this.last.set(mobile, code);
    if (this.last.size > 1000) this.last.delete(this.last.keys().next().value as string);
  }
  lastCode(mobile: string): string | undefined {
    return this.last.get(mobile);
  }
}

export const CODE_WRONG = '短信验证码错误或已失效，请重新获取';
export const CODE_TOO_MANY = '短信验证码错误次数过多，请重新获取';

const hash = (id: string, code: string) => createHash('sha256').update(`${id}:${code}`).digest('hex');

export interface CodeCheck {
  ok: boolean;
  message: string;
}

export function createSmsCodes(db: Db, options: { fixedCode?: string; ttlMs?: number } = {}) {
  const ttlMs = options.ttlMs ?? SMS_CODE_TTL_SECONDS * 1000;
  return {
    ttlMs,
    /** Stores a new code (retiring older ones of the same mobile and purpose) and returns it. */
    async issue(mobile: string, purpose: SmsPurpose): Promise<string> {
      const code = options.fixedCode ?? String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');
      const id = randomBytes(16).toString('hex');
      const now = new Date();
      await db.transaction(async (tx) => {
        await tx.update(smsCode).set({ used: true }).where(and(eq(smsCode.mobile, mobile), eq(smsCode.purpose, purpose), eq(smsCode.used, false)));
        await tx.delete(smsCode).where(lt(smsCode.expireTime, new Date(now.getTime() - 86_400_000)));
        await tx.insert(smsCode).values({ id, mobile, purpose, codeHash: hash(id, code), expireTime: new Date(now.getTime() + ttlMs) });
      });
      return code;
    },

    /**
     * Checks `code` against the latest live code of mobile + purpose. A match spends it; a miss counts
     * an attempt, and the SMS_CODE_MAX_ATTEMPTS-th miss retires it.
     */
    async verify(mobile: string, purpose: SmsPurpose, code: string): Promise<CodeCheck> {
      const [row] = await db
        .select({ id: smsCode.id, codeHash: smsCode.codeHash, attempts: smsCode.attempts })
        .from(smsCode)
        .where(and(eq(smsCode.mobile, mobile), eq(smsCode.purpose, purpose), eq(smsCode.used, false), gt(smsCode.expireTime, new Date())))
        .orderBy(desc(smsCode.createTime))
        .limit(1);
      if (!row) return { ok: false, message: CODE_WRONG };
      if (row.attempts >= SMS_CODE_MAX_ATTEMPTS) return { ok: false, message: CODE_TOO_MANY };
      if (row.codeHash === hash(row.id, code)) {
        // Conditional: two requests with the right code cannot both spend it.
        const spent = await db
          .update(smsCode)
          .set({ used: true })
          .where(and(eq(smsCode.id, row.id), eq(smsCode.used, false)))
          .returning({ id: smsCode.id });
        return spent.length ? { ok: true, message: '' } : { ok: false, message: CODE_WRONG };
      }
      const [after] = await db
        .update(smsCode)
        .set({ attempts: sql`${smsCode.attempts} + 1`, used: sql`${smsCode.attempts} + 1 >= ${SMS_CODE_MAX_ATTEMPTS}` })
        .where(eq(smsCode.id, row.id))
        .returning({ attempts: smsCode.attempts });
      const left = SMS_CODE_MAX_ATTEMPTS - (after?.attempts ?? SMS_CODE_MAX_ATTEMPTS);
      return { ok: false, message: left > 0 ? `短信验证码错误，还可尝试 ${left} 次` : CODE_TOO_MANY };
    },
  };
}
export type SmsCodes = ReturnType<typeof createSmsCodes>;
