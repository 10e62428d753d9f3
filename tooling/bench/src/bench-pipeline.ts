/**
 * `pnpm bench:pipeline`: what the deck pipeline (HTTP intake, PostgreSQL, BullMQ, one worker
 * process) adds on top of the built-in engine's own work, measured in the same run on corpus decks.
 *
 * 1. Upload-to-scored latency: each text-layer corpus deck uploaded alone (salted so nothing is
 *    reused), from the request leaving here to the score's timestamp in the database, beside the
 *    engine alone on the same deck in a process of its own (engine-child.ts: reading a PDF loads
 *    pdfjs, which would slow this process's JSON). Each deck's figure on either side is the median
 *    of LATENCY_PASSES passes: one deck's engine time moves by a quarter from pass to pass here.
 * 2. Rescoring throughput: one investor with 500 scored decks changes their thesis; from the
 *    request to the last new score. The decks are seeded directly (bytes, stored extraction and a
 *    score for the old version, as uploads would have left them) to keep the run short.
 */
import { performance } from 'node:perf_hooks';
import { JOBS } from '@pitchfit/contracts/jobs';
import { and, count, eq, max } from '@pitchfit/db/orm';
import { decks } from '@pitchfit/db/schema';
import { type ThesisInput, toDeckFields } from '@pitchfit/scoring/deck';
import { type BenchStack, startCorpusBench } from './bench-stack';
import { type CorpusDeck, corpusThesis, salted } from './corpus-decks';
import { type EngineProcess, type EngineRun, startEngineProcess } from './engine-process';
import { founderForm, uploadAsFounder } from './founder-upload';
import { assertNativeBuiltins } from './native-builtins';
import {
  benchEngine,
  createBenchInvestor,
  engineScore,
  type ScoredExtraction,
  seedScoredDecks,
} from './seed-decks';
import { loadAverageText, minMedian, ms, percentile, ratio } from './stats';

/** `--rescoring-only [--decks N]`: only part 2, with N decks (the target is at 1,000). */
const rescoringOnly = process.argv.includes('--rescoring-only');
const decksArg = process.argv.indexOf('--decks');
const RESCORE_DECKS = decksArg > 0 ? Number(process.argv[decksArg + 1]) : 500;
const RESCORE_WARM_UP = 100;
const LATENCY_PASSES = 3;
const POLL_MS = 20;
const log = (message: string) => console.error(`[bench] ${message}`);

