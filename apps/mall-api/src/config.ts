// Environment variables of mall-api, read in one place (documented in apps/mall-api/README.md).
import { join } from 'node:path';
import { dataDir } from './db/client';
import { fixedCodeCaptchaService, rasterCaptchaService } from './modules/captcha/service';
import { DEFAULT_RATE_LIMIT, type AppOptions } from './app';
import { parseTrustedProxies } from './http/client-address';
import { orderOptionsFromEnv } from './modules/order';
import { sessionCacheSecondsFromEnv } from './modules/member/session-cache';
import { s3OptionsFromEnv, s3Storage, type UploadStorage } from './storage';

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
    // STORAGE_S3_BUCKET (and the other STORAGE_S3_* settings): uploads in a bucket every instance shares.
    storage: storageFromEnv(env),
    captcha: fixed ? fixedCodeCaptchaService(fixed, env) : rasterCaptchaService,
    redisUrl: env.REDIS_URL || undefined,
    // SESSION_CACHE_SECONDS (default 60, 0 = off): session look-ups cached in Redis when REDIS_URL is set.
    sessionCacheSeconds: sessionCacheSecondsFromEnv(env),
    // SMS codes go to the log (built-in sender); SMS_FIXED_CODE fixes them for tests and e2e journeys.
    // LOGIN_CAPTCHA=always: every password login needs the image captcha (default auto: after failures).
    account: { smsFixedCode: env.SMS_FIXED_CODE?.trim() || undefined, loginCaptcha: loginCaptchaFromEnv(env) },
    // ORDER_AUTO_CLOSE_MINUTES (default 30), ORDER_SWEEP_SECONDS (default 60, 0 = off).
    order: orderOptionsFromEnv(env),
    // TRUSTED_PROXIES: load balancers in front of mall-api; GATEWAY_SECRET: shared with storefront-server.
    trustedProxies: parseTrustedProxies(env.TRUSTED_PROXIES),
    gatewaySecret: env.GATEWAY_SECRET?.trim() || undefined,
    rateLimit: rateLimitFromEnv(env),
    // CHAT_SEND_LIMIT_PER_10S: a member's chat sends per 10 s (default 20); 0 turns it off (the chat bench).
    chat: chatOptionsFromEnv(env),
    logger: { level: env.LOG_LEVEL || 'info' },
  };
}

export function loginCaptchaFromEnv(env: NodeJS.ProcessEnv = process.env): 'always' | 'auto' {
  const raw = env.LOGIN_CAPTCHA?.trim() || 'auto';
  if (raw !== 'always' && raw !== 'auto') throw new Error(`LOGIN_CAPTCHA must be always or auto, not ${JSON.stringify(raw)}`);
  return raw;
}

export function chatOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): AppOptions['chat'] {
  const raw = env.CHAT_SEND_LIMIT_PER_10S?.trim();
  if (!raw) return {};
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`CHAT_SEND_LIMIT_PER_10S must be a whole number (0 = off), not ${JSON.stringify(raw)}`);
  return { sendLimit: n === 0 ? false : { max: n, windowMs: 10_000 } };
}

/**
 * Per-address limits of the login and captcha calls per minute: LOGIN_RATE_LIMIT_PER_MINUTE and
 * CAPTCHA_RATE_LIMIT_PER_MINUTE override DEFAULT_RATE_LIMIT (10 and 30), e.g. for a site behind one
 * proxy address or an e2e run that logs in from one address many times a minute.
 */
export function rateLimitFromEnv(env: NodeJS.ProcessEnv = process.env): AppOptions['rateLimit'] {
  const perMinute = (raw: string | undefined, fallback: number) => {
    if (raw === undefined || raw.trim() === '') return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < 1) throw new Error(`a rate limit must be a whole number above 0, not ${JSON.stringify(raw)}`);
    return n;
  };
  return {
    login: { max: perMinute(env.LOGIN_RATE_LIMIT_PER_MINUTE, DEFAULT_RATE_LIMIT.login.max), timeWindow: 60_000 },
    captcha: { max: perMinute(env.CAPTCHA_RATE_LIMIT_PER_MINUTE, DEFAULT_RATE_LIMIT.captcha.max), timeWindow: 60_000 },
  };
}

/** The upload store: an S3-compatible bucket when STORAGE_S3_BUCKET is set, else undefined (the data folder). */
export function storageFromEnv(env: NodeJS.ProcessEnv = process.env): UploadStorage | undefined {
  const s3 = s3OptionsFromEnv(env);
  return s3 ? s3Storage(s3) : undefined;
}
