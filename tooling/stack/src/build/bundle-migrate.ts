/**
 * `pnpm --filter @pitchfit/stack build:migrate`: what `pnpm migrate` runs (../migrate.ts), bundled
 * like the apps into dist/migrate.js, so an image can migrate with plain `node` (the Dockerfile's api
 * target), without pnpm's development tooling, tsx or the embedded PostgreSQL.
 */
import { fileURLToPath } from 'node:url';
import { bundleProgram } from './bundle-app';

await bundleProgram(
  fileURLToPath(new URL('../migrate.ts', import.meta.url)),
  fileURLToPath(new URL('../../dist/migrate.js', import.meta.url)),
);
