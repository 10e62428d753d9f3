import { existsSync } from 'node:fs';

/** Where Debian's and Ubuntu's `libjemalloc2` put the library, on the architectures images are built for. */
export const JEMALLOC_PATHS = [
  '/usr/lib/x86_64-linux-gnu/libjemalloc.so.2',
  '/usr/lib/aarch64-linux-gnu/libjemalloc.so.2',
] as const;

/**
 * jemalloc's purging: a background thread hands pages freed for a second back to the system, so a
 * worker between bursts does not keep the peak of its last one.
 */
export const WORKER_MALLOC_CONF = 'background_thread:true,dirty_decay_ms:1000,muzzy_decay_ms:0';

/**
 * The worker's process environment beyond the app's own settings: its allocator. A deck's multi-MB
 * buffers, freed, stayed in glibc's heaps, and two reading threads' arenas fragment them further
 * (docs/benchmarks.md, worker steady memory). Where `libjemalloc2` is installed it is preloaded:
 * over 300 decks the worker's RSS 3 s after each round of 100 went from 399-533 to 397-464 MB, and a
 * minute after the last from 338 to 188 MB. Without it, glibc's mmap threshold is fixed at 128 KB (it
 * otherwise rises to 32 MB once the first large buffer is freed, and every later deck's buffers come
 * from its heaps): 145-170 MB less after 100 decks. Both are read when the process starts, so they
 * are set where a worker is spawned for service (`pnpm start`, the bench stacks, the Dockerfile); an
 * operator's own values win.
 */
export function workerProcessEnv(env: NodeJS.ProcessEnv, fileExists = existsSync): NodeJS.ProcessEnv {
  const jemalloc = JEMALLOC_PATHS.find((path) => fileExists(path));
  return {
    MALLOC_MMAP_THRESHOLD_: '131072',
    ...(jemalloc && { LD_PRELOAD: jemalloc, MALLOC_CONF: WORKER_MALLOC_CONF }),
    ...env,
  };
}
