/**
 * `pnpm bench:load` (`-- --list-only` skips the upload burst): the real API and one worker, each a
 * process of its own running the built JavaScript as production does, on a fresh database, under load.
 *
 * 1. GET /api/decks/top/ for an investor with 1,000 scored decks among 4,000, 50 connections, measured by
 *    autocannon (its own process, for a fixed duration) beside two anchors, each a process of its own:
 *    a bare Fastify route answering the same payload (the ratio is what the API's own work, the session
 *    check, the query and building the answer, costs over shipping the bytes), and the database floor,
 *    the API's list statement on a bare route (what reading the list from PostgreSQL per request leaves
 *    of the bare route's throughput). Three runs of each, back to back; the ratio of each run, then min
 *    and median. Bare list (every deck) and one page of 20. The decks are seeded from extractions made
 *    in another process (engine-child.ts), so pdfjs never loads here.
 * 2. 100 deck uploads at once through the public pitch page, each a distinct salted corpus deck with
 *    a text layer: how long intake takes to answer them all, and until the last one is scored.
 *
 * Rate limits do not distort it: reads of one's own decks are not limited, and each upload comes
 * from its own X-Forwarded-For address, which the API trusts from loopback only (TRUST_PROXY's
 * default) — the same way a load balancer in front of it reports its clients. No switch turns the
 * limiter off; an upload answered 429 would stop the bench.
 */
import { performance } from 'node:perf_hooks';
import { and, count, eq, inArray, max, sql } from '@pitchfit/db/orm';
import { decks } from '@pitchfit/db/schema';
import type { ThesisInput } from '@pitchfit/scoring/deck';
import { type AnswerPathPrices, priceAnswerPaths } from './answer-paths';
import { type BenchStack, startCorpusBench } from './bench-stack';
import { type CorpusDeck, salted } from './corpus-decks';
import { type EngineProcess, startEngineProcess } from './engine-process';
import { founderForm, uploadAsFounder } from './founder-upload';
import { type LoadResult, runAutocannon } from './load-autocannon';
import { startBareServer, startDbFloorServer } from './load-bare-server';
import { assertNativeBuiltins } from './native-builtins';
import {
  benchAuthorization,
  benchEngine,
  createBenchInvestor,
  type ScoredExtraction,
  seedOtherFunds,
  seedScoredDecks,
} from './seed-decks';
import { loadAverageText, minMedian, ms, percentile } from './stats';

const LISTED_DECKS = 1_000;
/** Other funds' decks beside the measured fund's: 3,000, a copy of its 1,000 each. */
const OTHER_FUNDS = 3;
const CONNECTIONS = 50;
const REPEATS = 3;
const WARM_UP_SECONDS = 3;
const UPLOADS = 100;
const POLL_MS = 50;
const log = (message: string) => console.error(`[bench:load] ${message}`);

async function extractCorpus(engine: EngineProcess, corpus: CorpusDeck[]) {
  const noThesis: ThesisInput = { text: null, version: 0, answers: [] };
  const extractions = new Map<string, ScoredExtraction>();
  for (const deck of corpus) extractions.set(deck.file, await engine.score(deck, noThesis));
  return extractions;
}

interface Repeat {
  api: LoadResult;
  bare: LoadResult;
  floor: LoadResult;
}

type Side = keyof Repeat;
const SIDES: Side[] = ['api', 'bare', 'floor'];

interface Comparison {
  label: string;
  bytes: number;
  seconds: number;
  repeats: Repeat[];
  paths: AnswerPathPrices;
}

/**
 * The API's answer at `path`, then REPEATS rounds of `seconds` of load on the API, on a bare route with
 * that payload and on the database floor (the API's statement on a bare route), back to back, each round
 * starting with a different one, after a warm-up of each.
 */
