import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w api` (or `npx drizzle-kit generate` in api/) writes a new SQL
// migration into ./drizzle from the difference between src/db/schema.ts and the last snapshot.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
  strict: true,
});
