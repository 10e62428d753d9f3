import { DECK_STREAMS_PER_INVESTOR_MAX } from '@pitchfit/contracts/constants';
import type { RedisClient } from '@pitchfit/queue/redis';

/**
 * How long an open stream counts without its process renewing it. A process that dies (a crash, the
 * OOM killer) renews nothing: its streams stop counting after this, not never.
 */
export const DECK_STREAM_LEASE_MS = 30_000;

/**
 * Takes a lease for one stream, in one step for every API process: drops the investor's leases that
 * ran out, adds this one in the order streams opened (a counter, so the order holds across
 * processes), and if the investor now holds more than the cap, removes the oldest and publishes
 * their ids, so the process holding each ends it. Returns the ids taken away.
 * KEYS: order (zset id → opening number), leases (zset id → expiry ms), counter. ARGV: id, now,
 * lease ms, cap, channel.
 */
const ACQUIRE = `
local expired = redis.call('ZRANGEBYSCORE', KEYS[2], '-inf', ARGV[2])
for _, id in ipairs(expired) do
  redis.call('ZREM', KEYS[1], id)
  redis.call('ZREM', KEYS[2], id)
end
redis.call('ZADD', KEYS[1], redis.call('INCR', KEYS[3]), ARGV[1])
redis.call('ZADD', KEYS[2], tonumber(ARGV[2]) + tonumber(ARGV[3]), ARGV[1])
local over = redis.call('ZCARD', KEYS[1]) - tonumber(ARGV[4])
local evicted = {}
if over > 0 then
  evicted = redis.call('ZRANGE', KEYS[1], 0, over - 1)
  for _, id in ipairs(evicted) do
    redis.call('ZREM', KEYS[1], id)
    redis.call('ZREM', KEYS[2], id)
    redis.call('PUBLISH', ARGV[5], id)
  end
end
for i = 1, 3 do redis.call('PEXPIRE', KEYS[i], tonumber(ARGV[3]) * 2) end
return evicted
`;

export interface DeckStreamLeases {
  /**
   * Counts a new stream of the investor across every API process, and takes the oldest over
   * DECK_STREAMS_PER_INVESTOR_MAX away from whichever process holds them (their `onTakenAway`).
   */
  acquire(investorId: string, streamId: string): Promise<void>;
  /** The stream ended: it no longer counts. */
  release(investorId: string, streamId: string): Promise<void>;
  /** Called with the id of each of this process's streams whose lease was taken away. */
  onTakenAway(handler: (streamId: string) => void): void;
  close(): void;
}

/**
 * The investors' open deck streams counted in Redis, so the cap holds across API processes (B5: it
 * held per process, and N processes let an investor hold N times the cap). Each stream holds a lease
 * its process renews; a stream taken away is announced on a channel every process hears, and a
 * renewal that finds its lease gone ends the stream too (an announcement missed while reconnecting).
 * `subscriber` is given over to subscriber mode.
 */
export function createDeckStreamLeases(
  redis: RedisClient,
  subscriber: RedisClient,
  redisPrefix: string,
  leaseMs = DECK_STREAM_LEASE_MS,
): DeckStreamLeases {
  const channel = `${redisPrefix}:deck-streams:taken-away`;
  // The investor's keys share a hash tag: one script touches them all, on a cluster too.
  const keys = (investorId: string) => {
    const base = `${redisPrefix}:{deck-streams:${investorId}}`;
    return { order: `${base}:order`, leases: `${base}:leases`, counter: `${base}:counter` };
  };
  const held = new Map<string, string>();
  const handlers: Array<(streamId: string) => void> = [];
  const takenAway = (streamId: string) => {
    if (!held.delete(streamId)) return;
    for (const handler of handlers) handler(streamId);
  };
  subscriber.on('message', (from: string, streamId: string) => {
    if (from === channel) takenAway(streamId);
  });
  let subscribed: Promise<unknown> | null = null;

  /**
   * Renews this process's leases, one pipeline per member: a member's keys share a hash tag, so on a
   * cluster each pipeline goes to one node (a pipeline over several members' keys is refused there,
   * and no lease was ever renewed).
   */
  const renew = async () => {
    const expiry = Date.now() + leaseMs;
    const byMember = new Map<string, string[]>();
    for (const [streamId, memberId] of held) {
      const streamIds = byMember.get(memberId);
      if (streamIds) streamIds.push(streamId);
      else byMember.set(memberId, [streamId]);
    }
    await Promise.all(
      [...byMember].map(async ([memberId, streamIds]) => {
        const { order, leases, counter } = keys(memberId);
        const pipeline = redis.pipeline();
        for (const streamId of streamIds) pipeline.zadd(leases, 'XX', 'CH', expiry, streamId);
        // The counter too: once it ran out, the next stream's opening number started again at 1,
        // tied with the oldest, and the cap could take away the newest stream instead.
        for (const key of [leases, order, counter]) pipeline.pexpire(key, leaseMs * 2);
        const results = (await pipeline.exec()) ?? [];
        streamIds.forEach((streamId, i) => {
          const [error, changed] = results[i] ?? [];
          if (!error && changed === 0) takenAway(streamId);
        });
      }),
    );
  };
  // Three chances to renew per lease.
  const renewal = setInterval(() => {
    // Redis unreachable: the streams end with the hub's subscription anyway; the next renewal retries.
    renew().catch(() => undefined);
  }, leaseMs / 3);
  renewal.unref();

  return {
    async acquire(investorId, streamId) {
      subscribed ??= subscriber.subscribe(channel).catch((error: unknown) => {
        subscribed = null;
        throw error;
      });
      await subscribed;
      held.set(streamId, investorId);
      const { order, leases, counter } = keys(investorId);
      await redis.eval(
        ACQUIRE,
        3,
        order,
        leases,
        counter,
        streamId,
        Date.now(),
        leaseMs,
        DECK_STREAMS_PER_INVESTOR_MAX,
        channel,
      );
    },
    async release(investorId, streamId) {
      held.delete(streamId);
      const { order, leases } = keys(investorId);
      await redis.multi().zrem(order, streamId).zrem(leases, streamId).exec();
    },
    onTakenAway(handler) {
      handlers.push(handler);
    },
    close() {
      clearInterval(renewal);
      held.clear();
      subscriber.disconnect();
    },
  };
}
