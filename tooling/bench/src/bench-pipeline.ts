/**
 * `pnpm bench:pipeline`: what the deck pipeline (HTTP intake, PostgreSQL, BullMQ, one worker
 * process) adds on top of the built-in engine's own work, measured in the same run on corpus decks.
 *
 * 1. Upload-to-scored latency: each text-layer corpus deck uploaded alone (salted so nothing is
 *    reused), from the request leaving here to the score's timestamp in the database.
 * 2. Rescoring throughput: one investor with 500 scored decks changes their thesis; from the
 *    request to the last new score. The decks are seeded directly (bytes, stored extraction and a
 *    score for the old version, as uploads would have left them) to keep the run short.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { DECK_LIMITS } from '@pitchfit/contracts/constants';
import { and, count, eq, max } from '@pitchfit/db/orm';
import { deckExtractions, deckFiles, decks, investors } from '@pitchfit/db/schema';
import {
  createBuiltinDeckEngine,
  type DeckExtraction,
  type ThesisInput,
  toDeckFields,
} from '@pitchfit/scoring/deck';
import { readDeck } from '@pitchfit/scoring/deck/read';
import { type BenchStack, startBenchStack } from './bench-stack';
import { type CorpusDeck, corpusThesis, salted, textLayerDecks } from './corpus-decks';
import { ms, percentile, ratio } from './stats';

const RESCORE_DECKS = 500;
const SEED_BATCH = 25;
const POLL_MS = 20;
const log = (message: string) => console.error(`[bench] ${message}`);
const engine = createBuiltinDeckEngine();
const readOptions = {
  maxBytes: DECK_LIMITS.maxBytes,
  maxPages: DECK_LIMITS.maxPages,
  timeoutMs: DECK_LIMITS.timeoutMs,
  ocr: false,
};

async function createInvestor(stack: BenchStack) {
  const suffix = randomBytes(5).toString('hex');
  const [row] = await stack.deps.db
    .insert(investors)
    .values({
      googleSubject: `bench-${suffix}`,
      email: `bench-${suffix}@example.test`,
      username: `bench_${suffix}`,
    })
    .returning({ id: investors.id, username: investors.username });
  if (!row) throw new Error('could not create the bench investor');
  const token = await stack.deps.auth.accessTokens.issue({ investorId: row.id, sessionId: randomUUID() });
  return { ...row, authorization: `Bearer ${token}` };
}

let uploads = 0;

async function upload(stack: BenchStack, username: string, file: string, bytes: Buffer): Promise<string> {
  const form = new FormData();
  form.append('pdf_file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), file);
  // Each upload as a different founder (the API trusts X-Forwarded-For from loopback), so the
  // per-address limit on anonymous submissions does not stop the bench.
  uploads += 1;
  const founder = `198.18.${Math.floor(uploads / 250)}.${(uploads % 250) + 1}`;
  const res = await fetch(`${stack.baseUrl}/api/pitch/${username}/submit/`, {
    method: 'POST',
    body: form,
    headers: { 'x-forwarded-for': founder },
  });
  if (res.status !== 201) throw new Error(`upload of ${file} answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}

async function until<T>(check: () => Promise<T | null>): Promise<T> {
  for (;;) {
    const value = await check();
    if (value !== null) return value;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** Milliseconds from the upload request to the score's own timestamp, for one deck at a time. */
async function uploadToScored(stack: BenchStack, username: string, deck: CorpusDeck, salt: string) {
  const started = Date.now();
  const id = await upload(stack, username, deck.file, salted(deck.bytes, salt));
  const scoredAt = await until(async () => {
    const [row] = await stack.deps.db
      .select({ status: decks.status, scoredAt: decks.scoredAt, reason: decks.failureReason })
      .from(decks)
      .where(eq(decks.id, id));
    if (row?.status === 'failed') throw new Error(`${deck.file} failed: ${row.reason}`);
    return row?.status === 'scored' && row.scoredAt ? row.scoredAt : null;
  });
  return scoredAt.getTime() - started;
}

