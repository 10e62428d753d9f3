import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from '@pitchfit/db/orm';
import { decks } from '@pitchfit/db/schema';
import { PARSER_THREAD_IDLE_MS } from '@pitchfit/scoring/deck/read';
import { type BenchStack, startBenchStack } from './bench-stack';
import { type CorpusDeck, salted, textLayerDecks } from './corpus-decks';
import { founderForm, uploadAsFounder } from './founder-upload';
import { heapGrowth } from './heap-snapshot-diff';
import { createBenchInvestor } from './seed-decks';
import { loadAverageText } from './stats';

/** Decks sent at once, then scored, before each sample: a burst as a busy fund's inbox brings them. */
const ROUND = 100;
const SETTLE_MS = 3_000;
const POLL_MS = 200;
// A round whose decks make no progress for this long has stalled (a dead worker): the bench stops.
const STALL_MS = 300_000;
const PROBE = new URL('./worker-probe.mjs', import.meta.url).href;

interface ProbeSample {
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  arrayBuffers: number;
  threads: number;
  delayMs: { max: number; p99: number; mean: number };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The worker's preloaded probe (worker-probe.mjs), asked through signals, answering in its file. */
function probeOf(pid: number) {
  const file = join(tmpdir(), `worker-probe-${pid}.jsonl`);
  const lines = () => (existsSync(file) ? readFileSync(file, 'utf8').trim().split('\n').filter(Boolean) : []);
  async function ask(signal: NodeJS.Signals): Promise<Record<string, unknown>> {
    const before = lines().length;
    process.kill(pid, signal);
    for (;;) {
      const now = lines();
      const answer = now[before];
      if (answer) return JSON.parse(answer) as Record<string, unknown>;
      await sleep(POLL_MS);
    }
  }
  return {
    sample: async () => (await ask('SIGUSR2')) as unknown as ProbeSample,
    snapshot: async () => String((await ask('SIGHUP')).snapshot),
    remove: () => rmSync(file, { force: true }),
  };
}

/** VmHWM, the process's peak resident memory so far, in MB. */
function peakOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(status.match(/^VmHWM:\s+(\d+) kB/m)?.[1] ?? Number.NaN) / 1024;
}

async function finishedOf(stack: BenchStack, investorId: string) {
  const rows = await stack.deps.db
    .select({ status: decks.status, count: sql<number>`count(*)::int` })
    .from(decks)
    .where(eq(decks.investorId, investorId))
    .groupBy(decks.status);
  const of = (status: string) => rows.find((row) => row.status === status)?.count ?? 0;
  return { scored: of('scored'), failed: of('failed') };
}

/** Sends one round of decks through the public intake and waits until the worker has finished them all. */
async function runRound(
  stack: BenchStack,
  username: string,
  investorId: string,
  corpus: CorpusDeck[],
  sent: number,
) {
  for (let n = sent; n < sent + ROUND; n++) {
    const deck = corpus[n % corpus.length] as CorpusDeck;
    await uploadAsFounder(
      stack,
      username,
      founderForm(deck.file, salted(deck.bytes, `soak-${investorId}-${n}`)),
    );
  }
  let last = -1;
  let progressAt = performance.now();
  for (;;) {
    const { scored, failed } = await finishedOf(stack, investorId);
    if (scored + failed >= sent + ROUND) return { scored, failed };
    if (scored + failed !== last) {
      last = scored + failed;
      progressAt = performance.now();
    }
    if (performance.now() - progressAt > STALL_MS) throw new Error(`no deck finished for ${STALL_MS} ms`);
    await sleep(POLL_MS);
  }
}

/** Least-squares slope of `values` against their index: growth per round. */
function slope(values: number[]): number {
  const n = values.length;
  const meanX = (n - 1) / 2;
  const meanY = values.reduce((sum, v) => sum + v, 0) / n;
  const covariance = values.reduce((sum, v, x) => sum + (x - meanX) * (v - meanY), 0);
  const variance = values.reduce((sum, _, x) => sum + (x - meanX) ** 2, 0);
  return variance === 0 ? 0 : covariance / variance;
}

const fixed = (value: number, width: number, digits = 0) => value.toFixed(digits).padStart(width);

/**
 * `bench:worker-memory -- --decks N`: the built worker scores N corpus text decks (salted: each a new
 * file) sent through the public intake in rounds of 100. After each round, once settled: its RSS, main
 * heap, external memory, thread count and the main thread's event-loop delay during the round (the
 * probe). Heap snapshots of the main thread after the first round and the last, and what grew between;
 * then the RSS once quiet, when the extra warm parser threads have ended.
 */
