import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { firstLine, spawnBenchScript, stopChild } from './child-process';

/**
 * The floor to compare the API against: Fastify with nothing but one route answering `body` (the
 * API's own answer, parsed once and serialized per request), in a process of its own so nothing the
 * bench process loaded (pdfjs, above all) changes what it costs.
 */
export async function startBareServer(body: string) {
  const dir = await mkdtemp(join(tmpdir(), 'pitchfit-bench-bare-'));
  const file = join(dir, 'payload.json');
  await writeFile(file, body);
  const child = spawnBenchScript('bare-server-child.ts', [file]);
  try {
    const url = await firstLine(child);
    return {
      url,
      close: async () => {
        await stopChild(child);
        await rm(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * The floor of a list read from PostgreSQL per request: the API's own list statement on a bare
 * Fastify route (db-floor-child.ts), for `investorId`, in a process of its own.
 */
export async function startDbFloorServer(databaseUrl: string, investorId: string) {
  const child = spawnBenchScript('db-floor-child.ts', [databaseUrl, investorId]);
  const url = await firstLine(child);
  return { url, close: () => stopChild(child) };
}