/** The engine's own work for an upload: read the PDF, extract, match against the (empty) thesis. */
async function engineScore(deck: CorpusDeck, thesis: ThesisInput) {
  const started = performance.now();
  const bytes = new Uint8Array(deck.bytes);
  const contentHash = createHash('sha256').update(bytes).digest('hex');
  const document = await readDeck(bytes, readOptions);
  const extraction = await engine.extract({ bytes, document, contentHash });
  const match = await engine.match({ extraction, thesis });
  const fields = toDeckFields(extraction, match);
  return { elapsed: performance.now() - started, extraction, fields };
}

/**
 * One warm-up pass over every deck on both sides (module loading, parser caches, connection pools,
 * JIT), then the measured pass, pipeline and engine interleaved deck by deck so both see the same
 * machine state.
 */
async function measureLatency(stack: BenchStack, corpus: CorpusDeck[]) {
  const investor = await createInvestor(stack);
  const noThesis: ThesisInput = { text: null, version: 0, answers: [] };
  for (const deck of corpus) {
    await uploadToScored(stack, investor.username, deck, 'warm-up');
    await engineScore(deck, noThesis);
  }
  const pipeline: number[] = [];
  const engineTimes: number[] = [];
  const extractions = new Map<
    string,
    { extraction: DeckExtraction; fields: ReturnType<typeof toDeckFields> }
  >();
  for (const deck of corpus) {
    pipeline.push(await uploadToScored(stack, investor.username, deck, 'measured'));
    const run = await engineScore(deck, noThesis);
    engineTimes.push(run.elapsed);
    extractions.set(deck.file, run);
  }
  return { pipeline, engineTimes, extractions };
}

/** An investor with `RESCORE_DECKS` decks scored for thesis version 0, as uploads would leave them. */
async function seedScoredDecks(
  stack: BenchStack,
  corpus: CorpusDeck[],
  extractions: Map<string, { extraction: DeckExtraction; fields: ReturnType<typeof toDeckFields> }>,
) {
  const investor = await createInvestor(stack);
  const seeded: DeckExtraction[] = [];
  for (let start = 0; start < RESCORE_DECKS; start += SEED_BATCH) {
    const batch = Array.from({ length: Math.min(SEED_BATCH, RESCORE_DECKS - start) }, (_, offset) => {
      const index = start + offset;
      const deck = corpus[index % corpus.length] as CorpusDeck;
      const base = extractions.get(deck.file);
      if (!base) throw new Error(`no extraction for ${deck.file}`);
      const bytes = salted(deck.bytes, `rescore-${index}`);
      const contentHash = createHash('sha256').update(bytes).digest('hex');
      const extraction: DeckExtraction = { ...base.extraction, contentHash };
      seeded.push(extraction);
      return { deck, bytes, contentHash, extraction, fields: base.fields };
    });
    await stack.deps.db.transaction(async (tx) => {
      await tx
        .insert(deckFiles)
        .values(batch.map((d) => ({ contentHash: d.contentHash, bytes: d.bytes, byteSize: d.bytes.length })));
      await tx.insert(deckExtractions).values(
        batch.map((d) => ({
          contentHash: d.contentHash,
          engine: engine.name,
          engineVersion: engine.version,
          extraction: d.extraction,
        })),
      );
      await tx.insert(decks).values(
        batch.map((d) => ({
          investorId: investor.id,
          contentHash: d.contentHash,
          fileName: d.deck.file,
          source: 'pitch' as const,
          status: 'scored' as const,
          pageCount: d.extraction.pageCount,
          matchScore: d.fields.match_score,
          scoredThesisVersion: 0,
          parsedData: d.fields.parsed_data,
          investmentDetails: d.fields.investment_details,
          estimatedInvestmentAmount: d.fields.estimated_investment_amount,
          estimatedValuation: d.fields.estimated_valuation,
          engine: engine.name,
          engineVersion: engine.version,
          scoredAt: new Date(),
        })),
      );
    });
  }
  return { investor, seeded };
}

