// mall-api entry: open the database, migrate, seed on first start, listen.
import { buildApp } from './app';
import { appOptionsFromEnv, serverConfig } from './config';
import { openDatabase } from './db/client';
import { seedDatabase } from './db/seed';

const config = serverConfig();
const database = await openDatabase();
await database.migrate();
const seed = await seedDatabase(database.db, { uploadDir: config.uploadDir });
const app = await buildApp({ db: database, ...appOptionsFromEnv() });
app.log.info({ driver: database.driver, seeded: seed.seeded, counts: seed.counts, images: seed.images }, 'database ready');
if (process.env.CAPTCHA_FIXED_CODE) app.log.warn('CAPTCHA_FIXED_CODE is set: every captcha has a fixed code (tests only)');
if (process.env.SMS_FIXED_CODE) app.log.warn('SMS_FIXED_CODE is set: every SMS code has a fixed code (tests only)');

let closing = false;
const shutdown = async (signal: string) => {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
