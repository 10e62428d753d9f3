import { randomBytes } from 'node:crypto';
import { QUEUES } from '@pitchfit/contracts/jobs';
import type { Database } from '@pitchfit/db/client';
import { eq } from '@pitchfit/db/orm';
import { decks } from '@pitchfit/db/schema';
import { enqueue, senderKeyOf } from '@pitchfit/queue/queues';
import { buildTestPdf, textPdf } from '@pitchfit/testing/pdf';
import { insertDeck, insertInvestor } from '@pitchfit/testing/rows';
import type { Worker } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkerDeps } from '../deps';
import { workerTestDeps } from '../test-deps';
import { startWorkers } from '../workers';

/**
 * Issue 27 B7: costly decks held every deck slot (image-only decks OCRing for minutes, files built to be
 * slow), so after a burst of them real decks waited minutes. Here 20 image-only decks of noise, whose
 * OCR takes seconds a page, are queued by one sender before any worker runs; a founder's text deck
 * queued after them must be scored in about its usual time, and so must a text deck of the same
 * busy sender while the OCR decks still wait in their own lane.
 */
const COSTLY_DECKS = 20;
const PAGES_OF_NOISE = 3;
// Far above a text deck's usual second or two, far below what it waited before: on main the 20 decks
// queued ahead of it took about 40-50 s each to OCR here, two at a time, about 8 minutes in all.
const SCORED_WITHIN_MS = 90_000;

function noiseDeck(salt: string): Uint8Array {
  const pixels = 300 * 200;
  const page = () => ({
    items: [
      {
        kind: 'image' as const,
        x: 0,
        y: 0,
        width: 720,
        height: 405,
        pixelsWide: 300,
        pixelsHigh: 200,
        rgb: new Uint8Array(randomBytes(pixels * 3)),
      },
    ],
  });
  return buildTestPdf(Array.from({ length: PAGES_OF_NOISE }, page), { salt });
}

// A text deck as founders send them: a sparse cover (which the reader also OCRs), then slides of text.
const TEXT_DECK = [
  ['Ledgerly', 'Bookkeeping for small businesses'],
  ['Traction', '1,200 paying customers across the United Kingdom', 'ARR grew to $1.4M in 2024, up 180%'],
  ['The ask', 'We are raising a $3M Seed round for 18 months', 'Maria Okafor, CEO: maria@ledgerly.io'],
];

async function insertDeckOf(db: Database, investorId: string, bytes: Uint8Array): Promise<string> {
  return (await insertDeck(db, investorId, {}, bytes)).id;
}

async function scoredAfter(db: Database, deckId: string, since: number): Promise<number> {
  for (;;) {
    const [deck] = await db.select({ status: decks.status }).from(decks).where(eq(decks.id, deckId));
    if (deck?.status === 'scored') return performance.now() - since;
    if (deck?.status === 'failed') throw new Error(`deck ${deckId} failed`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('deck lanes and fairness between senders', () => {
  let deps: WorkerDeps;
  let workers: Worker[] = [];

  beforeAll(async () => {
    deps = await workerTestDeps({
      DECK_OCR: 'true',
      // Each reading thread started here loads pdfjs and the analysis through tsx, and the costly
      // lane's OCR takes a core: on a busy two-core machine a text deck then took over 30 s (a
      // second built and alone), and the default budget would move it to the costly lane too.
      DECK_FAST_READ_MS: '150000',
    });
  });
  afterAll(async () => {
    await Promise.all(workers.map((worker) => worker.close(true)));
    await deps.close();
  });

  it('scores text decks in about their usual time while 20 costly decks are queued', async () => {
    const investor = await insertInvestor(deps.db, { thesis: 'Seed fintech software for small businesses.' });
    const queue = async (deckId: string, sender: string) =>
      enqueue(
        deps.queues,
        'deck.score',
        { deckId, thesisVersion: investor.thesisVersion },
        { senderKey: senderKeyOf(sender) },
      );
    for (let n = 0; n < COSTLY_DECKS; n++) {
      await queue(await insertDeckOf(deps.db, investor.id, noiseDeck(`costly-${n}`)), 'flooder');
    }
    const busySendersTextDeck = await insertDeckOf(deps.db, investor.id, textPdf(TEXT_DECK, 'flooder'));
    await queue(busySendersTextDeck, 'flooder');
    const foundersDeck = await insertDeckOf(deps.db, investor.id, textPdf(TEXT_DECK, 'founder'));
    await queue(foundersDeck, 'founder');

    const started = performance.now();
    workers = startWorkers(deps, [QUEUES.decks, QUEUES.decksCostly]);

    // Another sender's deck goes ahead of the busy sender's backlog, and is scored in the fast lane
    // while the image decks queued before it still wait for OCR in the costly lane.
    const foundersMs = await scoredAfter(deps.db, foundersDeck, started);
    expect(foundersMs).toBeLessThan(SCORED_WITHIN_MS);
    const costly = deps.queues[QUEUES.decksCostly];
    const waitingForOcr = async () =>
      Object.values(await costly.getJobCounts('waiting', 'prioritized')).reduce((sum, n) => sum + n, 0);
    expect(await costly.getJob(`deck.scoreCostly-${foundersDeck}-v${investor.thesisVersion}`)).toBeFalsy();
    // The busy sender's own text deck waits only for its image decks to be handed to the OCR lane.
    const busySendersMs = await scoredAfter(deps.db, busySendersTextDeck, started);
    const stillWaiting = await waitingForOcr();
    console.log(
      `[deck-lanes] ${COSTLY_DECKS} image-only decks queued ahead: the founder's text deck scored ${Math.round(foundersMs)} ms ` +
        `after the workers started, the busy sender's own text deck ${Math.round(busySendersMs)} ms; ` +
        `${stillWaiting} image decks still waiting for OCR (bound ${SCORED_WITHIN_MS} ms; before the lanes about 8 minutes)`,
    );
    expect(stillWaiting).toBeGreaterThan(0);
  }, 400_000);
});
