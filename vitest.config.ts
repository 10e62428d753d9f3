import { defineConfig } from 'vitest/config';

/**
 * One vitest run for the whole monorepo, in two projects:
 * - unit: `*.test.ts` beside the code, no services.
 * - integration: `*.int.test.ts` against real PostgreSQL and Redis (see tooling/stack/src/vitest-setup.ts).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            '{apps,packages,tooling}/*/src/**/*.test.{ts,tsx}',
            '{apps,packages,tooling}/*/test/**/*.test.ts',
          ],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          testTimeout: 30_000,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'integration',
          include: ['{apps,packages,tooling}/*/{src,test}/**/*.int.test.ts'],
          exclude: ['**/node_modules/**'],
          globalSetup: ['tooling/stack/src/vitest-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // Runs after the unit project: projects with different maxWorkers need distinct groups.
          sequence: { groupOrder: 1 },
          // Two cores: more parallel files only fight over them (and over the one worker each starts).
          maxWorkers: 2,
        },
      },
    ],
  },
});
