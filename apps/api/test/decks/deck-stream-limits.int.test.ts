/**
 * B5 and B11: one investor opened 1,000 deck streams, and three uploads then cost 9,000 database
 * reads; a stream outlived its access token by minutes. An investor holds at most
 * DECK_STREAMS_PER_INVESTOR_MAX streams (the oldest is closed, and told why), each change is read
 * once per investor whatever the number of streams, and a stream ends when its token expires.
 */
import { DECK_STREAMS_PER_INVESTOR_MAX } from '@pitchfit/contracts/constants';
import type { DeckStreamEvent } from '@pitchfit/contracts/deck-events';
import { publishDeckChange } from '@pitchfit/queue/deck-changes';
import { createRedis } from '@pitchfit/queue/redis';
import { openSse, type SseEvent, type SseStream, subscriptionUrl } from '@pitchfit/testing/sse-reader';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDeps } from '../../src/deps';
import { createAccessTokens } from '../../src/domain/auth/access-tokens';
import { createDeckStreamLeases } from '../../src/domain/decks/deck-stream-leases';
import { createDeckStreams } from '../../src/domain/decks/deck-streams';
import { getDeck } from '../../src/domain/decks/get-deck';
import { readEnv } from '../../src/env';
import { buildServer } from '../../src/server';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { createInvestor, pitchDeck, type TestInvestor } from './helpers';
import { smallDeck } from './pdf-fixtures';

const AUTH_SECRET = 'deck-stream-limits-secret-0123456789abcdef';
let t: TestApp;
let origin: string;
let vc: TestInvestor;
const streams: SseStream[] = [];

const payload = (event: SseEvent) => event.data as DeckStreamEvent;
const isReady = (event: SseEvent) => payload(event)?.kind === 'ready';
const closedFor = (reason: string) => (event: SseEvent) => {
  const data = payload(event);
  return data?.kind === 'closed' && data.reason === reason;
};
async function openStream(accessToken: string, at = origin): Promise<SseStream> {
  const stream = await openSse(subscriptionUrl(at, 'decks.changes', accessToken));
  streams.push(stream);
  expect(stream.status).toBe(200);
  await stream.next(isReady);
  return stream;
}