async function measureRescoring(
  stack: BenchStack,
  corpus: CorpusDeck[],
  extractions: Parameters<typeof seedScoredDecks>[2],
) {
  const { investor, seeded } = await seedScoredDecks(stack, corpus, extractions);
  const thesisText = corpusThesis('backed-vc-fintech.txt');

  const started = Date.now();
  const res = await fetch(`${stack.baseUrl}/api/expandprofile/`, {
    method: 'POST',
    headers: { authorization: investor.authorization, 'content-type': 'application/json' },
    body: JSON.stringify({ thesis: thesisText }),
  });
  const answer = (await res.json()) as { decks_rescored: number };
  if (res.status !== 200 || answer.decks_rescored !== RESCORE_DECKS)
    throw new Error(`thesis change answered ${res.status}: ${JSON.stringify(answer)}`);
  const current = and(
    eq(decks.investorId, investor.id),
    eq(decks.status, 'scored'),
    eq(decks.scoredThesisVersion, 1),
  );
  const lastScore = await until(async () => {
    const [row] = await stack.deps.db
      .select({ done: count(), last: max(decks.scoredAt) })
      .from(decks)
      .where(current);
    return row && row.done === RESCORE_DECKS ? row.last : null;
  });
  if (!lastScore) throw new Error('no score timestamp');
  const pipelineSeconds = (lastScore.getTime() - started) / 1000;

  const thesis: ThesisInput = { text: thesisText, version: 1, answers: [] };
  const engineStarted = performance.now();
  for (const extraction of seeded) toDeckFields(extraction, await engine.match({ extraction, thesis }));
  const engineSeconds = (performance.now() - engineStarted) / 1000;
  return { pipelineSeconds, engineSeconds };
}

async function main() {
  const corpus = textLayerDecks();
  log(`starting the stack (API here, one worker process); ${corpus.length} corpus decks with a text layer`);
  const stack = await startBenchStack(log);
  try {
    log('measuring upload-to-scored latency, one deck at a time');
    const latency = await measureLatency(stack, corpus);
    log(`measuring rescoring of ${RESCORE_DECKS} decks after a thesis change`);
    const rescoring = await measureRescoring(stack, corpus, latency.extractions);

    const p = (values: number[], n: number) => percentile(values, n);
    const perDeck = latency.pipeline.map((time, i) => time / (latency.engineTimes[i] ?? Number.NaN));
    const pipelineRate = RESCORE_DECKS / rescoring.pipelineSeconds;
    const engineRate = RESCORE_DECKS / rescoring.engineSeconds;
    console.log(`
Pitchfit pipeline bench: built-in engine (${engine.version}), one worker process (decks queue concurrency 2)
Load average at the end: ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')} on ${cpus().length} cores (figures of one run; compare the ratios)

Upload-to-scored latency, ${corpus.length} corpus decks with a text layer, uploaded one at a time
                      p50          p95
  pipeline      ${ms(p(latency.pipeline, 50)).padStart(10)}   ${ms(p(latency.pipeline, 95)).padStart(10)}   HTTP upload -> stored -> queued -> worker -> score written
  engine alone  ${ms(p(latency.engineTimes, 50)).padStart(10)}   ${ms(p(latency.engineTimes, 95)).padStart(10)}   read PDF + extract + match, same decks, same run, in-process
  ratio         ${ratio(p(latency.pipeline, 50), p(latency.engineTimes, 50)).padStart(10)}   ${ratio(p(latency.pipeline, 95), p(latency.engineTimes, 95)).padStart(10)}   of the percentiles
  per deck      ${ratio(p(perDeck, 50), 1).padStart(10)}   ${ratio(p(perDeck, 95), 1).padStart(10)}   pipeline / engine for the same deck (robust to which decks sit at p50)

Rescoring after a thesis change, one investor with ${RESCORE_DECKS} decks
  pipeline      ${pipelineRate.toFixed(1).padStart(8)} decks/s   (${rescoring.pipelineSeconds.toFixed(2)} s from the thesis request to the last new score)
  engine alone  ${engineRate.toFixed(1).padStart(8)} decks/s   (${rescoring.engineSeconds.toFixed(2)} s: match + deck fields on the stored extractions, one thread)
  ratio         ${(engineRate / pipelineRate).toFixed(2).padStart(8)}×         engine throughput / pipeline throughput
`);
  } finally {
    await stack.stop();
  }
}

await main();
