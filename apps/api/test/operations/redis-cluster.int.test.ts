import { DECK_STREAMS_PER_INVESTOR_MAX, RATE_LIMIT_POLICIES } from '@pitchfit/contracts/constants';
import { deckSubmittedSchema } from '@pitchfit/contracts/deck';
import { redisTargetOf } from '@pitchfit/contracts/env/redis';
import { renderJobMetrics } from '@pitchfit/queue/job-metrics';
import { createRedis } from '@pitchfit/queue/redis';
import { type PrivateRedisCluster, startPrivateRedisCluster } from '@pitchfit/testing/private-redis-cluster';
import { Cluster } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDeckStreamLeases } from '../../src/domain/decks/deck-stream-leases';
import { createInvestor, eventually, listDecks, postDeck, type TestInvestor } from '../decks/helpers';
import { smallDeck } from '../decks/pdf-fixtures';
import { startTestApp, type TestApp } from '../helpers/test-app';

/** API and worker on a real three-master Redis Cluster (REDIS_CLUSTER_NODES), started and removed here. */
describe('on a Redis Cluster', () => {
  let cluster: PrivateRedisCluster;
  let t: TestApp;
  let vc: TestInvestor;

  beforeAll(async () => {
    cluster = await startPrivateRedisCluster();
    t = await startTestApp({ env: { REDIS_CLUSTER_NODES: cluster.nodes, DECK_OCR: 'false' } });
    vc = await createInvestor(t);
  }, 90_000);

  afterAll(async () => {
    await t?.close();
    await cluster?.close();
  });

  it('queues live under the hash-tagged prefix, and a deck is queued, scored and published to its investor', async () => {
    expect(t.deps.redis).toBeInstanceOf(Cluster);
    const changes: string[] = [];
    const stop = new AbortController();
    const heard = await t.deps.deckChanges.hub.listen(vc.id, stop.signal);
    const listening = (async () => {
      for await (const deckId of heard) changes.push(deckId);
    })();

    const res = await postDeck(t, `/api/pitch/${vc.username}/submit/`, {
      fileName: 'clustered.pdf',
      bytes: smallDeck('cluster'),
    });
    expect(res.statusCode).toBe(201);
    const { id } = deckSubmittedSchema.parse(res.json());
    await eventually(async () => {
      const deck = (await listDecks(t, vc.auth)).find((d) => d.id === id);
      return deck?.status === 'scored' ? deck : undefined;
    }, 'the deck to be scored through the cluster');

    // Every queue key carries the hash tag, so BullMQ's multi-key scripts run in one slot.
    const queue = Object.values(t.deps.queues)[0];
    expect(queue?.opts.prefix).toBe(`{${t.env.REDIS_PREFIX}}`);
    // Pending card, then at least one change as it was scored: pub/sub crosses the cluster's nodes.
    await eventually(
      async () => (changes.filter((deckId) => deckId === id).length >= 2 ? true : undefined),
      'deck changes',
    );
    stop.abort();
    await listening;

    // The worker's job metrics reach the API through the cluster. They are counted once the job has
    // completed, which is after its score was written and announced: wait for them.
    const scoreJobsCounted = /pitchfit_job_duration_seconds_count\{[^}]*job_name="deck\.score"[^}]*\} [1-9]/;
    const metrics = await eventually(async () => {
      const rendered = await renderJobMetrics(t.deps.redis, t.env.REDIS_PREFIX);
      return scoreJobsCounted.test(rendered) ? rendered : undefined;
    }, 'the deck.score job to be counted');
    expect(metrics).toMatch(scoreJobsCounted);
  });

  it('a failure limit holds on the cluster: of many parallel wrong guesses, exactly max are checked', async () => {
    const { max } = RATE_LIMIT_POLICIES.accessCodeFailure;
    let checked = 0;
    const outcomes = await Promise.all(
      Array.from({ length: max * 3 }, () =>
        t.deps.operations.rateLimiter.attempt('accessCodeFailure', '198.51.100.7', async () => {
          checked += 1;
          return false;
        }),
      ),
    );
    expect(checked).toBe(max);
    expect(outcomes.filter((outcome) => !outcome.allowed)).toHaveLength(max * 2);
  });

  it("renews the stream leases of several members' streams held by one process", async () => {
    const leaseMs = 600;
    const prefix = `${t.env.REDIS_PREFIX}-leases`;
    const target = redisTargetOf(t.env);
    const ignore = () => undefined;
    const holder = createDeckStreamLeases(
      t.deps.redis,
      createRedis(target, 'blocking', ignore),
      prefix,
      leaseMs,
    );
    const other = createDeckStreamLeases(
      t.deps.redis,
      createRedis(target, 'blocking', ignore),
      prefix,
      leaseMs,
    );
    try {
      // Members whose keys hash to slots on different nodes (fixed names, so the same nodes each run).
      const members = Array.from({ length: 6 }, (_, i) => `lease-member-${i}`);
      const takenAway: string[] = [];
      holder.onTakenAway((streamId) => takenAway.push(streamId));
      for (const member of members) await holder.acquire(member, `${member}-first`);
      // Several lease times: only a renewed lease still counts now.
      await new Promise((resolve) => setTimeout(resolve, leaseMs * 3));
      // Another process opens the cap's worth of streams for each member: the first stream, still
      // counted, is the one over the cap, and is taken away from the process holding it.
      for (const member of members)
        for (let i = 0; i < DECK_STREAMS_PER_INVESTOR_MAX; i++) await other.acquire(member, `${member}-${i}`);
      await eventually(
        async () => (takenAway.length === members.length ? true : undefined),
        'every first stream to be taken away',
        10_000,
      );
      expect(takenAway.sort()).toEqual(members.map((member) => `${member}-first`).sort());
    } finally {
      holder.close();
      other.close();
    }
  });
});
