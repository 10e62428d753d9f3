/**
 * The worker's process environment beyond the app's own settings. glibc raises its mmap threshold
 * once the first large buffer is freed (up to 32 MB), so every later deck's multi-MB buffers come from
 * its heaps and stay in the process after they are freed. Fixed at 128 KB, the same 100 decks left the
 * worker 145-170 MB smaller (docs/benchmarks.md). glibc reads it when the process starts, so it is set
 * where a worker is spawned for service (`pnpm start`, the bench stacks, the Dockerfile); an operator's own value wins.
 */
export function workerProcessEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return { MALLOC_MMAP_THRESHOLD_: '131072', ...env };
}
