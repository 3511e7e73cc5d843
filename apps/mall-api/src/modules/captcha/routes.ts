import type { PartialHandlers } from '../../http/types';
import type { CaptchaStore } from './service';

export const captchaRoutes = (captchas: CaptchaStore) =>
  ({
    '/api/captcha/captcha': async ({ input }) => captchas.issue(input.captcha_id),
  }) satisfies PartialHandlers;
