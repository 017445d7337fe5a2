import { defineConfig } from 'drizzle-kit';

/** `pnpm --filter @shop/api db:generate` writes a migration for each schema change into drizzle/. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
