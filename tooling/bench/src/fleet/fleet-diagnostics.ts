import { execFile, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { promisify } from 'node:util';
import { deckChangeSchema, deckChangesChannel } from '@pitchfit/contracts/deck-events';

const run = promisify(execFile);
const redisCli = async (port: number, ...args: string[]) =>
  (await run('redis-cli', ['-p', String(port), ...args])).stdout;

/** One node's view of the deck-change channel: when it delivered each deck's messages. */
export interface NodeHearing {
  port: number;
  messages: number;
  byDeck: Map<string, number[]>;
}

/**
 * Listens to the deck-change channel on every node of the cluster on its own (Debian's redis-cli), as
 * a witness: a message published on one node reaches the others over the cluster bus, so each node
 * should hear the same. Tells a change no one published from one the bus or an API's subscriber lost.
 */
export function witnessPublishes(ports: number[], redisPrefix: string) {
  const channel = deckChangesChannel(redisPrefix);
  const hearings: NodeHearing[] = [];
  const children = ports.map((port) => {
    const child = spawn('redis-cli', ['-p', String(port), '--csv', 'subscribe', channel], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const hearing: NodeHearing = { port, messages: 0, byDeck: new Map() };
    hearings.push(hearing);
    const lines = createInterface({ input: child.stdout });
    lines.on('line', (line) => {
      // "message","<channel>","<json with doubled quotes>"
      const match = /^"message","[^"]*","(.*)"$/.exec(line);
      if (!match?.[1]) return;
      hearing.messages += 1;
      const text = match[1].replace(/\\"/g, '"');
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        return;
      }
      const parsed = deckChangeSchema.safeParse(body);
      if (!parsed.success) return;
      const change = parsed.data;
      for (const deckId of 'deckId' in change ? [change.deckId] : change.deckIds) {
        const times = hearing.byDeck.get(deckId) ?? [];
        times.push(Date.now());
        hearing.byDeck.set(deckId, times);
      }
    });
    return child;
  });
  return {
    hearings,
    close: () => {
      for (const child of children) child.kill('SIGKILL');
    },
  };
}

/** Every pub/sub connection each node holds, sampled every 250 ms; each appearance and departure logged. */
export function watchSubscribers(ports: number[], log: (message: string) => void, startMs: number) {
  const seen = new Map<string, string>();
  let stopped = false;
  const sample = async () => {
    const now = new Map<string, string>();
    await Promise.all(
      ports.map(async (port) => {
        const list = await redisCli(port, 'client', 'list', 'type', 'pubsub').catch(() => '');
        for (const line of list.split('\n')) {
          const fields = Object.fromEntries(
            line
              .trim()
              .split(' ')
              .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
          ) as Record<string, string>;
          // The witnesses (redis-cli, unnamed) are left out.
          if (!fields.id || fields.name === '') continue;
          now.set(
            `${port}#${fields.id}`,
            `${fields.addr} name=${fields.name} sub=${fields.sub} cmd=${fields.cmd}`,
          );
        }
      }),
    );
    const t = ((Date.now() - startMs) / 1000).toFixed(1);
    for (const [key, what] of now) if (!seen.has(key)) log(`t=${t}s pubsub + node ${key} ${what}`);
    for (const [key, what] of seen) if (!now.has(key)) log(`t=${t}s pubsub - node ${key} ${what}`);
    seen.clear();
    for (const [key, what] of now) seen.set(key, what);
  };
  const loop = (async () => {
    while (!stopped) {
      await sample().catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();
  return {
    stop: async () => {
      stopped = true;
      await loop;
    },
  };
}

/** The cluster bus's own count of PUBLISH messages sent to and received from other nodes. */
export function busPublishCounts(ports: number[]) {
  return Promise.all(
    ports.map(async (port) => {
      const info = await redisCli(port, 'cluster', 'info');
      const read = (name: string) => Number(new RegExp(`${name}:(\\d+)`).exec(info)?.[1] ?? 0);
      return {
        port,
        sent: read('cluster_stats_messages_publish_sent'),
        received: read('cluster_stats_messages_publish_received'),
      };
    }),
  );
}
