/**
 * `pnpm bench:load`: the real API (in this process) and one worker process on a fresh database,
 * under load.
 *
 * 1. GET /api/decks/top/ for an investor with 1,000 scored decks, 50 connections, measured by
 *    autocannon (its own process) beside a bare Fastify route answering the same payload in the same
 *    process: the ratio is what the API's own work (session check in PostgreSQL, the query, output
 *    validation) costs over shipping the bytes. Bare list (every deck) and one page of 20.
 * 2. 100 deck uploads at once through the public pitch page, each a distinct salted corpus deck with
 *    a text layer: how long intake takes to answer them all, and until the last one is scored.
 *
 * Rate limits do not distort it: reads of one's own decks are not limited, and each upload comes
 * from its own X-Forwarded-For address, which the API trusts from loopback only (TRUST_PROXY's
 * default) — the same way a load balancer in front of it reports its clients. No switch turns the
 * limiter off; an upload answered 429 would stop the bench.
 */
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { and, count, eq, inArray, max } from '@pitchfit/db/orm';
import { decks } from '@pitchfit/db/schema';
import type { ThesisInput } from '@pitchfit/scoring/deck';
import { type BenchStack, startBenchStack } from './bench-stack';
import { type CorpusDeck, salted, textLayerDecks } from './corpus-decks';
import { uploadAsFounder } from './founder-upload';
import { type LoadResult, runAutocannon } from './load-autocannon';
import { startBareServer } from './load-bare-server';
import {
  benchEngine,
  createBenchInvestor,
  engineScore,
  type ScoredExtraction,
  seedScoredDecks,
} from './seed-decks';
import { ms, percentile } from './stats';

const LISTED_DECKS = 1_000;
const CONNECTIONS = 50;
const UPLOADS = 100;
const POLL_MS = 50;
const log = (message: string) => console.error(`[bench:load] ${message}`);

async function extractCorpus(corpus: CorpusDeck[]): Promise<Map<string, ScoredExtraction>> {
  const noThesis: ThesisInput = { text: null, version: 0, answers: [] };
  const extractions = new Map<string, ScoredExtraction>();
  for (const deck of corpus) extractions.set(deck.file, await engineScore(deck, noThesis));
  return extractions;
}

interface Comparison {
  label: string;
  bytes: number;
  requests: number;
  api: LoadResult;
  bare: LoadResult;
}

/**
 * The API's answer at `path`, then `requests` requests to the API and as many to a bare route with
 * that payload, each after a warm-up of a quarter as many.
 */
async function compareWithBare(
  stack: BenchStack,
  label: string,
  path: string,
  authorization: string,
  requests: number,
): Promise<Comparison> {
  const apiUrl = `${stack.baseUrl}${path}`;
  const headers = { authorization };
  const response = await fetch(apiUrl, { headers });
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  const body = await response.text();
  const bare = await startBareServer(JSON.parse(body));
  const warmUp = Math.ceil(requests / 4);
  try {
    log(`${label}: ${requests} requests at ${CONNECTIONS} connections to the API, then to the bare route`);
    await runAutocannon({ url: apiUrl, connections: CONNECTIONS, requests: warmUp, headers });
    const api = await runAutocannon({ url: apiUrl, connections: CONNECTIONS, requests, headers });
    await runAutocannon({ url: bare.url, connections: CONNECTIONS, requests: warmUp });
    const bareResult = await runAutocannon({ url: bare.url, connections: CONNECTIONS, requests });
    return { label, bytes: Buffer.byteLength(body), requests, api, bare: bareResult };
  } finally {
    await bare.close();
  }
}

async function measureListing(stack: BenchStack, corpus: CorpusDeck[]): Promise<Comparison[]> {
  log('reading the corpus decks once to seed stored extractions');
  const extractions = await extractCorpus(corpus);
  log(`seeding an investor with ${LISTED_DECKS} scored decks`);
  const { investor } = await seedScoredDecks(stack, corpus, extractions, LISTED_DECKS);
  // Sized for about half a minute each on two cores: the whole list is 2.6 MB per answer.
  const whole = await compareWithBare(stack, 'every deck', '/api/decks/top/', investor.authorization, 200);
  const page = await compareWithBare(
    stack,
    'one page of 20',
    '/api/decks/top/?page=1&page_size=20',
    investor.authorization,
    4_000,
  );
  return [whole, page];
}

/** 100 uploads at once; milliseconds until each was answered and until the last one was scored. */
async function measureUploadBurst(stack: BenchStack, corpus: CorpusDeck[]) {
  const investor = await createBenchInvestor(stack);
  const files = Array.from({ length: UPLOADS }, (_, i) => {
    const deck = corpus[i % corpus.length] as CorpusDeck;
    return { file: deck.file, bytes: salted(deck.bytes, `burst-${investor.id}-${i}`) };
  });
  log(`uploading ${UPLOADS} decks at once`);
  const started = performance.now();
  const startedAt = Date.now();
  const answers = await Promise.all(
    files.map(async ({ file, bytes }) => {
      const id = await uploadAsFounder(stack, investor.username, file, bytes);
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

const rps = (result: LoadResult) => result.requests.average;
const row = (name: string, result: LoadResult) =>
  `  ${name.padEnd(6)} ${ms(result.latency.p50).padStart(10)} ${ms(result.latency.p99).padStart(10)} ${rps(result).toFixed(1).padStart(10)} req/s`;

function comparisonText(c: Comparison): string {
  const latencyRatio = (p: 'p50' | 'p99') => `${(c.api.latency[p] / c.bare.latency[p]).toFixed(2)}×`;
  const heading = `GET /api/decks/top/, ${c.label} (${(c.bytes / 1024).toFixed(0)} KB per answer), ${c.requests} requests, ${CONNECTIONS} connections`;
  return [
    heading,
    '                p50        p99     throughput',
    row('API', c.api),
    row('bare', c.bare),
    `  ratio  ${latencyRatio('p50').padStart(10)} ${latencyRatio('p99').padStart(10)} ${`${(rps(c.bare) / rps(c.api)).toFixed(2)}×`.padStart(10)}         (API / bare latency; bare / API throughput)`,
  ].join('\n');
}

function report(listing: Comparison[], burst: Awaited<ReturnType<typeof measureUploadBurst>>) {
  const listingText = listing.map(comparisonText).join('\n\n');
  const lastScored = burst.lastScoredMs / 1000;
  console.log(`
Pitchfit load bench: API in this process, one worker process (decks queue concurrency 2), built-in engine (${benchEngine.version})
Load average at the end: ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')} on ${cpus().length} cores (figures of one run; compare the ratios)

${listingText}

${UPLOADS} deck uploads at once (text-layer corpus decks, each a distinct file, each from its own address)
  answered      p50 ${ms(percentile(burst.answered, 50))}, p99 ${ms(percentile(burst.answered, 99))}, last ${ms(Math.max(...burst.answered))}   (201 from intake: stored and queued)
  last scored   ${lastScored.toFixed(1)} s after the first request   (${(UPLOADS / lastScored).toFixed(1)} decks/s through intake, queue and worker)
`);
}

async function main() {
  const corpus = textLayerDecks();
  log(`starting the stack (API here, one worker process); ${corpus.length} corpus decks with a text layer`);
  const stack = await startBenchStack(log);
  try {
    const listing = await measureListing(stack, corpus);
    const burst = await measureUploadBurst(stack, corpus);
    report(listing, burst);
  } finally {
    await stack.stop();
  }
}

await main();
