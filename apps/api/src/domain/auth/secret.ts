import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ApiEnv } from '../../env';

const REPO_DATA_DIR = fileURLToPath(new URL('../../../../../.data', import.meta.url));
const SECRET_FILE = 'auth-secret';

/**
 * The key that signs access tokens. Production must configure AUTH_SECRET (readEnv enforces it);
 * a development machine generates one on first start and keeps it under the data directory, so
 * sign-ins survive restarts; tests without one get a throwaway key per process.
 */
export function resolveAuthSecret(
  env: Pick<ApiEnv, 'AUTH_SECRET' | 'NODE_ENV' | 'PITCHFIT_DATA_DIR'>,
): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  if (env.NODE_ENV === 'production') throw new Error('AUTH_SECRET is required in production.');
  if (env.NODE_ENV === 'test') return randomBytes(48).toString('base64url');

  const dir = env.PITCHFIT_DATA_DIR ?? REPO_DATA_DIR;
  const file = join(dir, SECRET_FILE);
  mkdirSync(dir, { recursive: true });
  try {
    // `wx` fails if the file exists, so two processes starting together cannot overwrite each other.
    writeFileSync(file, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
  }
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < 32)
    throw new Error(`${file} holds a secret shorter than 32 characters; delete it to regenerate.`);
  return secret;
}
