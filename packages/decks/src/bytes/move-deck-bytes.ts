import { createHash } from 'node:crypto';
import type { Database } from '@pitchfit/db/client';
import { and, asc, eq, gt, isNotNull, isNull } from '@pitchfit/db/orm';
import { deckFiles } from '@pitchfit/db/schema';
import { readDeckFileBytes } from './deck-file-bytes';
import type { ObjectStore } from './s3-objects';

export type BytesDestination = 's3' | 'postgres';

export interface MoveReport {
  moved: number;
  /** Content hashes whose bytes did not hash to their name, or were missing: left where they were. */
  failed: { contentHash: string; reason: string }[];
}

const BATCH = 100;

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * Moves every deck file's bytes to `to`, one file at a time, each verified against its SHA-256 before
 * and after the copy, and only then released from where it was. Each file is its own step: an
 * interrupted run leaves every file whole in one place or the other, and running again resumes with
 * the files not yet moved. A file that fails its check is reported and left where it was.
 */
export async function moveDeckBytes(
  db: Database,
  objects: ObjectStore,
  to: BytesDestination,
  onMoved: (contentHash: string) => void = () => {},
): Promise<MoveReport> {
  const report: MoveReport = { moved: 0, failed: [] };
  const fail = (contentHash: string, reason: string) => report.failed.push({ contentHash, reason });
  let after = '';
  for (;;) {
    const batch = await db
      .select({ contentHash: deckFiles.contentHash })
      .from(deckFiles)
      .where(
        and(
          gt(deckFiles.contentHash, after),
          to === 's3' ? isNotNull(deckFiles.bytes) : isNull(deckFiles.bytes),
        ),
      )
      .orderBy(asc(deckFiles.contentHash))
      .limit(BATCH);
    for (const { contentHash } of batch) {
      after = contentHash;
      if (to === 's3') {
        const bytes = await readDeckFileBytes(db, contentHash);
        if (!bytes) continue; // moved by a concurrent run meanwhile
        if (sha256(bytes) !== contentHash) {
          fail(contentHash, 'bytes in PostgreSQL do not match their hash');
          continue;
        }
        await objects.put(contentHash, bytes);
        const copy = await objects.get(contentHash);
        if (!copy || sha256(copy) !== contentHash) {
          fail(contentHash, 'the stored object does not match its hash');
          continue;
        }
        await db.update(deckFiles).set({ bytes: null }).where(eq(deckFiles.contentHash, contentHash));
      } else {
        const bytes = await objects.get(contentHash);
        if (!bytes) {
          fail(contentHash, 'no object under this hash');
          continue;
        }
        if (sha256(bytes) !== contentHash) {
          fail(contentHash, 'the object does not match its hash');
          continue;
        }
        await db.update(deckFiles).set({ bytes }).where(eq(deckFiles.contentHash, contentHash));
        const copy = await readDeckFileBytes(db, contentHash);
        if (!copy || sha256(copy) !== contentHash) {
          // Reads look in PostgreSQL first: bad bytes there would hide the good object.
          await db.update(deckFiles).set({ bytes: null }).where(eq(deckFiles.contentHash, contentHash));
          fail(contentHash, 'the bytes written to PostgreSQL do not match their hash');
          continue;
        }
        await objects.delete(contentHash);
      }
      report.moved += 1;
      onMoved(contentHash);
    }
    if (batch.length < BATCH) return report;
  }
}
