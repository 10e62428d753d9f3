import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readEnv } from '../../src/env';
import { resolveOperatorPassword } from '../../src/operations/operator-password';

describe('resolveOperatorPassword', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'pitchfit-data-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('uses OPERATOR_PASSWORD when set, in any environment, and writes nothing', async () => {
    for (const NODE_ENV of ['development', 'test', 'production'] as const) {
      const resolved = resolveOperatorPassword({
        NODE_ENV,
        OPERATOR_PASSWORD: 'configured-password',
        PITCHFIT_DATA_DIR: dataDir,
      });
      expect(resolved).toEqual({ password: 'configured-password', generatedIn: null });
    }
    await expect(stat(join(dataDir, 'operator-password'))).rejects.toThrow();
  });

  it('refuses to start production without one', () => {
    expect(() => resolveOperatorPassword({ NODE_ENV: 'production', PITCHFIT_DATA_DIR: dataDir })).toThrow(
      /OPERATOR_PASSWORD is required/,
    );
  });

  it('generates one once in development, keeps it private under the data directory and reuses it', async () => {
    const first = resolveOperatorPassword({ NODE_ENV: 'development', PITCHFIT_DATA_DIR: dataDir });
    const file = join(dataDir, 'operator-password');
    expect(first.generatedIn).toBe(file);
    expect(first.password.length).toBeGreaterThanOrEqual(24);
    expect((await readFile(file, 'utf8')).trim()).toBe(first.password);
    expect((await stat(file)).mode & 0o077).toBe(0);

    const again = resolveOperatorPassword({ NODE_ENV: 'development', PITCHFIT_DATA_DIR: dataDir });
    expect(again.password).toBe(first.password);
  });

  it('gives tests a throwaway password without touching the disk', async () => {
    const a = resolveOperatorPassword({ NODE_ENV: 'test', PITCHFIT_DATA_DIR: dataDir });
    const b = resolveOperatorPassword({ NODE_ENV: 'test', PITCHFIT_DATA_DIR: dataDir });
    expect(a.password).not.toBe(b.password);
    await expect(stat(join(dataDir, 'operator-password'))).rejects.toThrow();
  });
});

describe('readEnv', () => {
  it('refuses production configuration without OPERATOR_PASSWORD', () => {
    const base = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/x',
      AUTH_SECRET: 'a'.repeat(48),
    };
    expect(() => readEnv(base)).toThrow(/OPERATOR_PASSWORD: required in production/);
    expect(readEnv({ ...base, OPERATOR_PASSWORD: 'long-enough-password' }).OPERATOR_PASSWORD).toBe(
      'long-enough-password',
    );
    expect(() => readEnv({ ...base, OPERATOR_PASSWORD: 'short' })).toThrow(/at least 12 characters/);
  });
});
