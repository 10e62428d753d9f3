import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const PACKAGE_DIR = fileURLToPath(new URL('..', import.meta.url));

describe('committed migrations', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'pitchfit-migrations-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('describe the current schema: drizzle-kit generates nothing new from it', () => {
    cpSync(join(PACKAGE_DIR, 'drizzle'), join(scratch, 'drizzle'), { recursive: true });
    const config = join(scratch, 'drizzle.config.ts');
    writeFileSync(
      config,
      `export default { dialect: 'postgresql', casing: 'snake_case', schema: ${JSON.stringify(
        join(PACKAGE_DIR, 'src/schema/index.ts'),
      )}, out: ${JSON.stringify(relative(PACKAGE_DIR, join(scratch, 'drizzle')))} };\n`,
    );
    const before = readdirSync(join(scratch, 'drizzle')).filter((f) => f.endsWith('.sql'));
    const result = spawnSync('pnpm', ['exec', 'drizzle-kit', 'generate', '--config', config], {
      cwd: PACKAGE_DIR,
      encoding: 'utf8',
    });
    // drizzle-kit exits 0 even when it fails, so look for its own verdict.
    expect(result.stdout + result.stderr).toContain('No schema changes');
    const after = readdirSync(join(scratch, 'drizzle')).filter((f) => f.endsWith('.sql'));
    expect(after, 'schema changed without a migration: run pnpm db:generate').toEqual(before);
  });
});
