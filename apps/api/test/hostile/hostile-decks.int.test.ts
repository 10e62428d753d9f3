/**
 * Hostile PDFs, end to end: 500+ generated bad files (hostile-decks.ts) go through intake over
 * REST multipart, then every accepted one through the deck reader and the scoring processor. No file
 * may crash anything, hang past the reader's deadline or end any other way than scored or failed
 * with one of the reader's sentences (DECK_READ_FAILURES).
 *
 * The split, for a run of about a minute on two cores: intake refuses the cheap third outright
 * (wrong format, name, size, declared page count) and stores nothing; the bulk of what it accepts
 * runs through the `deck.score` processor in this process, one deck at a time, so each deck's time
 * is its own; a sample (the first accepted file of each family, plus every decompression bomb and
 * the file made to time out) runs through the real worker, a process of its own fed by BullMQ,
 * which must still be alive at the end. OCR is off (image-only pages end as no_readable_text);
 * the reader's deadline is 8 s instead of 180 s so the file built to exhaust it costs 8 s.
 *
 * Figures are printed; bounds are asserted only generously: a deck's time within the deadline
 * plus slack, peak memory under 2.5 GB.
 */
import { readFileSync } from 'node:fs';
import { BYTES_PER_MB } from '@pitchfit/contracts/constants';
import { JOBS } from '@pitchfit/contracts/jobs';
import { DECK_MESSAGES, DECK_READ_FAILURES } from '@pitchfit/contracts/messages';
import { inArray } from '@pitchfit/db/orm';
import { decks } from '@pitchfit/db/schema';
import type { DeckReadErrorCode } from '@pitchfit/scoring/deck/read';
import { startWorkerProcess } from '@pitchfit/testing/worker-process';
import { createDeps as createWorkerDeps, type WorkerDeps } from '@pitchfit/worker/deps';
import { readEnv as readWorkerEnv } from '@pitchfit/worker/env';
import { processors } from '@pitchfit/worker/processors';
import { UnrecoverableError } from 'bullmq';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInvestor, type TestInvestor } from '../decks/helpers';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { browserMultipart } from './browser-multipart';
import { generateHostileDecks, type HostileFile } from './hostile-decks';

const SEED = 20_261_121;
const MAX_DECK_MB = 4;
const MAX_DECK_PAGES = 300;
const READ_TIMEOUT_MS = 8_000;
// Time a deck may take beyond the reader's deadline: database writes, a parser thread's restart.
const DEADLINE_SLACK_MS = 5_000;
const PEAK_RSS_BOUND_BYTES = 2.5 * 1024 ** 3;

const limits = {
  maxBytes: Math.floor(MAX_DECK_MB * BYTES_PER_MB),
  maxPages: MAX_DECK_PAGES,
  timeoutMs: READ_TIMEOUT_MS,
};
type Limits = typeof limits;
const READER_MESSAGES: Record<DeckReadErrorCode, (l: Limits) => string> = DECK_READ_FAILURES;
const readerReasons = new Set(Object.values(READER_MESSAGES).map((message) => message(limits)));
// What intake checks itself; everything else is the reader's to find.
const intakeReasons = new Set([
  DECK_MESSAGES.notPdfName,
  DECK_MESSAGES.emptyFile,
  ...(['not_pdf', 'too_large', 'too_many_pages'] as const).map((code) => READER_MESSAGES[code](limits)),
]);

interface Ending {
  file: HostileFile;
  deckId: string;
  status: string;
  reason: string | null;
  ms: number;
}

/** Polls RSS and heap every 20 ms: a read's peak lasts long enough to be seen. */
function sampleMemory() {
  const peak = { rss: process.memoryUsage.rss(), heap: process.memoryUsage().heapUsed };
  const timer = setInterval(() => {
    const usage = process.memoryUsage();
    peak.rss = Math.max(peak.rss, usage.rss);
    peak.heap = Math.max(peak.heap, usage.heapUsed);
  }, 20);
  return { peak, stop: () => clearInterval(timer) };
}

const mb = (bytes: number) => `${Math.round(bytes / BYTES_PER_MB)} MB`;

/** Problems with one deck's end, or none. */
function checkEnding(ending: Ending, options: { timed: boolean } = { timed: true }): string[] {
  const { file, status, reason, ms } = ending;
  const problems: string[] = [];
  if (status === 'failed' && (reason === null || !readerReasons.has(reason)))
    problems.push(`failed without a reader's reason: ${reason}`);
  if (status !== 'scored' && status !== 'failed') problems.push(`ended ${status}`);
  if (file.outcome === 'scored' && status !== 'scored')
    problems.push(`should be scored, ended ${status}: ${reason}`);
  if (file.outcome && file.outcome !== 'scored' && file.outcome !== 'refused') {
    const expected = READER_MESSAGES[file.outcome](limits);
    if (reason !== expected) problems.push(`should fail as ${file.outcome}, ended ${status}: ${reason}`);
  }
  if (options.timed && ms > READ_TIMEOUT_MS + DEADLINE_SLACK_MS) problems.push(`took ${ms} ms`);
  return problems.map((problem) => `${file.id}: ${problem}`);
}

