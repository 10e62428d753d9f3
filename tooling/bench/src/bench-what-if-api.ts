/**
 * `pnpm bench:what-if-api`: the what-if as the investor's browser meets it, over 1,000 decks
 * (issue 28: p95 under 300 ms). The real API and one worker run as processes of their own (the
 * built JavaScript); an investor has 1,000 scored decks with stored extractions (corpus decks with a
 * text layer, salted so each is a distinct file), and `POST /api/thesis/what-if/` is sent one request
 * at a time for five edited theses. Each request's time is split by its BullMQ job: waiting in the
 * queue (created to processed), the worker's own time (processed to finished: reading the rows and
 * matching), and the rest (the API's request row, the queue round trips and HTTP). `pnpm
 * bench:what-if` times the matching alone. Figures only: nothing here asserts a time.
 */
import { JOBS } from '@pitchfit/contracts/jobs';
import { whatIfResponseSchema } from '@pitchfit/contracts/thesis-reading';
import { corpusAvailable } from '@pitchfit/testing/corpus';
import { startBenchStack } from './bench-stack';
import { textLayerDecks } from './corpus-decks';
import { engineScore, type ScoredExtraction, seedScoredDecks } from './seed-decks';
import { loadAverageText, ms, percentile } from './stats';

const DECKS = 1_000;
const RUNS_PER_THESIS = 10;
const THESES = [
  'We back seed B2B software in Europe, checks of $500k to $2M. We avoid consumer apps.',
  'Seed and Series A fintech and climate software in India and Europe. No crypto.',
  'We invest in consumer marketplaces and pet care at seed, anywhere. We avoid hardware.',
  'Series A security and developer tools companies headquartered in the United States.',
  'Pre-seed and seed healthcare and education startups in India, first checks of INR 2 Cr.',
];
const log = (message: string) => console.error(`[bench:what-if-api] ${message}`);

if (!corpusAvailable()) throw new Error('bench:what-if-api seeds corpus decks: set CORPUS_DIR');
const stack = await startBenchStack(log);
try {
  const corpus = textLayerDecks();
  const extractions = new Map<string, ScoredExtraction>();
  const noThesis = { text: null, version: 0, answers: [] };
  for (const deck of corpus) extractions.set(deck.file, await engineScore(deck, noThesis));
  log(`seeding ${DECKS} decks (${corpus.length} corpus decks, salted)`);
  const { investor } = await seedScoredDecks(stack, corpus, extractions, DECKS);

  const grading = stack.deps.queues[JOBS['thesis.whatIf'].queue];
  const ask = async (thesis: string) => {
    const sent = performance.now();
    const response = await fetch(`${stack.baseUrl}/api/thesis/what-if/`, {
      method: 'POST',
      headers: { authorization: investor.authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ thesis }),
    });
    if (!response.ok) throw new Error(`what-if answered ${response.status}: ${await response.text()}`);
    const answer = whatIfResponseSchema.parse(await response.json());
    const total = performance.now() - sent;
    if (answer.decks_compared !== DECKS) throw new Error(`compared ${answer.decks_compared} decks`);
    const [job] = await grading.getJobs(['completed'], 0, 0);
    if (!job?.processedOn || !job.finishedOn) throw new Error('no finished what-if job');
    return { total, queued: job.processedOn - job.timestamp, worker: job.finishedOn - job.processedOn };
  };

  // The worker and API are warm processes in production: one request per thesis first.
  for (const thesis of THESES) await ask(thesis);
  const runs: Array<Awaited<ReturnType<typeof ask>>> = [];
  for (const thesis of THESES) for (let run = 0; run < RUNS_PER_THESIS; run++) runs.push(await ask(thesis));

  const row = (label: string, values: number[]) =>
    `| ${label} | ${ms(percentile(values, 50))} | ${ms(percentile(values, 95))} | ${ms(Math.max(...values))} |`;
  console.log(
    `POST /api/thesis/what-if/ over ${DECKS} decks, ${runs.length} requests one after another (${THESES.length} theses), load average ${loadAverageText()}\n`,
  );
  console.log('| measure | p50 | p95 | max |');
  console.log('|---|---|---|---|');
  console.log(
    row(
      'request sent to answer parsed',
      runs.map((r) => r.total),
    ),
  );
  console.log(
    row(
      'job waiting in the queue',
      runs.map((r) => r.queued),
    ),
  );
  console.log(
    row(
      "worker's own time (rows read, matched)",
      runs.map((r) => r.worker),
    ),
  );
  console.log(
    row(
      'the rest (request row, queue round trips, HTTP)',
      runs.map((r) => r.total - r.queued - r.worker),
    ),
  );
} finally {
  await stack.stop();
}
