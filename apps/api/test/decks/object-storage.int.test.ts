import { createHash, randomBytes } from 'node:crypto';
import { deckSubmittedSchema } from '@pitchfit/contracts/deck';
import { createDb } from '@pitchfit/db/client';
import { eq, isNull } from '@pitchfit/db/orm';
import { deckFiles } from '@pitchfit/db/schema';
import { createDeckBytes } from '@pitchfit/decks/bytes/deck-bytes';
import { moveDeckBytes } from '@pitchfit/decks/bytes/move-deck-bytes';
import { createS3Objects, type ObjectStore } from '@pitchfit/decks/bytes/s3-objects';
import { createTestDatabase } from '@pitchfit/testing/database';
import { type PrivateS3, startPrivateS3 } from '@pitchfit/testing/private-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { createInvestor, eventually, listDecks, postDeck, type TestInvestor } from './helpers';
import { smallDeck } from './pdf-fixtures';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('deck bytes in S3-compatible object storage (a real s3rver on loopback)', () => {
  let s3: PrivateS3;
  let objects: ObjectStore;
  let t: TestApp;
  let vc: TestInvestor;

  beforeAll(async () => {
    s3 = await startPrivateS3();
    objects = createS3Objects(s3.settings);
    t = await startTestApp({ env: { ...s3.env, DECK_OCR: 'false' } });
    vc = await createInvestor(t);
  });

  afterAll(async () => {
    await t?.close();
    objects?.close();
    await s3?.close();
  });

  it("a founder's withdrawal deletes the object from the bucket with its row", async () => {
    const bytes = smallDeck('withdrawn-from-s3');
    const res = await postDeck(t, `/api/pitch/${vc.username}/submit/`, { fileName: 'Gone.pdf', bytes });
    const { status_path: statusPath } = deckSubmittedSchema.parse(res.json());
    expect((await objects.get(sha256(bytes)))?.equals(bytes)).toBe(true);

    const withdrawn = await t.app.inject({ method: 'DELETE', url: `/api${statusPath}/` });
    expect(withdrawn.statusCode).toBe(200);
    expect(await objects.get(sha256(bytes))).toBeNull();
    const rows = await t.deps.db
      .select()
      .from(deckFiles)
      .where(eq(deckFiles.contentHash, sha256(bytes)));
    expect(rows).toEqual([]);
  });

  it('intake puts the PDF in the bucket under its SHA-256, the worker scores it from there, the investor downloads it', async () => {
    const bytes = smallDeck('in-s3');
    const res = await postDeck(t, `/api/pitch/${vc.username}/submit/`, { fileName: 'Bucketed.pdf', bytes });
    expect(res.statusCode).toBe(201);
    const submitted = deckSubmittedSchema.parse(res.json());

    const [file] = await t.deps.db
      .select({ bytes: deckFiles.bytes, byteSize: deckFiles.byteSize })
      .from(deckFiles)
      .where(eq(deckFiles.contentHash, sha256(bytes)));
    expect(file).toEqual({ bytes: null, byteSize: bytes.length });
    expect((await objects.get(sha256(bytes)))?.equals(bytes)).toBe(true);

    await eventually(async () => {
      const deck = (await listDecks(t, vc.auth)).find((d) => d.id === submitted.id);
      return deck?.status === 'scored' ? deck : undefined;
    }, 'the deck to be scored from the bucket');

    const download = await t.app.inject({
      method: 'GET',
      url: `/api/decks/${submitted.id}/pdf/`,
      headers: { authorization: vc.auth },
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(bytes)).toBe(true);
  });

  it('decks:move-bytes moves files to the bucket and back, verified, resuming after an interruption', async () => {
    const url = await createTestDatabase();
    const handle = createDb(url, { max: 2 });
    try {
      const files = Array.from({ length: 5 }, () => randomBytes(2048 + Math.floor(Math.random() * 4096)));
      await handle.db
        .insert(deckFiles)
        .values(files.map((bytes) => ({ contentHash: sha256(bytes), bytes, byteSize: bytes.length })));
      // A row whose bytes are not what its name says is reported and stays where it is.
      const corrupt = randomBytes(1024);
      await handle.db
        .insert(deckFiles)
        .values({ contentHash: 'f'.repeat(64), bytes: corrupt, byteSize: corrupt.length });

      // Interrupted after two files: each file is whole in one place or the other.
      let seen = 0;
      const interrupted = moveDeckBytes(handle.db, objects, 's3', () => {
        seen += 1;
        if (seen === 2) throw new Error('interrupted');
      });
      await expect(interrupted).rejects.toThrow('interrupted');
      const store = createDeckBytes(handle.db, objects);
      for (const bytes of files) expect((await store.read(sha256(bytes)))?.equals(bytes)).toBe(true);

      const resumed = await moveDeckBytes(handle.db, objects, 's3');
      expect(resumed.moved).toBe(files.length - 2);
      expect(resumed.failed).toEqual([{ contentHash: 'f'.repeat(64), reason: expect.any(String) }]);
      const inBucket = await handle.db
        .select({ contentHash: deckFiles.contentHash })
        .from(deckFiles)
        .where(isNull(deckFiles.bytes));
      expect(inBucket).toHaveLength(files.length);
      for (const bytes of files) {
        expect((await objects.get(sha256(bytes)))?.equals(bytes)).toBe(true);
        expect((await store.read(sha256(bytes)))?.equals(bytes)).toBe(true);
      }

      // And back: PostgreSQL holds every file again and the bucket none.
      const back = await moveDeckBytes(handle.db, objects, 'postgres');
      expect(back).toEqual({ moved: files.length, failed: [] });
      const postgresOnly = createDeckBytes(handle.db, null);
      for (const bytes of files) {
        expect((await postgresOnly.read(sha256(bytes)))?.equals(bytes)).toBe(true);
        expect(await objects.get(sha256(bytes))).toBeNull();
      }
    } finally {
      await handle.close();
    }
  });

  it('a hash kept nowhere reads as no file', async () => {
    expect(await createDeckBytes(t.deps.db, objects).read('0'.repeat(64))).toBeNull();
  });
});
