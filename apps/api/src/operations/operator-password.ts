import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ApiEnv } from '../env';

const REPO_DATA_DIR = fileURLToPath(new URL('../../../../.data', import.meta.url));
const PASSWORD_FILE = 'operator-password';

export interface OperatorPassword {
  password: string;
  /** Set when the password was generated for this machine rather than configured: print it at start. */
  generatedIn: string | null;
}

/**
 * The operator's password. Production must configure OPERATOR_PASSWORD (readEnv enforces it); a
 * development machine generates one on first start and keeps it under the data directory, so it
 * survives restarts and is shared by every local API process; tests get a throwaway one.
 */
export function resolveOperatorPassword(
  env: Pick<ApiEnv, 'OPERATOR_PASSWORD' | 'NODE_ENV' | 'PITCHFIT_DATA_DIR'>,
): OperatorPassword {
  if (env.OPERATOR_PASSWORD) return { password: env.OPERATOR_PASSWORD, generatedIn: null };
  if (env.NODE_ENV === 'production') throw new Error('OPERATOR_PASSWORD is required in production.');
  if (env.NODE_ENV === 'test') return { password: randomBytes(18).toString('base64url'), generatedIn: null };

  const dir = env.PITCHFIT_DATA_DIR ?? REPO_DATA_DIR;
  const file = join(dir, PASSWORD_FILE);
  mkdirSync(dir, { recursive: true });
  // Written aside, then linked into place: link fails if the file exists, so two processes starting
  // together agree on one password and neither can read a half-written file.
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, randomBytes(18).toString('base64url'), { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (error) {
    if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
  } finally {
    unlinkSync(draft);
  }
  const password = readFileSync(file, 'utf8').trim();
  if (password.length < 12)
    throw new Error(`${file} holds a password shorter than 12 characters; delete it to regenerate.`);
  return { password, generatedIn: file };
}
