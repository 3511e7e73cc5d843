// drizzle-kit config: `npm run db:generate -w @mall/mall-api` writes SQL migrations to ./drizzle.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/db/schema.ts', './src/db/schema-account.ts', './src/db/schema-order.ts', './src/db/schema-chat.ts', './src/db/schema-org.ts', './src/db/schema-region.ts', './src/db/schema-ranking.ts', './src/db/schema-zone.ts', './src/db/schema-promotion.ts', './src/db/schema-console.ts', './src/db/schema-search.ts', './src/db/schema-shop-console.ts', './src/db/schema-shop-apply.ts', './src/db/schema-verify.ts', './src/db/schema-shop-self.ts'],
  out: './drizzle',
});
