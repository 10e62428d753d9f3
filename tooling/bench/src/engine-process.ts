import type { ThesisInput } from '@pitchfit/scoring/deck';
import { spawnBenchScript, stopChild } from './child-process';
import type { CorpusDeck } from './corpus-decks';
import type { EngineRequest } from './engine-child';
import type { engineScore } from './seed-decks';

export type EngineRun = Awaited<ReturnType<typeof engineScore>>;
type EngineReply = { id: number; run: EngineRun } | { id: number; error: string };

/**
 * The engine alone, in its own process (see engine-child.ts): `score` reads, extracts and matches
 * one corpus deck there and answers the run with the engine's own elapsed time.
 */
export async function startEngineProcess() {
  const child = spawnBenchScript('engine-child.ts', [], { ipc: true });
  const pending = new Map<number, { resolve: (run: EngineRun) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`engine process exited (${code}) before it was ready`)));
  });
  child.on('message', (reply: EngineReply) => {
    const waiter = pending.get(reply.id);
    pending.delete(reply.id);
    if ('error' in reply) waiter?.reject(new Error(reply.error));
    else waiter?.resolve(reply.run);
  });
  child.once('exit', (code) => {
    for (const waiter of pending.values()) waiter.reject(new Error(`engine process exited (${code})`));
  });
  return {
    score(deck: CorpusDeck, thesis: ThesisInput): Promise<EngineRun> {
      const id = nextId++;
      const request: EngineRequest = { id, file: deck.file, thesis };
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        child.send(request);
      });
    },
    stop: () => stopChild(child),
  };
}

export type EngineProcess = Awaited<ReturnType<typeof startEngineProcess>>;
