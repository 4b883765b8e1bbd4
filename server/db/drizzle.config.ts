import { defineConfig } from 'drizzle-kit';

/** `npm run db:generate`: SQL migrations from every domain's schema file. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
  strict: true,
  verbose: true,
});
