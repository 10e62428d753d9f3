import { defineConfig } from 'drizzle-kit';

// Only `generate` and `check` use this file; they read the schema, not a live database.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/schema/index.ts',
  out: './drizzle',
  casing: 'snake_case',
});
