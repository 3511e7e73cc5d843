import type { PartialHandlers } from '../../http/types';
import type { ProofOfWork } from './proof-of-work';
import type { CaptchaStore } from './service';

export const captchaRoutes = (captchas: CaptchaStore, pow: ProofOfWork) =>
  ({
    '/api/captcha/captcha': async ({ input }) => captchas.issue(input.captcha_id),
    '/api/captcha/pow': async ({ input }) => pow.challenge(input.captcha_id),
    '/api/captcha/pow_solve': async ({ input }) => pow.solve(input.captcha_id, input.payload),
  }) satisfies PartialHandlers;