async function until<T>(check: () => Promise<T | null>): Promise<T> {
  for (;;) {
    const value = await check();
    if (value !== null) return value;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** Where one upload's time went, in milliseconds from the upload request. */
interface UploadSplit {
  /** The score's own timestamp. */
  scored: number;
  /** Intake answered the upload. */
  answered: number;
  /** The job waited in the queue (added -> picked up). */
  queued: number;
  /** The worker's own time for the job (picked up -> finished, after the score's timestamp). */
  worker: number;
  /** The job's own account of its time (deck-score.ts), in ms. */
  stages: WorkerStages;
}

/** As the scoring job returns them; `bytes`, `read` and `analysis` are parts of `extract`. */
interface WorkerStages {
  start: number;
  extract: number;
  bytesMs: number;
  readMs: number;
  analysisMs: number;
  match: number;
  write: number;
}

/** One deck uploaded alone, until the score's own timestamp, and where the time went. */
async function uploadToScored(
  stack: BenchStack,
  username: string,
  deck: CorpusDeck,
  salt: string,
): Promise<UploadSplit> {
  const form = founderForm(deck.file, salted(deck.bytes, salt));
  const started = Date.now();
  const id = await uploadAsFounder(stack, username, form);
  const answered = Date.now() - started;
  const scoredAt = await until(async () => {
    const [row] = await stack.deps.db
      .select({ status: decks.status, scoredAt: decks.scoredAt, reason: decks.failureReason })
      .from(decks)
      .where(eq(decks.id, id));
    if (row?.status === 'failed') throw new Error(`${deck.file} failed: ${row.reason}`);
    return row?.status === 'scored' && row.scoredAt ? row.scoredAt : null;
  });
  // The bench investor has no thesis: its decks are scored at version 0.
  const job = await until(async () => {
    const found = await stack.deps.queues[JOBS['deck.score'].queue].getJob(
      JOBS['deck.score'].jobId({ deckId: id, thesisVersion: 0 }),
    );
    return found?.processedOn && found.finishedOn ? found : null;
  });
  const { processedOn = Number.NaN, finishedOn = Number.NaN } = job;
  const { timings } = job.returnvalue as { timings: WorkerStages };
  return {
    scored: scoredAt.getTime() - started,
    answered,
    queued: processedOn - job.timestamp,
    worker: finishedOn - processedOn,
    stages: timings,
  };
}

/**
 * One warm-up pass over every deck on both sides (module loading, parser caches, connection pools,
 * JIT), then LATENCY_PASSES measured passes, pipeline and engine interleaved deck by deck so both see
 * the same machine state. Each deck's times are the medians of its passes.
 */
async function measureLatency(stack: BenchStack, engine: EngineProcess, corpus: CorpusDeck[]) {
  const investor = await createBenchInvestor(stack);
  const noThesis: ThesisInput = { text: null, version: 0, answers: [] };
  for (const deck of corpus) {
    await uploadToScored(stack, investor.username, deck, 'warm-up');
    await engine.score(deck, noThesis);
  }
  const pipelinePasses: UploadSplit[][] = corpus.map(() => []);
  const enginePasses: EngineRun[][] = corpus.map(() => []);
  const extractions = new Map<string, ScoredExtraction>();
  for (let pass = 1; pass <= LATENCY_PASSES; pass++) {
    for (const [i, deck] of corpus.entries()) {
      pipelinePasses[i]?.push(await uploadToScored(stack, investor.username, deck, `measured-${pass}`));
      const run = await engine.score(deck, noThesis);
      enginePasses[i]?.push(run);
      extractions.set(deck.file, run);
    }
  }
  const medians = (passes: number[][]) => passes.map((times) => minMedian(times).median);
  const split = (part: Exclude<keyof UploadSplit, 'stages'>) =>
    medians(pipelinePasses.map((passes) => passes.map((p) => p[part])));
  const workerStage = (stage: keyof WorkerStages) =>
    medians(pipelinePasses.map((passes) => passes.map((p) => p.stages[stage])));
  const engineStage = (stage: keyof EngineRun['stages']) =>
    medians(enginePasses.map((runs) => runs.map((run) => run.stages[stage])));
  return {
    pipeline: split('scored'),
    answered: split('answered'),
    queued: split('queued'),
    worker: split('worker'),
    engineTimes: medians(enginePasses.map((runs) => runs.map((run) => run.elapsed))),
    stages: {
      worker: {
        start: workerStage('start'),
        bytes: workerStage('bytesMs'),
        read: workerStage('readMs'),
        analysis: workerStage('analysisMs'),
        extractRest: medians(
          pipelinePasses.map((passes) =>
            passes.map((p) => p.stages.extract - p.stages.bytesMs - p.stages.readMs - p.stages.analysisMs),
          ),
        ),
        match: workerStage('match'),
        write: workerStage('write'),
      },
      engine: { read: engineStage('read'), analysis: engineStage('analysis'), match: engineStage('match') },
    },
    extractions,
  };
}

async function measureRescoring(
  stack: BenchStack,
  corpus: CorpusDeck[],
  extractions: Map<string, ScoredExtraction>,
  deckCount = RESCORE_DECKS,
) {
  const { investor, seeded } = await seedScoredDecks(stack, corpus, extractions, deckCount);
  const thesisText = corpusThesis('backed-vc-fintech.txt');

  const started = Date.now();
  const res = await fetch(`${stack.baseUrl}/api/expandprofile/`, {
    method: 'POST',
    headers: { authorization: investor.authorization, 'content-type': 'application/json' },
    body: JSON.stringify({ thesis: thesisText }),
  });
  const answer = (await res.json()) as { decks_rescored: number };
  const requestSeconds = (Date.now() - started) / 1000;
  if (res.status !== 200 || answer.decks_rescored !== deckCount)
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
    return row && row.done === deckCount ? row.last : null;
  });
  if (!lastScore) throw new Error('no score timestamp');
  const pipelineSeconds = (lastScore.getTime() - started) / 1000;

  const thesis: ThesisInput = { text: thesisText, version: 1, answers: [] };
  const engineStarted = performance.now();
  for (const extraction of seeded) toDeckFields(extraction, await benchEngine.match({ extraction, thesis }));
  const engineSeconds = (performance.now() - engineStarted) / 1000;
  return { pipelineSeconds, requestSeconds, engineSeconds };
}