function familyTable(endings: Ending[], timeLabel = 'ms max'): string {
  const rows = new Map<string, { outcomes: Map<string, number>; maxMs: number }>();
  for (const ending of endings) {
    const row = rows.get(ending.file.family) ?? { outcomes: new Map(), maxMs: 0 };
    const code =
      ending.status === 'failed'
        ? (Object.entries(READER_MESSAGES).find(([, message]) => message(limits) === ending.reason)?.[0] ??
          'failed')
        : ending.status;
    row.outcomes.set(code, (row.outcomes.get(code) ?? 0) + 1);
    row.maxMs = Math.max(row.maxMs, ending.ms);
    rows.set(ending.file.family, row);
  }
  return [...rows]
    .map(([family, row]) => {
      const outcomes = [...row.outcomes].map(([code, n]) => `${code} ${n}`).join(', ');
      return `  ${family.padEnd(28)} ${String(row.maxMs).padStart(6)} ${timeLabel}   ${outcomes}`;
    })
    .join('\n');
}

describe('hostile PDFs through intake, the reader and the scoring processor', () => {
  let t: TestApp;
  let investor: TestInvestor;
  let files: HostileFile[];
  const accepted = new Map<string, string>();
  let sample: HostileFile[] = [];

  beforeAll(async () => {
    files = await generateHostileDecks(SEED, limits);
    t = await startTestApp({
      worker: false,
      env: {
        MAX_DECK_MB: String(MAX_DECK_MB),
        MAX_DECK_PAGES: String(MAX_DECK_PAGES),
        DECK_READ_TIMEOUT_MS: String(READ_TIMEOUT_MS),
        DECK_OCR: 'false',
      },
    });
    investor = await createInvestor(t);
  }, 60_000);
  afterAll(() => t?.close());

  it('intake answers every file at once: 201, or a refusal with a readable reason that stores nothing', async () => {
    expect(files.length).toBeGreaterThanOrEqual(500);
    const problems: string[] = [];
    let slowest = { id: '', ms: 0 };
    for (const [n, file] of files.entries()) {
      const started = performance.now();
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/pitch/${investor.username}/submit/`,
        // One address per file (TEST-NET-1 has too few): the per-address limit is not what this tests.
        remoteAddress: `10.77.${Math.floor(n / 250)}.${(n % 250) + 1}`,
        ...browserMultipart(file.fileName, file.bytes),
      });
      const ms = Math.round(performance.now() - started);
      if (ms > slowest.ms) slowest = { id: file.id, ms };
      if (response.statusCode === 201) {
        accepted.set(file.id, response.json<{ id: string }>().id);
        if (file.outcome === 'refused') problems.push(`${file.id}: accepted, should be refused`);
        continue;
      }
      const body = response.json<{ pdf_file?: string[]; detail?: string }>();
      const reason = body.pdf_file?.[0];
      if (![400, 413].includes(response.statusCode) || !reason || !intakeReasons.has(reason))
        problems.push(`${file.id}: ${response.statusCode} ${response.body.slice(0, 200)}`);
      else if (body.detail !== reason) problems.push(`${file.id}: detail differs from pdf_file[0]`);
      if (file.outcome !== 'refused') problems.push(`${file.id}: refused (${reason}), should be accepted`);
    }
    // The sample for the real worker: each family's first accepted file, every bomb, every timeout.
    const families = new Set<string>();
    sample = files.filter((file) => {
      if (!accepted.has(file.id)) return false;
      const first = !families.has(file.family);
      families.add(file.family);
      return first || file.family === 'decompression-bomb' || file.outcome === 'timeout';
    });
    expect(problems).toEqual([]);
    const stored = await t.deps.db.select({ id: decks.id }).from(decks);
    expect(stored).toHaveLength(accepted.size);
    expect(accepted.size).toBeGreaterThan(300);
    console.log(
      `[hostile] intake: ${files.length} files, ${accepted.size} accepted, ${files.length - accepted.size} refused; slowest answer ${slowest.id} ${slowest.ms} ms`,
    );
  }, 60_000);

  it('the reader and the deck.score processor end every other accepted deck scored or failed with a reason', async () => {
    const workerDeps: WorkerDeps = createWorkerDeps(readWorkerEnv(t.env), pino({ level: 'silent' }));
    const sampled = new Set(sample.map((file) => file.id));
    const bulk = files.filter((file) => accepted.has(file.id) && !sampled.has(file.id));
    const endings: Ending[] = [];
    const problems: string[] = [];
    const memory = sampleMemory();
    let slowest = { id: '', ms: 0 };
    try {
      for (const file of bulk) {
        const deckId = accepted.get(file.id) ?? '';
        const job = await t.deps.queues.decks.getJob(JOBS['deck.score'].jobId({ deckId, thesisVersion: 0 }));
        if (!job) throw new Error(`${file.id}: intake queued no job`);
        const started = performance.now();
        let thrown = await processors['deck.score'](job.data, job, workerDeps).then(
          () => null,
          (error: unknown) => error,
        );
        // Processed here: the real worker started later must not take it again.
        await job.remove();
        // A deck the fast lane hands on (OCR, or more time) ends in the costly lane, as the worker runs it.
        const costly = await t.deps.queues[JOBS['deck.scoreCostly'].queue].getJob(
          JOBS['deck.scoreCostly'].jobId({ deckId, thesisVersion: 0 }),
        );
        if (costly) {
          thrown = await processors['deck.scoreCostly'](costly.data, costly, workerDeps).then(
            () => null,
            (error: unknown) => error,
          );
          await costly.remove();
        }
        const ms = Math.round(performance.now() - started);
        if (ms > slowest.ms) slowest = { id: file.id, ms };
        const [row] = await t.deps.db
          .select({ status: decks.status, reason: decks.failureReason })
          .from(decks)
          .where(inArray(decks.id, [deckId]));
        const ending = { file, deckId, status: row?.status ?? 'missing', reason: row?.reason ?? null, ms };
        endings.push(ending);
        problems.push(...checkEnding(ending));
        // A reader's refusal is final: the processor must tell BullMQ so, or it would retry.
        if (ending.status === 'failed' && !(thrown instanceof UnrecoverableError))
          problems.push(`${file.id}: failed, but the processor threw ${String(thrown)}`);
        if (ending.status === 'scored' && thrown !== null)
          problems.push(`${file.id}: scored, but the processor threw ${String(thrown)}`);
      }
    } finally {
      memory.stop();
      await workerDeps.close();
    }
    const maxRss = process.resourceUsage().maxRSS * 1024;
    console.log(
      `[hostile] reader + processor in-process, ${bulk.length} decks, one at a time:\n${familyTable(endings)}\n` +
        `  slowest ${slowest.id} ${slowest.ms} ms (deadline ${READ_TIMEOUT_MS} ms); peak RSS ${mb(memory.peak.rss)} ` +
        `(process lifetime ${mb(maxRss)}), peak main-thread heap ${mb(memory.peak.heap)}`,
    );
    expect(problems).toEqual([]);
    expect(endings).toHaveLength(bulk.length);
    expect(memory.peak.rss).toBeLessThan(PEAK_RSS_BOUND_BYTES);
    // About a minute when the machine is quiet; four times that was seen at load 10-16.
  }, 360_000);

  it('a sample through the real worker process ends the same way, and the worker survives it', async () => {
    const ids = sample.map((file) => accepted.get(file.id) ?? '');
    const started = Date.now();
    const worker = startWorkerProcess(t.env);
    let exited = false;
    void worker.exited.then(() => {
      exited = true;
    });
    const endings: Ending[] = [];
    const settledAfter = new Map<string, number>();
    let peakRss = 0;
    try {
      // The sample settles in well under a minute when quiet; the bound is for a worker that hangs.
      const deadline = Date.now() + 240_000;
      for (;;) {
        const rows = await t.deps.db
          .select({ id: decks.id, status: decks.status, reason: decks.failureReason })
          .from(decks)
          .where(inArray(decks.id, ids));
        // The kernel's high-water mark of the worker's resident memory.
        const status = exited ? '' : readFileSync(`/proc/${worker.pid}/status`, 'utf8');
        peakRss = Math.max(peakRss, Number(status.match(/VmHWM:\s+(\d+) kB/)?.[1] ?? 0) * 1024);
        const settled = rows.filter((row) => row.status === 'scored' || row.status === 'failed');
        for (const row of settled)
          if (!settledAfter.has(row.id)) settledAfter.set(row.id, Date.now() - started);
        if (settled.length === ids.length || Date.now() > deadline || exited) {
          const elapsed = Date.now() - started;
          for (const file of sample) {
            const row = rows.find((r) => r.id === accepted.get(file.id));
            endings.push({
              file,
              deckId: row?.id ?? '',
              status: row?.status ?? 'missing',
              reason: row?.reason ?? null,
              ms: settledAfter.get(row?.id ?? '') ?? Number.NaN,
            });
          }
          console.log(
            `[hostile] real worker process, ${sample.length} decks (concurrency 2): all settled ${elapsed} ms after its start; ` +
              `worker peak RSS ${mb(peakRss)}\n${familyTable(endings, 'ms after start, last')}`,
          );
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(exited).toBe(false);
    } finally {
      worker.kill('SIGTERM');
    }
    expect(await worker.exited).toEqual({ code: 0, signal: null });
    // Settling times include the wait in the queue, so only the outcome is checked here.
    expect(endings.flatMap((ending) => checkEnding(ending, { timed: false }))).toEqual([]);
    expect(peakRss).toBeLessThan(PEAK_RSS_BOUND_BYTES);
  }, 300_000);
});
