import type { Database } from '@pitchfit/db/client';
import { and, asc, eq, isNull } from '@pitchfit/db/orm';
import { accessCodes } from '@pitchfit/db/schema';
import { hashAccessCode } from './access-codes';

export interface StoredAccessCode {
  id: string;
  label: string;
  createdAt: Date;
  revokedAt: Date | null;
}

/** Stores an access code by hash only; the code itself is shown to the operator once and never kept. */
export async function addAccessCode(db: Database, code: string, label: string): Promise<StoredAccessCode> {
  const [row] = await db
    .insert(accessCodes)
    .values({ codeHash: hashAccessCode(code), label })
    .onConflictDoUpdate({ target: accessCodes.codeHash, set: { label, revokedAt: null } })
    .returning();
  if (!row) throw new Error('access code was not stored');
  return { id: row.id, label: row.label, createdAt: row.createdAt, revokedAt: row.revokedAt };
}

/** Revokes unrevoked codes whose label or id matches; answers how many. */
export async function revokeAccessCodes(db: Database, labelOrId: string): Promise<number> {
  const byId = /^[0-9a-f-]{36}$/i.test(labelOrId);
  const rows = await db
    .update(accessCodes)
    .set({ revokedAt: new Date() })
    .where(
      and(
        isNull(accessCodes.revokedAt),
        byId ? eq(accessCodes.id, labelOrId) : eq(accessCodes.label, labelOrId),
      ),
    )
    .returning({ id: accessCodes.id });
  return rows.length;
}

export async function listAccessCodes(db: Database): Promise<StoredAccessCode[]> {
  return db
    .select({
      id: accessCodes.id,
      label: accessCodes.label,
      createdAt: accessCodes.createdAt,
      revokedAt: accessCodes.revokedAt,
    })
    .from(accessCodes)
    .orderBy(asc(accessCodes.createdAt));
}