export async function soakWorker(total: number, log: (message: string) => void): Promise<void> {
  const loadAtStart = loadAverageText();
  const stack = await startBenchStack(log, { workerNodeArgs: ['--import', PROBE] });
  const pid = stack.workerPid;
  if (pid === undefined) throw new Error('the worker did not start');
  const probe = probeOf(pid);
  const snapshots: string[] = [];
  try {
    // A loaded machine takes seconds to start the worker: idle means after its start-up.
    await sleep(SETTLE_MS * 5);
    const idle = await probe.sample();
    const investor = await createBenchInvestor(stack);
    const corpus = textLayerDecks();
    const rows: { decks: number; seconds: number; failed: number; sample: ProbeSample }[] = [];
    for (let sent = 0; sent < total; sent += ROUND) {
      const started = performance.now();
      const { failed } = await runRound(stack, investor.username, investor.id, corpus, sent);
      const seconds = (performance.now() - started) / 1000;
      await sleep(SETTLE_MS);
      const sample = await probe.sample();
      rows.push({ decks: sent + ROUND, seconds, failed, sample });
      log(`${sent + ROUND} decks: RSS ${sample.rss} MB, ${seconds.toFixed(0)} s, load ${loadAverageText()}`);
      if (sent === 0 || sent + ROUND >= total) snapshots.push(await probe.snapshot());
    }
    const peak = peakOf(pid);
    // Quiet: the parser threads beyond the first have ended (parser-thread.ts).
    await sleep(PARSER_THREAD_IDLE_MS + SETTLE_MS);
    const quiet = await probe.sample();

    console.log(
      `Worker over ${total} corpus text decks (${corpus.length} files, salted), rounds of ${ROUND} through the public intake; ` +
        `load average ${loadAtStart} at the start, ${loadAverageText()} at the end`,
    );
    console.log(
      `  idle after start-up: RSS ${idle.rss} MB, main heap ${idle.heapUsed} MB, ${idle.threads} threads; peak RSS ${peak.toFixed(0)} MB`,
    );
    console.log(
      `  quiet, ${(PARSER_THREAD_IDLE_MS + SETTLE_MS) / 1000} s after the last round: RSS ${quiet.rss} MB, main heap ${quiet.heapUsed} MB, ${quiet.threads} threads`,
    );
    console.log(
      '  decks   round s  failed   RSS MB  heap used  heap total  external  arrayBuffers  threads   loop delay max / p99 / mean ms',
    );
    for (const { decks: done, seconds, failed, sample: s } of rows) {
      console.log(
        `  ${fixed(done, 5)} ${fixed(seconds, 9)} ${fixed(failed, 7)} ${fixed(s.rss, 8)} ${fixed(s.heapUsed, 10)} ${fixed(s.heapTotal, 11)} ${fixed(s.external, 9)} ${fixed(s.arrayBuffers, 13)} ${fixed(s.threads, 8)}   ${s.delayMs.max} / ${s.delayMs.p99} / ${s.delayMs.mean}`,
      );
    }
    // The first round warms the process (threads, code, pools): growth is counted from its end.
    const steady = rows.map((row) => row.sample);
    if (steady.length >= 3) {
      const perRound = (pick: (s: ProbeSample) => number) => slope(steady.map(pick)).toFixed(1);
      console.log(
        `  growth per ${ROUND} decks after the first round (least squares): RSS ${perRound((s) => s.rss)} MB, ` +
          `main heap used ${perRound((s) => s.heapUsed)} MB, external ${perRound((s) => s.external)} MB`,
      );
    }
    const [first, last] = [snapshots[0], snapshots.at(-1)];
    if (first && last && first !== last) {
      const growth = heapGrowth(first, last);
      const mbOf = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
      console.log(
        `  main-thread heap snapshots after ${ROUND} and ${total} decks: ${mbOf(growth.beforeBytes)} MB -> ${mbOf(growth.afterBytes)} MB live; largest growth:`,
      );
      for (const g of growth.top)
        console.log(`    ${mbOf(g.bytes).padStart(7)} MB ${String(g.count).padStart(8)}  ${g.kind}`);
    }
  } finally {
    await stack.stop();
    probe.remove();
    if (!process.argv.includes('--keep-snapshots'))
      for (const file of snapshots) rmSync(file, { force: true });
  }
}
