import { randomBytes } from 'node:crypto';
import { connect, createServer, type Server } from 'node:net';
import { createDb } from '@pitchfit/db/client';
import { eq, sql } from '@pitchfit/db/orm';
import { deckFiles } from '@pitchfit/db/schema';
import { readDeckFileBytes } from '@pitchfit/decks/bytes/deck-file-bytes';
import { createTestDatabase } from '@pitchfit/testing/database';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

/** A loopback relay to PostgreSQL that counts the bytes each way: what the driver really sends. */
async function countingRelay(target: URL) {
  const sent = { toServer: 0, toClient: 0 };
  const server: Server = createServer((client) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    client.on('data', (chunk: Buffer) => {
      sent.toServer += chunk.length;
    });
    upstream.on('data', (chunk: Buffer) => {
      sent.toClient += chunk.length;
    });
    client.pipe(upstream).pipe(client);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('relay has no port');
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String(address.port);
  return {
    url: url.toString(),
    /** What `run` answered, and the bytes relayed each way while it ran. */
    async measure<T>(run: () => Promise<T>) {
      const before = { ...sent };
      const result = await run();
      return { result, toServer: sent.toServer - before.toServer, toClient: sent.toClient - before.toClient };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Deck PDFs cross the wire as bytes, not as hex text twice their size (patches/postgres@3.4.9.patch):
 * a bytea parameter is bound in binary, and a cached statement asks for bytea columns in binary. The
 * hex form cost a 3.8 MB upload about 30 ms to write and the worker about 25 ms to read back.
 */
describe('deck bytes between the driver and PostgreSQL', () => {
  const ONE_MB = 1024 * 1024;
  let relay: Awaited<ReturnType<typeof countingRelay>>;
  let handle: ReturnType<typeof createDb>;

  beforeAll(async () => {
    relay = await countingRelay(new URL(await createTestDatabase()));
    handle = createDb(relay.url, { max: 1 });
  });
  afterAll(async () => {
    await handle.close();
    await relay.close();
  });

  const readBytes = (contentHash: string) => readDeckFileBytes(handle.db, contentHash);

  it('writes a deck as its own bytes and reads it back as its own bytes once the statement is cached', async () => {
    const bytes = randomBytes(ONE_MB);
    const written = await relay.measure(() =>
      handle.db.insert(deckFiles).values({ contentHash: 'wire-1', bytes, byteSize: bytes.length }),
    );
    expect(written.toServer).toBeGreaterThan(ONE_MB);
    expect(written.toServer).toBeLessThan(ONE_MB * 1.1); // hex text: over 2 MB

    // The first execution still describes the statement, so its answer is hex; later ones are bytes.
    const first = await readBytes('wire-1');
    const read = await relay.measure(() => readBytes('wire-1'));
    expect(read.toClient).toBeGreaterThan(ONE_MB);
    expect(read.toClient).toBeLessThan(ONE_MB * 1.1);
    expect(first?.equals(bytes)).toBe(true);
    expect(read.result?.equals(bytes)).toBe(true);
    // A file read alone is a view of the message it came in, not one more multi-MB copy for the collector.
    expect(read.result?.byteOffset).toBeGreaterThan(0);
    expect(read.result?.buffer.byteLength).toBeLessThan(ONE_MB * 1.01);
  });

  it('copies a deck once on its way out, not once per message it is framed in', async () => {
    // Counted, not timed: each fresh multi-MB buffer costs its page faults and its collection. As
    // shipped, the driver copies a bound file into the Bind, again to grow it for the next field,
    // again to join the Execute, and again to queue the write (four copies).
    const bytes = randomBytes(ONE_MB);
    const large: string[] = [];
    const count =
      (name: string) =>
      <B extends Buffer>(buffer: B): B => {
        if (buffer.length >= ONE_MB) large.push(name);
        return buffer;
      };
    const { concat, allocUnsafe, from } = Buffer;
    const spies = [
      vi.spyOn(Buffer, 'concat').mockImplementation((...args) => count('concat')(concat(...args))),
      vi.spyOn(Buffer, 'allocUnsafe').mockImplementation((size) => count('allocUnsafe')(allocUnsafe(size))),
      vi
        .spyOn(Buffer, 'from')
        .mockImplementation((...args: Parameters<typeof from>) => count('from')(from(...args))),
    ];
    try {
      await handle.db.insert(deckFiles).values({ contentHash: 'wire-copies', bytes, byteSize: bytes.length });
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
    expect(large).toHaveLength(1);
  });

  it('keeps every byte value, empty files and the other columns of the row intact', async () => {
    const everyByte = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
    const files = [
      { contentHash: 'wire-all', bytes: everyByte, byteSize: 256 },
      { contentHash: 'wire-empty', bytes: Buffer.alloc(0), byteSize: 0 },
      // Text that looks like PostgreSQL's hex escape must stay these six bytes.
      { contentHash: 'wire-escape', bytes: Buffer.from('\\x4142', 'latin1'), byteSize: 6 },
    ];
    await handle.db.insert(deckFiles).values(files);
    for (let execution = 0; execution < 3; execution++) {
      const rows = await handle.db
        .select({ contentHash: deckFiles.contentHash, bytes: deckFiles.bytes, byteSize: deckFiles.byteSize })
        .from(deckFiles)
        .where(eq(deckFiles.byteSize, 256));
      expect(rows).toEqual([{ contentHash: 'wire-all', bytes: everyByte, byteSize: 256 }]);
      for (const file of files) {
        expect((await readBytes(file.contentHash))?.equals(file.bytes)).toBe(true);
      }
    }
  });

  // Last: it changes the table. A cached statement that asks for its bytea columns in binary must
  // survive a migration that changes its result type while the process runs: PostgreSQL refuses the
  // cached plan (RevalidateCachedQuery), postgres.js describes the statement again, and the formats
  // Bind asks for follow the new columns.
  it('keeps reading through a cached statement after a migration changes its columns', async () => {
    const bytes = randomBytes(4096);
    await handle.db.insert(deckFiles).values({ contentHash: 'wire-migrated', bytes, byteSize: bytes.length });
    const read = handle.db
      .select({ bytes: deckFiles.bytes, byteSize: deckFiles.byteSize })
      .from(deckFiles)
      .where(eq(deckFiles.contentHash, sql.placeholder('contentHash')))
      .prepare('wire_migrated');
    for (let execution = 0; execution < 2; execution++) {
      const [row] = await read.execute({ contentHash: 'wire-migrated' });
      expect(row?.bytes?.equals(bytes)).toBe(true);
    }
    await handle.db.execute(sql`alter table deck_files alter column byte_size type bigint`);
    for (let execution = 0; execution < 2; execution++) {
      const [row] = await read.execute({ contentHash: 'wire-migrated' });
      expect(row?.bytes?.equals(bytes)).toBe(true);
      expect(row?.byteSize).toBe(4096);
    }
  });
});
