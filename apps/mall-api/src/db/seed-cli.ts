// `npm run seed -w @mall/mall-api`: migrate and seed the configured database (no-op when seeded).
// The benchmark catalogue: `SEED_SCALE=100k npm run seed -w @mall/mall-api` (or `-- --scale=100k`)
// adds goods (one sku each) until there are 100,000 goods; rerunning resumes or does nothing.
import { join } from 'node:path';
import { dataDir, openDatabase } from './client';
import { seedDatabase } from './seed';
import { parseSeedScale } from './seed-catalogue';

const flag = process.argv.find((a) => a.startsWith('--scale='));
const scale = parseSeedScale(flag ? flag.slice('--scale='.length) : process.env.SEED_SCALE);
const started = Date.now();
const database = await openDatabase();
try {
  await database.migrate();
  const result = await seedDatabase(database.db, { uploadDir: join(dataDir(), 'upload'), scale });
  console.log(
    result.seeded || Object.keys(result.counts).length > 0 ? `seeded in ${Date.now() - started} ms:` : 'already seeded; nothing to do',
    JSON.stringify(result.counts),
    `images: ${result.images}`,
  );
} finally {
  await database.close();
}
