import { inArray } from '@pitchfit/db/orm';
import { decks } from '@pitchfit/db/schema';
import {
  FAKE_API_KEY,
  type FakeAnthropic,
  type FakeReply,
  startFakeAnthropic,
} from '@pitchfit/testing/fake-anthropic';
import { waitFor } from '@pitchfit/testing/wait';
import type { WorkerProcess } from '@pitchfit/testing/worker-process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInvestor, type TestInvestor } from '../decks/helpers';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { startWorker, uploadDecks } from './helpers';

const RETRIES = 1;
/** Reading a deck and matching it are one Claude call each. */
const CALLS_PER_DECK = 2;
const FALLBACK_LOG = 'Claude deck engine failed; used the built-in engine';

const FAULTS: { name: string; reply: FakeReply; retried: boolean }[] = [
  { name: 'a 500', reply: { kind: 'error', status: 500 }, retried: true },
  {
    name: 'a 429 with retry-after',
    reply: { kind: 'error', status: 429, retryAfterSeconds: 1 },
    retried: true,
  },
  // A 200 whose body is not JSON is an answer, not an outage: the SDK does not ask again.
  { name: 'malformed JSON', reply: { kind: 'malformed' }, retried: false },
  { name: 'no answer at all', reply: { kind: 'hang' }, retried: true },
];

describe('the Claude API failing in every way', () => {
  let fake: FakeAnthropic;
  let t: TestApp;
  let vc: TestInvestor;
  let worker: WorkerProcess;

  beforeAll(async () => {
    fake = await startFakeAnthropic();
    t = await startTestApp({ worker: false });
    vc = await createInvestor(t);
    worker = startWorker(t, {
      ANTHROPIC_API_KEY: FAKE_API_KEY,
      ANTHROPIC_BASE_URL: fake.url,
      // Any name does for the fake; the SDK warns on every call to a deprecated one.
      ANTHROPIC_MODEL: 'claude-fault-test',
      ANTHROPIC_DECK_TIMEOUT_MS: '1000',
      ANTHROPIC_TIMEOUT_MS: '1000',
      ANTHROPIC_MAX_RETRIES: String(RETRIES),
    });
    await worker.ready;
  });
  afterAll(async () => {
    await worker.close();
    await t.close();
    await fake.close();
  });

  async function scoredDecks(ids: string[]) {
    return t.deps.db
      .select({ id: decks.id, status: decks.status, engine: decks.engine })
      .from(decks)
      .where(inArray(decks.id, ids));
  }

  it.each(FAULTS)('$name: Claude is retried, then the built-in engine scores the deck', async (fault) => {
    fake.setFallback(fault.reply);
    const requestsBefore = fake.requests.length;
    const [deckId = ''] = await uploadDecks(t, vc, 1, fault.name.replaceAll(' ', '-'));

    await waitFor(
      async () => (await scoredDecks([deckId]))[0]?.status === 'scored',
      'the deck to be scored',
      30_000,
    );
    expect(await scoredDecks([deckId])).toEqual([{ id: deckId, status: 'scored', engine: 'builtin' }]);
    const attempts = fault.retried ? 1 + RETRIES : 1;
    expect(fake.requests.length - requestsBefore).toBe(CALLS_PER_DECK * attempts);
    const fallbacks = worker.logs.filter((line) => line.msg === FALLBACK_LOG && line.deckId === deckId);
    expect(fallbacks).toHaveLength(1);
    expect(fallbacks[0]?.reason).toEqual(expect.any(String));
  });

  it('a batch meeting all of them at once: every deck ends scored by the built-in engine', async () => {
    fake.setFallback({ kind: 'error', status: 500 });
    fake.script(...Array.from({ length: 4 }, () => FAULTS.map((fault) => fault.reply)).flat());
    const ids = await uploadDecks(t, vc, 6, 'mixed');
    await waitFor(
      async () => (await scoredDecks(ids)).every((deck) => deck.status === 'scored'),
      'every deck to be scored',
      45_000,
    );
    expect((await scoredDecks(ids)).map((deck) => deck.engine)).toEqual(ids.map(() => 'builtin'));
    const logged = new Set(
      worker.logs.filter((line) => line.msg === FALLBACK_LOG).map((line) => line.deckId),
    );
    expect(ids.filter((id) => !logged.has(id))).toEqual([]);
  });
});
