/**
 * `pnpm bench:fleet`: how the fleet of `pnpm test:fleet` (fleet.ts: haproxy, Redis Cluster, PgBouncer,
 * s3rver, built apps) scales on this machine.
 *   - Decks per minute with 1, 2 and 4 worker processes (one API): DECKS small text decks uploaded
 *     through the proxy, 8 at a time, from the first upload to the last score written; and per core.
 *   - The API's requests/s with 1 and 2 replicas behind the proxy: an investor's ranked deck list
 *     (GET /api/decks/top/, signed in), autocannon in a process of its own.
 * Each configuration is a fleet of its own, started and removed here.
 */
import { availableParallelism } from 'node:os';
import { inArray } from '@pitchfit/db/orm';
import { decks } from '@pitchfit/db/schema';
import { waitFor } from '@pitchfit/testing/wait';
import { runAutocannon } from '../load-autocannon';
import { createBenchInvestor } from '../seed-decks';
import { loadAverageText } from '../stats';
import { type FleetOptions, startFleet } from './fleet';
import { fleetDeck, uploadThroughProxy } from './fleet-uploads';

const DECKS = 60;
const PARALLEL_UPLOADS = 8;
const WORKER_COUNTS = [1, 2, 4];
const API_COUNTS = [1, 2];
const LOAD_SECONDS = 10;
const LOAD_CONNECTIONS = 20;
const log = (message: string) => console.error(`[bench:fleet] ${message}`);

async function withFleet<T>(
  options: FleetOptions,
  measure: (fleet: Awaited<ReturnType<typeof startFleet>>) => Promise<T>,
) {
  const fleet = await startFleet(log, options);
  try {
    return await measure(fleet);
  } finally {
    await fleet.stop();
  }
}

async function decksPerMinute(workers: number): Promise<number> {
  return withFleet({ apis: 1, workers }, async (fleet) => {
    const investor = await createBenchInvestor(fleet);
    const files = Array.from({ length: DECKS }, (_, n) => fleetDeck(n));
    const ids: string[] = [];
    let next = 0;
    const started = Date.now();
    await Promise.all(
      Array.from({ length: PARALLEL_UPLOADS }, async () => {
        while (next < DECKS) {
          const n = next++;
          ids.push(await uploadThroughProxy(fleet, investor.username, n, files[n] ?? Buffer.alloc(0)));
        }
      }),
    );
    const scoredAts = async () =>
      (
        await fleet.deps.db
          .select({ status: decks.status, scoredAt: decks.scoredAt })
          .from(decks)
          .where(inArray(decks.id, ids))
      )
        .filter((deck) => deck.status === 'scored')
        .flatMap((deck) => (deck.scoredAt ? [deck.scoredAt.getTime()] : []));
    await waitFor(async () => (await scoredAts()).length === DECKS, `${DECKS} decks to be scored`, 600_000);
    const seconds = (Math.max(...(await scoredAts())) - started) / 1000;
    return (DECKS / seconds) * 60;
  });
}

async function apiRequestsPerSecond(apis: number): Promise<number> {
  return withFleet({ apis, workers: 0 }, async (fleet) => {
    const investor = await createBenchInvestor(fleet);
    const run = {
      url: `${fleet.origin}/api/decks/top/`,
      connections: LOAD_CONNECTIONS,
      headers: { authorization: investor.authorization },
    };
    await runAutocannon({ ...run, seconds: 3 });
    return (await runAutocannon({ ...run, seconds: LOAD_SECONDS })).rps;
  });
}

const cores = availableParallelism();
const loadAtStart = loadAverageText();
const deckRows: string[] = [];
for (const workers of WORKER_COUNTS) {
  log(`decks/min with ${workers} worker process(es)`);
  const rate = await decksPerMinute(workers);
  deckRows.push(`| ${workers} | ${rate.toFixed(0)} | ${(rate / cores).toFixed(0)} |`);
}
const apiRows: string[] = [];
for (const apis of API_COUNTS) {
  log(`API requests/s with ${apis} replica(s) behind haproxy`);
  apiRows.push(`| ${apis} | ${(await apiRequestsPerSecond(apis)).toFixed(0)} |`);
}
console.log(`
Fleet scaling on this machine (${cores} cores); load average at the start: ${loadAtStart}, at the end: ${loadAverageText()}

Decks scored per minute, ${DECKS} small text decks uploaded through haproxy ${PARALLEL_UPLOADS} at a time, first upload to last score
| worker processes | decks/min | per core |
|---|---|---|
${deckRows.join('\n')}

API requests/s behind haproxy, GET /api/decks/top/ signed in, ${LOAD_CONNECTIONS} connections, ${LOAD_SECONDS} s
| API replicas | requests/s |
|---|---|
${apiRows.join('\n')}
`);
process.exit(0);