async function compareWithAnchors(
  stack: BenchStack,
  investorId: string,
  comparison: (typeof LIST_COMPARISONS)[number],
  authorization: string,
): Promise<Comparison> {
  const { name: label, path, seconds } = comparison;
  const api = { url: `${stack.baseUrl}${path}`, headers: { authorization } };
  const response = await fetch(api.url, { headers: api.headers });
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  const body = await response.text();
  const bare = await startBareServer(body);
  const floor = await startDbFloorServer(stack.databaseUrl, investorId);
  const targets: Record<Side, { url: string; headers?: Record<string, string> }> = {
    api,
    bare,
    floor: { url: `${floor.url}${new URL(api.url).search}` },
  };
  const run = (side: Side, runSeconds: number) =>
    runAutocannon({ ...targets[side], connections: CONNECTIONS, seconds: runSeconds });
  try {
    log(
      `${label}: warm-up, then ${REPEATS} x ${seconds} s on the API, the bare route and the database floor`,
    );
    for (const side of SIDES) await run(side, WARM_UP_SECONDS);
    const repeats: Repeat[] = [];
    for (let i = 0; i < REPEATS; i++) {
      assertNativeBuiltins('bench process');
      const results: Partial<Repeat> = {};
      for (let k = 0; k < SIDES.length; k++) {
        const side = SIDES[(i + k) % SIDES.length] as Side;
        results[side] = await run(side, seconds);
      }
      const { api: apiResult, bare: bareResult, floor: floorResult } = results;
      if (!apiResult || !bareResult || !floorResult) throw new Error('a side of the comparison did not run');
      repeats.push({ api: apiResult, bare: bareResult, floor: floorResult });
    }
    return { label, bytes: Buffer.byteLength(body), seconds, repeats, paths: priceAnswerPaths(body) };
  } finally {
    await Promise.all([bare.close(), floor.close()]);
  }
}

/** The lists compared with the bare route: every deck (as SPEC's clients call it) and one page. */
const LIST_COMPARISONS = [
  { name: 'every deck', path: '/api/decks/top/', seconds: 20 },
  { name: 'one page of 20', path: '/api/decks/top/?page=1&page_size=20', seconds: 10 },
] as const;

async function measureListing(stack: BenchStack, corpus: CorpusDeck[]): Promise<Comparison[]> {
  log('reading the corpus decks once, in a process of their own, to seed stored extractions');
  const engine = await startEngineProcess();
  const extractions = await extractCorpus(engine, corpus).finally(() => engine.stop());
  log(`seeding an investor with ${LISTED_DECKS} scored decks`);
  const { investor } = await seedScoredDecks(stack, corpus, extractions, LISTED_DECKS);
  log(`seeding ${OTHER_FUNDS} other funds with a copy of those decks each`);
  await seedOtherFunds(stack, investor.id, OTHER_FUNDS);
  // The table as autovacuum keeps it in service: vacuumed and analysed after a fifth of it was
  // inserted. Without that, the list's plan would depend on whether autovacuum happened to run during
  // seeding: with no statistics, or with no page marked all-visible, PostgreSQL reads the fund's decks
  // by scanning the whole table and sorting them, not off the rank index.
  await stack.deps.db.execute(sql`vacuum analyze ${decks}`);
  const comparisons: Comparison[] = [];
  for (const comparison of LIST_COMPARISONS) {
    // Signed in again for each comparison: an access token lasts 15 minutes, seeding can take longer.
    const authorization = await benchAuthorization(stack, investor.id);
    comparisons.push(await compareWithAnchors(stack, investor.id, comparison, authorization));
  }
  return comparisons;
}

