/**
 * `pnpm bench:worker-memory`: the worker process's resident memory, built (as `pnpm start` and
 * production run it) and under tsx (as it ran before), each in a fresh stack of its own: idle after
 * start-up, and the peak and after while it scores mysql-2003-series-b.pdf (186 pages, the corpus's
 * largest text deck) sent through the public intake. Figures only; the load average is printed.
 * `-- --decks N` instead runs the built worker over N decks (worker-soak.ts): memory as it goes, heap
 * snapshots, and the event-loop delay of its main thread while it reads them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from '@pitchfit/db/orm';
import { decks } from '@pitchfit/db/schema';
import { corpusDir } from '@pitchfit/testing/corpus';
import { startBenchStack } from './bench-stack';
import { salted } from './corpus-decks';
import { founderForm, uploadAsFounder } from './founder-upload';
import { createBenchInvestor } from './seed-decks';
import { loadAverageText } from './stats';
import { soakWorker } from './worker-soak';

const DECK = 'mysql-2003-series-b.pdf';
const SETTLE_MS = 3_000;
const POLL_MS = 50;
const log = (message: string) => console.error(`[bench:worker-memory] ${message}`);

/** VmRSS and VmHWM (the peak so far) of a process, in MB. */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) =>
    Number(status.match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'))?.[1] ?? Number.NaN);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function measure(runtime: 'built' | 'tsx') {
  const stack = await startBenchStack(log, { workerRuntime: runtime });
  try {
    const pid = stack.workerPid;
    if (pid === undefined) throw new Error('the worker did not start');
    // The worker logs at warn here: wait for its queues by waiting out its start-up.
    await sleep(SETTLE_MS * 2);
    const idle = memoryOf(pid);
    const investor = await createBenchInvestor(stack);
    const bytes = salted(readFileSync(join(corpusDir(), 'decks', DECK)), `memory-${runtime}-${Date.now()}`);
    const form = founderForm(DECK, bytes);
    const started = performance.now();
    const id = await uploadAsFounder(stack, investor.username, form);
    for (;;) {
      const [row] = await stack.deps.db.select({ status: decks.status }).from(decks).where(eq(decks.id, id));
      if (row?.status === 'failed') throw new Error(`${DECK} failed`);
      if (row?.status === 'scored') break;
      await sleep(POLL_MS);
    }
    const scoredMs = performance.now() - started;
    await sleep(SETTLE_MS);
    const after = memoryOf(pid);
    return { runtime, idle: idle.rss, peak: after.peak, after: after.rss, scoredMs };
  } finally {
    await stack.stop();
  }
}

const soakIndex = process.argv.indexOf('--decks');
if (soakIndex >= 0) {
  await soakWorker(Number(process.argv[soakIndex + 1] ?? 1000), log);
  process.exit(0);
}

log(`load average at the start: ${loadAverageText()}`);
const results = [await measure('built'), await measure('tsx')];
log(`load average at the end: ${loadAverageText()}`);
console.log(
  `Worker resident memory (MB), ${DECK} scored through the public intake; load average ${loadAverageText()}`,
);
console.log('  worker        idle   peak while scoring   after   upload to scored');
for (const r of results)
  console.log(
    `  ${r.runtime.padEnd(10)} ${r.idle.toFixed(0).padStart(6)} ${r.peak.toFixed(0).padStart(20)} ${r.after.toFixed(0).padStart(7)} ${(r.scoredMs / 1000).toFixed(1).padStart(15)} s`,
  );
