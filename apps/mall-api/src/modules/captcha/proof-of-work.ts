// The captcha anyone can pass (MIIT's 适老化 rules ask every non-text captcha for a non-visual
// alternative): an altcha proof of work bound to an issued image captcha. The browser spends a
// moment of computation instead of reading the picture; a solved check earns that captcha's code,
// which the form then sends as usual, so login, register and SMS keep one captcha rule (one use,
// 5 minutes, the same per-address limits).
import { randomBytes, randomInt } from 'node:crypto';
import { createChallenge, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { BusinessError } from '../../http/envelope';
import { CAPTCHA_TTL_MS, type CaptchaStore } from './service';

export const POW_ALGORITHM = 'SHA-256';
/**
 * The answer is a counter below this (a browser tries half of them on average, well under a second;
 * a script pays the same per captcha, and the per-address limits bound how many it may ask for).
 */
export const POW_MAX_COUNTER = 100_000;

export const POW_EXPIRED = '图形验证码已过期，请刷新后重试';
export const POW_FAILED = '验证未通过，请重试';

/**
 * The key that signs challenges: CAPTCHA_POW_SECRET, else GATEWAY_SECRET (the same on every instance),
 * else one per process (a challenge is then answered on the instance that issued it).
 */
export function powSecret(env: NodeJS.ProcessEnv = process.env): string {
  return env.CAPTCHA_POW_SECRET || env.GATEWAY_SECRET || randomBytes(32).toString('hex');
}

function decodePayload(payload: string): { challenge: Challenge; solution: Solution } | null {
  try {
    const parsed = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as {
      challenge?: Challenge;
      solution?: Solution;
    };
    if (!parsed?.challenge?.parameters || !parsed.solution || typeof parsed.solution.counter !== 'number') return null;
    return { challenge: parsed.challenge, solution: parsed.solution };
  } catch {
    return null;
  }
}

export function createProofOfWork(captchas: CaptchaStore, secret: string, maxCounter = POW_MAX_COUNTER) {
  return {
    /** A signed challenge for the open captcha `captchaId` (expires with it). */
    async challenge(captchaId: string): Promise<{ challenge: string }> {
      if (!(await captchas.isOpen(captchaId))) throw new BusinessError(POW_EXPIRED);
      const challenge = await createChallenge({
        algorithm: POW_ALGORITHM,
        cost: 1,
        counter: randomInt(0, maxCounter),
        data: { captcha_id: captchaId },
        expiresAt: new Date(Date.now() + CAPTCHA_TTL_MS),
        deriveKey,
        hmacSignatureSecret: secret,
      });
      return { challenge: JSON.stringify(challenge) };
    },

    /** Checks the widget's payload for `captchaId`; a valid one gets the captcha's code. */
    async solve(captchaId: string, payload: string): Promise<{ code: string }> {
      const decoded = decodePayload(payload);
      if (!decoded || decoded.challenge.parameters.data?.['captcha_id'] !== captchaId) throw new BusinessError(POW_FAILED);
      const result = await verifySolution({ ...decoded, deriveKey, hmacSignatureSecret: secret }).catch(() => null);
      if (!result?.verified) throw new BusinessError(result?.expired ? POW_EXPIRED : POW_FAILED);
      const code = await captchas.reveal(captchaId);
      if (!code) throw new BusinessError(POW_EXPIRED);
      return { code };
    },
  };
}
export type ProofOfWork = ReturnType<typeof createProofOfWork>;