/** Part 2 alone: each corpus deck's extraction read once here, then the rescoring. */
async function rescoringAlone() {
  const { corpus, loadAtStart, stack } = await startCorpusBench(log);
  try {
    const noThesis: ThesisInput = { text: null, version: 0, answers: [] };
    const extractions = new Map<string, ScoredExtraction>();
    for (const deck of corpus) extractions.set(deck.file, await engineScore(deck, noThesis));
    // A worker in service has matched decks before: one small rescoring first, so neither side's
    // figure is the JIT compiling the matcher.
    log(`warming up: rescoring ${RESCORE_WARM_UP} decks`);
    await measureRescoring(stack, corpus, extractions, RESCORE_WARM_UP);
    log(`measuring rescoring of ${RESCORE_DECKS} decks after a thesis change`);
    const rescoring = await measureRescoring(stack, corpus, extractions);
    const pipelineRate = RESCORE_DECKS / rescoring.pipelineSeconds;
    const engineRate = RESCORE_DECKS / rescoring.engineSeconds;
    console.log(`
Rescoring after a thesis change, one investor with ${RESCORE_DECKS} decks, one worker process
Load average at the start: ${loadAtStart}; at the end: ${loadAverageText()}
  pipeline      ${pipelineRate.toFixed(1).padStart(8)} decks/s   (${rescoring.pipelineSeconds.toFixed(2)} s from the thesis request to the last new score, ${rescoring.requestSeconds.toFixed(2)} s of it until the request was answered)
  engine alone  ${engineRate.toFixed(1).padStart(8)} decks/s   (${rescoring.engineSeconds.toFixed(2)} s: match + deck fields on the stored extractions, one thread)
  pipeline / engine ${(pipelineRate / engineRate).toFixed(2)}
`);
  } finally {
    await stack.stop();
  }
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/**
 * The worker's time by stage beside the engine's (each deck's median, summed over the decks), then per
 * deck for the stages both run: where the worker's share over the engine sits.
 */
function stageTable(corpus: CorpusDeck[], latency: Awaited<ReturnType<typeof measureLatency>>): string {
  const { worker, engine } = latency.stages;
  const stages = [
    worker.start,
    worker.bytes,
    worker.read,
    worker.analysis,
    worker.extractRest,
    worker.match,
    worker.write,
  ];
  // What the job's own stages leave of its time: BullMQ's lock, result and completion.
  const frame = latency.worker.map((total, i) => total - sum(stages.map((stage) => stage[i] ?? Number.NaN)));
  const row = (name: string, ours: number[], theirs?: number[]) =>
    `  ${name.padEnd(40)} ${ms(sum(ours)).padStart(10)} ${theirs ? ms(sum(theirs)).padStart(10) : ''.padStart(10)} ${theirs ? ms(sum(ours) - sum(theirs)).padStart(10) : ''}`;
  const perDeck = corpus.map((deck, i) => {
    const at = (values: number[]) => values[i] ?? Number.NaN;
    const pair = (ours: number[], theirs: number[]) =>
      `${ms(at(ours)).padStart(8)} ${ms(at(theirs)).padStart(8)}`;
    return `  ${deck.file.padEnd(34)} ${pair(worker.read, engine.read)}   ${pair(worker.analysis, engine.analysis)}   ${pair(worker.match, engine.match)}   ${ms(at(worker.start) + at(worker.bytes) + at(worker.extractRest) + at(worker.write) + at(frame)).padStart(8)}`;
  });
  return `  where the worker's time went: each deck's median, summed over the ${corpus.length} decks
  stage                                        worker     engine       over
${row('start (context, status write)', worker.start)}
${row('file from the bytes store', worker.bytes)}
${row('read (reading thread)', worker.read, engine.read)}
${row('analysis (worker: in the reading thread)', worker.analysis, engine.analysis)}
${row('extraction stored', worker.extractRest)}
${row('match', worker.match, engine.match)}
${row('score written and announced', worker.write)}
${row("job's frame (lock, result, completion)", frame)}

  deck                                   read: worker   engine   analysis: worker engine   match: worker engine   worker only
${perDeck.join('\n')}`;
}

async function main() {
  if (rescoringOnly) return rescoringAlone();
  const { corpus, loadAtStart, stack } = await startCorpusBench(log);
  const engine = await startEngineProcess();
  try {
    assertNativeBuiltins('bench process');
    log('measuring upload-to-scored latency, one deck at a time');
    const latency = await measureLatency(stack, engine, corpus);
    assertNativeBuiltins('bench process');
    log(`measuring rescoring of ${RESCORE_DECKS} decks after a thesis change`);
    const rescoring = await measureRescoring(stack, corpus, latency.extractions);

    const p = (values: number[], n: number) => percentile(values, n);
    const perDeck = latency.pipeline.map((time, i) => time / (latency.engineTimes[i] ?? Number.NaN));
    const workerPerDeck = latency.worker.map((time, i) => time / (latency.engineTimes[i] ?? Number.NaN));
    const pipelineRate = RESCORE_DECKS / rescoring.pipelineSeconds;
    const engineRate = RESCORE_DECKS / rescoring.engineSeconds;
    const deckRows = corpus.map((deck, i) => {
      const pipeline = latency.pipeline[i] ?? Number.NaN;
      const engineTime = latency.engineTimes[i] ?? Number.NaN;
      const size = `${(deck.bytes.byteLength / 1e6).toFixed(1)} MB`;
      return `  ${deck.file.padEnd(34)} ${size.padStart(7)} ${ms(pipeline).padStart(10)} ${ms(engineTime).padStart(10)} ${ms(pipeline - engineTime).padStart(10)} ${ratio(pipeline, engineTime).padStart(7)}`;
    });
    console.log(`
Pitchfit pipeline bench: built-in engine (${benchEngine.version}), one worker process (decks queue concurrency 2);
the API and the worker built, each a process of its own; the engine alone in a process of its own
Load average at the start: ${loadAtStart}; at the end: ${loadAverageText()} (figures of one run; compare the ratios)

Upload-to-scored latency, ${corpus.length} corpus decks with a text layer, uploaded one at a time, ${LATENCY_PASSES} passes (each deck: its median)
                      p50          p95
  pipeline      ${ms(p(latency.pipeline, 50)).padStart(10)}   ${ms(p(latency.pipeline, 95)).padStart(10)}   HTTP upload -> stored -> queued -> worker -> score written
  engine alone  ${ms(p(latency.engineTimes, 50)).padStart(10)}   ${ms(p(latency.engineTimes, 95)).padStart(10)}   read PDF + extract + match, same decks, same run, in its own process
  ratio         ${ratio(p(latency.pipeline, 50), p(latency.engineTimes, 50)).padStart(10)}   ${ratio(p(latency.pipeline, 95), p(latency.engineTimes, 95)).padStart(10)}   of the percentiles
  per deck      ${ratio(p(perDeck, 50), 1).padStart(10)}   ${ratio(p(perDeck, 95), 1).padStart(10)}   pipeline / engine for the same deck (robust to which decks sit at p50)

  where the pipeline's time went (p50 / p95 of the decks' medians)
  intake answered      ${ms(p(latency.answered, 50)).padStart(10)}   ${ms(p(latency.answered, 95)).padStart(10)}   upload request -> answer (file stored, job queued)
  queued               ${ms(p(latency.queued, 50)).padStart(10)}   ${ms(p(latency.queued, 95)).padStart(10)}   job added -> picked up by the worker
  worker's own time    ${ms(p(latency.worker, 50)).padStart(10)}   ${ms(p(latency.worker, 95)).padStart(10)}   picked up -> finished (its score written and announced)
  worker / engine      ${ratio(p(workerPerDeck, 50), 1).padStart(10)}   ${ratio(p(workerPerDeck, 95), 1).padStart(10)}   per deck

  deck                                  file   pipeline     engine   overhead   ratio
${deckRows.join('\n')}

${stageTable(corpus, latency)}

Rescoring after a thesis change, one investor with ${RESCORE_DECKS} decks
  pipeline      ${pipelineRate.toFixed(1).padStart(8)} decks/s   (${rescoring.pipelineSeconds.toFixed(2)} s from the thesis request to the last new score)
  engine alone  ${engineRate.toFixed(1).padStart(8)} decks/s   (${rescoring.engineSeconds.toFixed(2)} s: match + deck fields on the stored extractions, one thread)
  ratio         ${(engineRate / pipelineRate).toFixed(2).padStart(8)}×         engine throughput / pipeline throughput
`);
  } finally {
    await engine.stop();
    await stack.stop();
  }
}

await main();
