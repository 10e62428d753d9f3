/**
 * The deck change hub on a real Redis whose subscriber connection is cut (CLIENT KILL, as a network
 * blip, a failover or an overloaded cluster client's reconnect does). Redis keeps nothing for a
 * subscriber that is away, so a change published meanwhile is lost: every listen must end then, so
 * that each stream ends and its client reconnects and catches up with a list fetch, rather than go on
 * listening deaf (what test:fleet's streams missed under load). A later listen hears changes again.
 */
import { randomUUID } from 'node:crypto';
import { deckChangesChannel } from '@pitchfit/contracts/deck-events';
import { redisTargetOf } from '@pitchfit/contracts/env/redis';
import { createDeckChangeHub, type DeckChangeHub, publishDeckChange } from '@pitchfit/queue/deck-changes';
import { createRedis, createSubscriber, type RedisClient } from '@pitchfit/queue/redis';
import { testRedisPrefix, testRedisUrl } from '@pitchfit/testing/database';
import { type PrivateRedisCluster, startPrivateRedisCluster } from '@pitchfit/testing/private-redis-cluster';
import { waitFor } from '@pitchfit/testing/wait';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ignore = () => undefined;
let prefix: string;
let publisher: Redis;
let hub: DeckChangeHub;

beforeAll(async () => {
  prefix = testRedisPrefix();
  // Queues what it is given until connected: a fail-fast client refused the first publish when it
  // came before the connection was up (seen at load 10).
  publisher = createRedis(testRedisUrl(), 'blocking', ignore);
  const target = redisTargetOf({ REDIS_URL: testRedisUrl() });
  hub = createDeckChangeHub(() => createSubscriber(target, `${prefix}:hub`, ignore), prefix);
});

/** The id of the hub's subscriber connection on the shared Redis, found by its name. */
async function hubConnectionId(): Promise<string> {
  const list = String(await publisher.call('CLIENT', 'LIST', 'TYPE', 'pubsub'));
  const line = list.split('\n').find((entry) => entry.includes(` name=${prefix}:hub `));
  const id = line && /^id=(\d+) /.exec(line)?.[1];
  if (!id) throw new Error('the hub holds no subscriber connection');
  return id;
}
afterAll(async () => {
  await hub?.close();
  publisher?.disconnect();
});

/** Collects what a listen yields; `ended` turns true when it stops yielding. */
function collect(changes: AsyncIterable<string>) {
  const heard: string[] = [];
  const state = { heard, ended: false };
  void (async () => {
    for await (const deckId of changes) heard.push(deckId);
    state.ended = true;
  })();
  return state;
}

describe('deck change hub', () => {
  it('ends every listen when its subscription drops, and a later listen hears changes again', async () => {
    const investorId = randomUUID();
    const stop = new AbortController();
    try {
      const first = collect(await hub.listen(investorId, stop.signal));
      const before = randomUUID();
      await publishDeckChange(publisher, prefix, { investorId, deckId: before });
      await waitFor(() => first.heard.includes(before), 'the change published before the cut', 10_000);

      await publisher.client('KILL', 'ID', await hubConnectionId());
      // Sent on the heels of the cut, before the subscriber can be back: no one receives it.
      const lost = JSON.stringify({ investorId, deckId: randomUUID() });
      expect(await publisher.publish(deckChangesChannel(prefix), lost)).toBe(0);
      await waitFor(() => first.ended, 'the listen to end once its subscription dropped', 10_000);
      expect(first.heard).toEqual([before]);

      const second = collect(await hub.listen(investorId, stop.signal));
      const after = randomUUID();
      await publishDeckChange(publisher, prefix, { investorId, deckId: after });
      await waitFor(() => second.heard.includes(after), 'the change published after the return', 10_000);
      expect(second.ended).toBe(false);
    } finally {
      stop.abort();
    }
  });
});

/**
 * On a Redis Cluster, ioredis subscribes on a connection of its own to one node, apart from its pool.
 * When that connection alone is cut, ioredis picks another node and subscribes again there, and says
 * nothing: neither `close` nor `-node`. What was published meanwhile is lost all the same.
 */
describe('deck change hub on a Redis Cluster', () => {
  let cluster: PrivateRedisCluster;
  let clusterPublisher: RedisClient;
  let clusterHub: DeckChangeHub;
  let clusterPrefix: string;

  beforeAll(async () => {
    cluster = await startPrivateRedisCluster();
    const target = redisTargetOf({ REDIS_URL: testRedisUrl(), REDIS_CLUSTER_NODES: cluster.nodes });
    clusterPrefix = testRedisPrefix();
    // Queues what it is given until the cluster is ready, as the worker's publisher does.
    clusterPublisher = createRedis(target, 'blocking', ignore);
    clusterHub = createDeckChangeHub(
      () => createSubscriber(target, `${clusterPrefix}:hub`, ignore),
      clusterPrefix,
    );
  }, 60_000);
  afterAll(async () => {
    await clusterHub?.close();
    clusterPublisher?.disconnect();
    await cluster?.close();
  });

  /** Cuts every pub/sub connection of every node: the hub's is the only one on this cluster. */
  async function cutSubscriber(): Promise<void> {
    let cut = 0;
    for (const port of cluster.ports) {
      const node = new Redis({ port, host: '127.0.0.1' });
      try {
        cut += Number(await node.call('CLIENT', 'KILL', 'TYPE', 'pubsub'));
      } finally {
        node.disconnect();
      }
    }
    expect(cut).toBe(1);
  }

  it('ends every listen when its subscriber connection is cut and moves, and a later listen hears again', async () => {
    const investorId = randomUUID();
    const stop = new AbortController();
    try {
      const first = collect(await clusterHub.listen(investorId, stop.signal));
      const before = randomUUID();
      await publishDeckChange(clusterPublisher, clusterPrefix, { investorId, deckId: before });
      await waitFor(() => first.heard.includes(before), 'the change published before the cut', 10_000);

      await cutSubscriber();
      await waitFor(() => first.ended, 'the listen to end once its subscriber was cut', 10_000);

      const second = collect(await clusterHub.listen(investorId, stop.signal));
      const after = randomUUID();
      await publishDeckChange(clusterPublisher, clusterPrefix, { investorId, deckId: after });
      await waitFor(() => second.heard.includes(after), 'the change published after the move', 10_000);
      expect(second.ended).toBe(false);
    } finally {
      stop.abort();
    }
  });
});