/** 100 uploads at once; milliseconds until each was answered and until the last one was scored. */
async function measureUploadBurst(stack: BenchStack, corpus: CorpusDeck[]) {
  const investor = await createBenchInvestor(stack);
  const forms = Array.from({ length: UPLOADS }, (_, i) => {
    const deck = corpus[i % corpus.length] as CorpusDeck;
    return founderForm(deck.file, salted(deck.bytes, `burst-${investor.id}-${i}`));
  });
  log(`uploading ${UPLOADS} decks at once`);
  const started = performance.now();
  const startedAt = Date.now();
  const answers = await Promise.all(
    forms.map(async (form) => {
      const id = await uploadAsFounder(stack, investor.username, form);
      return { id, answeredMs: performance.now() - started };
    }),
  );
  const ids = answers.map((answer) => answer.id);
  for (;;) {
    const [failed] = await stack.deps.db
      .select({ n: count() })
      .from(decks)
      .where(and(inArray(decks.id, ids), eq(decks.status, 'failed')));
    if (failed && failed.n > 0) throw new Error(`${failed.n} uploaded decks failed`);
    const [scored] = await stack.deps.db
      .select({ n: count(), last: max(decks.scoredAt) })
      .from(decks)
      .where(and(inArray(decks.id, ids), eq(decks.status, 'scored')));
    if (scored?.n === UPLOADS && scored.last) {
      const answered = answers.map((answer) => answer.answeredMs);
      return { answered, lastScoredMs: scored.last.getTime() - startedAt };
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

const fixed = (value: number, digits = 1) => value.toFixed(digits);
const timesText = (value: number) => `${value.toFixed(2)}x`;

function comparisonText(c: Comparison): string {
  const ratio = (of: Side, to: Side) => minMedian(c.repeats.map((r) => r[of].rps / r[to].rps));
  const rows = c.repeats.map((r, i) =>
    [
      `  ${String(i + 1).padEnd(6)}`,
      ...SIDES.flatMap((side) => [
        fixed(r[side].rps).padStart(10),
        `${r[side].latency.p50}/${r[side].latency.p99}`.padStart(12),
      ]),
      timesText(r.api.rps / r.bare.rps).padStart(9),
      timesText(r.floor.rps / r.bare.rps).padStart(11),
    ].join(' '),
  );
  const apiToBare = ratio('api', 'bare');
  const floorToBare = ratio('floor', 'bare');
  const apiToFloor = ratio('api', 'floor');
  return [
    `GET /api/decks/top/, ${c.label} (${(c.bytes / 1024).toFixed(0)} KB per answer), ${CONNECTIONS} connections, ${c.seconds} s per run`,
    '  run     API req/s  p50/p99 ms  bare req/s  p50/p99 ms floor req/s  p50/p99 ms  API/bare  floor/bare',
    ...rows,
    `  API / bare throughput: min ${timesText(apiToBare.min)}, median ${timesText(apiToBare.median)} (goal >= 0.5x)`,
    `  database floor / bare: min ${timesText(floorToBare.min)}, median ${timesText(floorToBare.median)} (the API's statement on a bare route: the most a per-request read reaches)`,
    `  API / database floor:  min ${timesText(apiToFloor.min)}, median ${timesText(apiToFloor.median)}`,
    `  the answer's JSON on the API's thread: ${c.paths.bytesMs.toFixed(3)} ms as PostgreSQL's bytes, ${c.paths.objectsMs.toFixed(3)} ms parsed and stringified again (what mapping rows to objects would add, in-process)`,
  ].join('\n');
}

function report(
  loadAtStart: string,
  listing: Comparison[],
  burst: Awaited<ReturnType<typeof measureUploadBurst>> | null,
) {
  const listingText = listing.map(comparisonText).join('\n\n');
  const burstText = burst
    ? `${UPLOADS} deck uploads at once (text-layer corpus decks, each a distinct file, each from its own address)
  answered      p50 ${ms(percentile(burst.answered, 50))}, p99 ${ms(percentile(burst.answered, 99))}, last ${ms(Math.max(...burst.answered))}   (201 from intake: stored and queued)
  last scored   ${(burst.lastScoredMs / 1000).toFixed(1)} s after the first request   (${(UPLOADS / (burst.lastScoredMs / 1000)).toFixed(1)} decks/s through intake, queue and worker)`
    : `${UPLOADS} deck uploads at once: skipped (--list-only)`;
  console.log(`
Pitchfit load bench: API and one worker (decks queue concurrency 2) built, each a process of its own (the API
never loads pdfjs), bare anchor and engine in processes of their own, built-in engine (${benchEngine.version})
Load average at the start: ${loadAtStart}; at the end: ${loadAverageText()}
Absolute figures move with the machine's load; the ratio of each run (API and anchor back to back) is the signal.

${listingText}

${burstText}
`);
}

async function main() {
  const { corpus, loadAtStart, stack } = await startCorpusBench(log);
  try {
    assertNativeBuiltins('bench process');
    // `--burst-only` skips the lists (seeding 1,000 decks is most of the bench's time).
    const listing = process.argv.includes('--burst-only') ? [] : await measureListing(stack, corpus);
    // Printed now as well: a failing upload burst must not lose the minutes of list figures.
    log(
      `lists measured (load average now ${loadAverageText()}):\n${listing.map(comparisonText).join('\n\n')}`,
    );
    const burst = process.argv.includes('--list-only') ? null : await measureUploadBurst(stack, corpus);
    report(loadAtStart, listing, burst);
  } finally {
    await stack.stop();
  }
}

await main();