beforeAll(async () => {
  t = await startTestApp({ worker: false, env: { AUTH_SECRET } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  origin = `http://127.0.0.1:${address.port}`;
  vc = await createInvestor(t);
});
afterAll(async () => {
  await t?.close();
  for (const stream of streams) stream.close();
});

describe('deck streams', () => {
  it('closes the oldest of an investor’s streams, with a reason, when one too many opens', async () => {
    const token = vc.auth.replace(/^Bearer /, '');
    const opened: SseStream[] = [];
    for (let i = 0; i < DECK_STREAMS_PER_INVESTOR_MAX + 2; i++) opened.push(await openStream(token));
    await opened[0]?.next(closedFor('too_many_streams'), 10_000);
    await opened[1]?.next(closedFor('too_many_streams'), 10_000);
    expect(t.deps.deckChanges.streams.count(vc.id)).toBe(DECK_STREAMS_PER_INVESTOR_MAX);
    for (const stream of opened.slice(2))
      expect(stream.events.some(closedFor('too_many_streams'))).toBe(false);
    for (const stream of opened) stream.close();
  });

  it('holds the cap across API processes: the oldest is closed in whichever process holds it', async () => {
    // A second API process on the same database and Redis, as behind a load balancer.
    const secondDeps = createDeps(readEnv(t.env), pino({ level: 'silent' }));
    const second = await buildServer(secondDeps);
    await second.listen({ port: 0, host: '127.0.0.1' });
    const address = second.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    const secondOrigin = `http://127.0.0.1:${address.port}`;
    try {
      const investor = await createInvestor(t);
      const token = investor.auth.replace(/^Bearer /, '');
      const half = DECK_STREAMS_PER_INVESTOR_MAX / 2;
      const first: SseStream[] = [];
      const other: SseStream[] = [];
      for (let i = 0; i < half + 1; i++) first.push(await openStream(token));
      for (let i = 0; i < half + 1; i++) other.push(await openStream(token, secondOrigin));
      // Ten open, cap eight: the two oldest, both in the first process, were closed by the second.
      await first[0]?.next(closedFor('too_many_streams'), 10_000);
      await first[1]?.next(closedFor('too_many_streams'), 10_000);
      const open =
        t.deps.deckChanges.streams.count(investor.id) + secondDeps.deckChanges.streams.count(investor.id);
      console.log(
        `[deck-stream-limits] ${2 * (half + 1)} streams of one investor over two API processes: ${open} left open`,
      );
      expect(open).toBe(DECK_STREAMS_PER_INVESTOR_MAX);
      for (const stream of [...first.slice(2), ...other])
        expect(stream.events.some(closedFor('too_many_streams'))).toBe(false);
      for (const stream of [...first, ...other]) stream.close();
    } finally {
      await second.close();
      await secondDeps.close();
    }
  });

  it('stops counting the streams of a process that died once their leases run out', async () => {
    const investorId = crypto.randomUUID();
    const counted = () => t.deps.redis.zcard(`${t.env.REDIS_PREFIX}:{deck-streams:${investorId}}:order`);
    const leases = (leaseMs: number) =>
      createDeckStreamLeases(
        t.deps.redis,
        createRedis(t.env.REDIS_URL, 'blocking', () => {}),
        t.env.REDIS_PREFIX,
        leaseMs,
      );
    // A process holding three streams, then gone without releasing them or renewing their leases.
    const crashed = leases(400);
    for (let i = 0; i < 3; i++) await crashed.acquire(investorId, `crashed-${i}`);
    crashed.close();
    const alive = leases(60_000);
    const takenAway: string[] = [];
    alive.onTakenAway((id) => takenAway.push(id));
    try {
      await alive.acquire(investorId, 'before-expiry');
      expect(await counted()).toBe(4);
      await new Promise((resolve) => setTimeout(resolve, 600));
      await alive.acquire(investorId, 'after-expiry');
      expect(await counted()).toBe(2);
      // The living keep theirs, renewed; the cap holds among them.
      await new Promise((resolve) => setTimeout(resolve, 100));
      for (let i = 0; i < DECK_STREAMS_PER_INVESTOR_MAX - 1; i++)
        await alive.acquire(investorId, `more-${i}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(takenAway).toEqual(['before-expiry']);
      expect(await counted()).toBe(DECK_STREAMS_PER_INVESTOR_MAX);
    } finally {
      alive.close();
    }
  });

  it('reads each change once for all of an investor’s streams', async () => {
    const other = await createInvestor(t);
    const deckId = await pitchDeck(t, other, { fileName: 'one-read.pdf', bytes: smallDeck('one-read') });
    let reads = 0;
    const registry = createDeckStreams(
      t.deps.deckChanges.hub,
      t.deps.deckChanges.leases,
      (investorId, id) => {
        reads += 1;
        return getDeck(t.deps.db, investorId, id);
      },
    );
    const stop = new AbortController();
    const received: number[] = [];
    const readers = Array.from({ length: DECK_STREAMS_PER_INVESTOR_MAX }, async (_, i) => {
      received[i] = 0;
      for await (const event of registry.open(other.id, other.id, stop.signal, Date.now() + 60_000)) {
        if (event.kind === 'deck') received[i] = (received[i] ?? 0) + 1;
        if (received[i] === 3) return;
      }
    });
    while (registry.count(other.id) < DECK_STREAMS_PER_INVESTOR_MAX)
      await new Promise((resolve) => setTimeout(resolve, 20));
    // Listening is in place once the first stream said `ready`; give the rest a moment too.
    await new Promise((resolve) => setTimeout(resolve, 200));
    for (let i = 0; i < 3; i++)
      await publishDeckChange(t.deps.redis, t.env.REDIS_PREFIX, { investorId: other.id, deckId });
    await Promise.all(readers);
    stop.abort();
    console.log(
      `[deck-stream-limits] 3 changes, ${DECK_STREAMS_PER_INVESTOR_MAX} open streams of one investor: ${reads} database reads`,
    );
    expect(received).toEqual(Array(DECK_STREAMS_PER_INVESTOR_MAX).fill(3));
    expect(reads).toBe(3);
  });

  it('ends a stream when the access token it was opened with expires', async () => {
    const shortLived = await createAccessTokens(AUTH_SECRET, 2).issue({
      investorId: vc.id,
      sessionId: '00000000-0000-4000-8000-0000000000b1',
    });
    const stream = await openStream(shortLived);
    const opened = Date.now();
    await stream.next(closedFor('token_expired'), 10_000);
    console.log(
      `[deck-stream-limits] a stream of a 2 s token ended ${Date.now() - opened} ms after it opened`,
    );
    stream.close();
  });

  it('ends the investor’s streams when a change’s read does not answer, rather than leave them open and deaf', async () => {
    const other = await createInvestor(t);
    // A read that never answers, as a database connection gone silent would.
    const registry = createDeckStreams(
      t.deps.deckChanges.hub,
      t.deps.deckChanges.leases,
      () => new Promise(() => {}),
      300,
    );
    const stop = new AbortController();
    const events: DeckStreamEvent[] = [];
    let ended = false;
    const reading = (async () => {
      for await (const event of registry.open(other.id, other.id, stop.signal, Date.now() + 60_000))
        events.push(event);
      ended = true;
    })();
    try {
      while (!events.some((event) => event.kind === 'ready'))
        await new Promise((resolve) => setTimeout(resolve, 20));
      await publishDeckChange(t.deps.redis, t.env.REDIS_PREFIX, {
        investorId: other.id,
        deckId: crypto.randomUUID(),
      });
      const deadline = Date.now() + 10_000;
      while (!ended && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(ended).toBe(true);
      expect(registry.count(other.id)).toBe(0);
    } finally {
      stop.abort();
      await reading;
    }
  });
});
