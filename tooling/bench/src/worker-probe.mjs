/**
 * Preloaded into the worker by `bench:worker-memory -- --decks N` (`node --import`), plain JavaScript so
 * the built worker runs without tsx's loader. It watches the main thread's event-loop delay and answers
 * two signals by appending one JSON line to `worker-probe-<pid>.jsonl` in the temporary directory:
 * SIGUSR2, memory and the delay since the last SIGUSR2 (then starts a new window); SIGHUP, a heap
 * snapshot of the main thread written beside it (a full collection runs first, so it holds what is retained).
 */
import { appendFileSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { writeHeapSnapshot } from 'node:v8';

const out = join(tmpdir(), `worker-probe-${process.pid}.jsonl`);
const delay = monitorEventLoopDelay({ resolution: 10 });
delay.enable();
let snapshots = 0;

const mb = (bytes) => Math.round((bytes / 1024 / 1024) * 10) / 10;
const msOf = (ns) => Math.round(ns / 1e5) / 10;
const write = (line) => appendFileSync(out, `${JSON.stringify(line)}\n`);

process.on('SIGUSR2', () => {
  const memory = process.memoryUsage();
  const threads = Number(readFileSync('/proc/self/status', 'utf8').match(/^Threads:\s+(\d+)/m)?.[1]);
  write({
    rss: mb(memory.rss),
    heapUsed: mb(memory.heapUsed),
    heapTotal: mb(memory.heapTotal),
    external: mb(memory.external),
    arrayBuffers: mb(memory.arrayBuffers),
    threads,
    delayMs: { max: msOf(delay.max), p99: msOf(delay.percentile(99)), mean: msOf(delay.mean) },
  });
  delay.reset();
});

process.on('SIGHUP', () => {
  snapshots += 1;
  write({ snapshot: writeHeapSnapshot(join(tmpdir(), `worker-${process.pid}-${snapshots}.heapsnapshot`)) });
  // The snapshot stopped the loop itself: the next window measures the worker, not the probe.
  delay.reset();
});
