import type { RedisTarget } from '@pitchfit/contracts/env/redis';
import { Cluster, Redis, type RedisOptions } from 'ioredis';

export type ConnectionErrorHandler = (error: Error) => void;

/** One Redis server or a Redis Cluster (REDIS_CLUSTER_NODES): both answer every command we send. */
export type RedisClient = Redis | Cluster;

/** Reports at most one connection error per interval, so a Redis outage logs a line, not a flood. */
export function throttledErrorHandler(
  report: ConnectionErrorHandler,
  intervalMs = 30_000,
): ConnectionErrorHandler {
  let last = 0;
  return (error) => {
    const now = Date.now();
    if (now - last < intervalMs) return;
    last = now;
    report(error);
  };
}

/**
 * BullMQ needs `maxRetriesPerRequest: null` on connections that block (workers, queue events);
 * producers in a request path instead fail fast so an HTTP call never hangs on a dead Redis.
 * Given a target with cluster nodes, a Cluster client, whose nodes get the same options.
 */
export function createRedis(
  target: string,
  role: 'blocking' | 'producer',
  onError: ConnectionErrorHandler,
): Redis;
export function createRedis(
  target: RedisTarget,
  role: 'blocking' | 'producer',
  onError: ConnectionErrorHandler,
): RedisClient;
export function createRedis(
  target: string | RedisTarget,
  role: 'blocking' | 'producer',
  onError: ConnectionErrorHandler,
): RedisClient {
  const options = {
    maxRetriesPerRequest: role === 'blocking' ? null : 1,
    enableOfflineQueue: role === 'blocking',
    connectTimeout: 5_000,
  } satisfies RedisOptions;
  const url = typeof target === 'string' ? target : target.url;
  const client =
    typeof target === 'string' || target.clusterNodes === null
      ? new Redis(url, options)
      : new Cluster(target.clusterNodes, {
          enableOfflineQueue: options.enableOfflineQueue,
          // ioredis gives a slots refresh 1 s: on a loaded host it times out, and the client drops
          // every node and reconnects (a process that never becomes ready; deck streams that end).
          slotsRefreshTimeout: options.connectTimeout,
          redisOptions: { ...options, ...credentialsOf(url) },
        });
  client.on('error', onError);
  return client;
}

/**
 * A connection for pub/sub that says when it drops, and never comes back by itself: to the one
 * server, or on a cluster to one of its seed nodes picked at random (a PUBLISH reaches every node).
 * Redis keeps nothing for a subscriber that is away, so a connection that came back quietly would
 * have missed what was published meanwhile without its owner knowing. ioredis's own cluster
 * subscriber does just that: when its connection drops it subscribes again on another node and emits
 * nothing. This one ends instead (`close`, then `end`), and its owner opens another.
 */
export function createSubscriber(target: RedisTarget, name: string, onError: ConnectionErrorHandler): Redis {
  const options = {
    maxRetriesPerRequest: null,
    enableOfflineQueue: true,
    connectTimeout: 5_000,
    retryStrategy: () => null,
    // CLIENT SETNAME takes no spaces: the prefix is the operator's to choose.
    connectionName: name.replace(/\s/g, '_'),
  } satisfies RedisOptions;
  const nodes = target.clusterNodes;
  const node = nodes?.[Math.floor(Math.random() * nodes.length)];
  const client = node
    ? new Redis({ ...options, host: node.host, port: node.port, ...credentialsOf(target.url) })
    : new Redis(target.url, options);
  client.on('error', onError);
  return client;
}

function credentialsOf(url: string): Pick<RedisOptions, 'username' | 'password'> {
  const parsed = new URL(url);
  return {
    ...(parsed.username ? { username: decodeURIComponent(parsed.username) } : {}),
    ...(parsed.password ? { password: decodeURIComponent(parsed.password) } : {}),
  };
}

/**
 * The key prefix of the queues. On a Redis Cluster every key of a queue must hash to one slot (BullMQ
 * runs multi-key scripts), so the prefix becomes a hash tag, `{pitchfit}`, unless it holds one.
 */
export function queuePrefix(connection: RedisClient, prefix: string): string {
  return connection instanceof Cluster && !/\{[^}]+\}/.test(prefix) ? `{${prefix}}` : prefix;
}

/** Closes gracefully when Redis answers; otherwise, after `timeoutMs`, drops the connection. */
export async function closeWithin(close: () => Promise<unknown>, timeoutMs: number): Promise<void> {
  const deadline = new Promise<void>((resolve) => setTimeout(resolve, timeoutMs).unref());
  await Promise.race([close().catch(() => undefined), deadline]);
}
