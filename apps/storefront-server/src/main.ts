import { resolve } from 'node:path';
import { buildServer } from './server';

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';
const restBaseUrl = process.env.REST_BASE_URL ?? 'http://127.0.0.1:3001';
const staticDir = resolve(process.env.STATIC_DIR ?? 'dist/apps/storefront');

const app = await buildServer({
  restBaseUrl,
  staticDir,
  logger: { level: process.env.LOG_LEVEL ?? 'info' },
  // Load balancers in front (IPs/CIDRs); mall-api believes our forwarded address by GATEWAY_SECRET.
  trustedProxies: (process.env.TRUSTED_PROXIES ?? '').split(',').map((s) => s.trim()).filter(Boolean),
  gatewaySecret: process.env.GATEWAY_SECRET?.trim() || undefined,
  gateway: {
    allowedOrigins: (process.env.ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    ...(process.env.COOKIE_SECURE
      ? { secureCookies: process.env.COOKIE_SECURE === '1' || process.env.COOKIE_SECURE === 'true' }
      : {}),
  },
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info(`${signal}: closing`);
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ port, host });
app.log.info(`storefront-server: http://${host}:${port} (REST ${restBaseUrl}, static ${staticDir})`);
