// `npm run seed -w @mall/mall-api`: migrate and seed the configured database (no-op when seeded).
import { join } from 'node:path';
import { dataDir, openDatabase } from './client';
import { seedDatabase } from './seed';

const started = Date.now();
const database = await openDatabase();
try {
  await database.migrate();
  const result = await seedDatabase(database.db, { uploadDir: join(dataDir(), 'upload') });
  console.log(
    result.seeded ? `seeded in ${Date.now() - started} ms:` : 'already seeded; nothing to do',
    JSON.stringify(result.counts),
    `images: ${result.images}`,
  );
} finally {
  await database.close();
}
