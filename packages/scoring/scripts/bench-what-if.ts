/**
 * `pnpm bench:what-if`: how long the what-if takes over 1,000 decks (issue 28: p95 under 300 ms).
 * The decks are built-in extractions of 48 made-up decks (industries × places × stages), each
 * used for about 21 decks with its own id and content hash, as stored extractions would be; the
 * theses are five edits an investor might try. It times `whatIf` alone, the matching the worker runs
 * for a what-if request, after one warm-up call per thesis (the worker is a warm process).
 * Figures only: nothing here asserts a time.
 */
import { loadavg } from 'node:os';
import { type WhatIfDeck, type WhatIfDeckDetails, whatIf } from '../src/deck/analyze/match/what-if';
import { extractDeckBuiltin } from '../src/deck/analyze/profile/extract';
import type { ThesisInput } from '../src/deck/analyze/types';
import { documentOf } from '../test/deck-document';

const DECKS = 1_000;
const RUNS_PER_THESIS = 20;

const COMPANIES = [
  ['Ledgerly', 'Automated bookkeeping and payments software for small businesses'],
  ['Gridwise', 'Battery storage software that helps utilities balance the grid'],
  ['Carely', 'A mobile app that helps families book home care for their parents'],
  ['ShopLoop', 'Marketplace where consumers resell used fashion and apparel'],
  ['Sentinel', 'Cloud security platform that finds misconfigurations for enterprises'],
  ['Tutorly', 'Online tutoring and test prep app for high school students'],
  ['FleetOps', 'Fleet management software for logistics and freight companies'],
  ['PawCare', 'Home visits by vets for pet parents'],
] as const;
const PLACES = ['London, United Kingdom', 'Bangalore, India', 'Austin, Texas'] as const;
const STAGES = ['a $1.5M Seed round', 'a $8M Series A'] as const;

function extractions() {
  const built = [];
  for (const [name, line] of COMPANIES)
    for (const place of PLACES)
      for (const stage of STAGES)
        built.push(
          extractDeckBuiltin(
            documentOf([
              `${name}\n${line}`,
              `Problem\nCustomers lose hours every week. ${line}.`,
              'Traction\n1,200 paying customers, $40k MRR growing 15% month over month',
              `The ask\nWe are raising ${stage}\nHeadquarters: ${place}`,
            ]),
            `${name}-${place}-${stage}`,
          ),
        );
  return built;
}

const THESES = [
  'We back seed B2B software in Europe, checks of $500k to $2M. We avoid consumer apps.',
  'Seed and Series A fintech and climate software in India and Europe. No crypto.',
  'We invest in consumer marketplaces and pet care at seed, anywhere. We avoid hardware.',
  'Series A security and developer tools companies headquartered in the United States.',
  'Pre-seed and seed healthcare and education startups in India, first checks of INR 2 Cr.',
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

const templates = extractions();
const decks: WhatIfDeck[] = Array.from({ length: DECKS }, (_, index) => {
  const template = templates[index % templates.length];
  if (!template) throw new Error('no template decks');
  return {
    id: `deck-${String(index).padStart(4, '0')}`,
    extraction: { ...template, contentHash: `hash-${index}` },
    score: ((index * 37) % 100) / 100,
  };
});
/** The worker reads the moving decks' names and reasoning from the database; here they are at hand. */
const detailsOf = async (ids: readonly string[]) =>
  new Map(ids.map((id): [string, WhatIfDeckDetails] => [id, { name: id, reasoning: {} }]));

const times: number[] = [];
for (const text of THESES) {
  const thesis: ThesisInput = { text, version: 1, answers: [] };
  await whatIf(decks, thesis, detailsOf);
  for (let run = 0; run < RUNS_PER_THESIS; run++) {
    const start = performance.now();
    await whatIf(decks, thesis, detailsOf);
    times.push(performance.now() - start);
  }
}
times.sort((a, b) => a - b);
console.log(
  `what-if over ${DECKS} decks (${templates.length} distinct extractions), ${times.length} runs of ${THESES.length} theses`,
);
console.log(`| p50 ms | p95 ms | max ms | load average |`);
console.log(`|---|---|---|---|`);
console.log(
  `| ${percentile(times, 50).toFixed(0)} | ${percentile(times, 95).toFixed(0)} | ${(times.at(-1) ?? 0).toFixed(0)} | ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} |`,
);
