/**
 * Operators' access codes stored in the database (by hash), beside those in ACCESS_CODES:
 *   pnpm access-codes add <label> [--code <code>]   prints the code once (generated unless given)
 *   pnpm access-codes revoke <label|id>
 *   pnpm access-codes list
 * Uses DATABASE_URL (the same database as the API).
 */
import { randomBytes } from 'node:crypto';
import { createDb } from '@pitchfit/db/client';
import { applyMigrations } from '@pitchfit/db/migrate';
import { addAccessCode, listAccessCodes, revokeAccessCodes } from '../domain/auth/manage-access-codes';
import { readEnv } from '../env';

const USAGE = 'usage: access-codes add <label> [--code <code>] | revoke <label|id> | list';

function generatedCode(): string {
  // 12 characters from an alphabet without look-alikes (0/O, 1/l/I): easy to type, 60 bits.
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  return Array.from(randomBytes(12), (byte) => alphabet[byte % alphabet.length]).join('');
}

const [command, target, ...rest] = process.argv.slice(2);
if (!command || (command !== 'list' && !target)) {
  console.error(USAGE);
  process.exit(2);
}

const env = readEnv();
await applyMigrations(env.DATABASE_URL);
const { db, close } = createDb(env.DATABASE_URL, { max: 1 });
try {
  if (command === 'add' && target) {
    const codeFlag = rest.indexOf('--code');
    const code = codeFlag >= 0 ? rest[codeFlag + 1] : generatedCode();
    if (!code?.trim()) throw new Error('--code needs a value');
    const stored = await addAccessCode(db, code, target);
    console.log(
      `added access code '${code}' (label ${stored.label}, id ${stored.id}); it is not shown again`,
    );
  } else if (command === 'revoke' && target) {
    const revoked = await revokeAccessCodes(db, target);
    console.log(revoked === 0 ? `no unrevoked code matches ${target}` : `revoked ${revoked} code(s)`);
  } else if (command === 'list') {
    for (const code of await listAccessCodes(db)) {
      const status = code.revokedAt ? `revoked ${code.revokedAt.toISOString()}` : 'active';
      console.log(`${code.id}  ${code.label}  created ${code.createdAt.toISOString()}  ${status}`);
    }
  } else {
    console.error(USAGE);
    process.exitCode = 2;
  }
} finally {
  await close();
}
