// Environment variables of mall-api, read in one place (documented in apps/mall-api/README.md).
import { join } from 'node:path';
import { dataDir } from './db/client';
import { fixedCodeCaptchaService, svgCaptchaService } from './modules/captcha/service';
import type { AppOptions } from './app';

export function serverConfig(env = process.env) {
  return {
    port: Number(env.API_PORT || 3001),
    host: env.HOST || '127.0.0.1',
    uploadDir: join(dataDir(), 'upload'),
  };
}

export function appOptionsFromEnv(env = process.env): Omit<AppOptions, 'db'> {
  const fixed = env.CAPTCHA_FIXED_CODE?.trim();
  return {
    uploadDir: serverConfig(env).uploadDir,
    adminToken: env.ADMIN_TOKEN || undefined,
    captcha: fixed ? fixedCodeCaptchaService(fixed) : svgCaptchaService,
    redisUrl: env.REDIS_URL || undefined,
    // SMS codes go to the log (built-in sender); SMS_FIXED_CODE fixes them for tests and e2e journeys.
    account: { smsFixedCode: env.SMS_FIXED_CODE?.trim() || undefined },
    trustProxy: env.TRUST_PROXY || undefined,
    logger: { level: env.LOG_LEVEL || 'info' },
  };
}
