/**
 * `pnpm test:fleet` (a stage of `pnpm test`): the product as a fleet survives losing an API and a
 * worker. haproxy fronts 2 API processes; 3 worker processes score; Redis Cluster, PgBouncer and
 * s3rver underneath (fleet.ts). Then:
 *   - 60 parallel wrong access-code guesses from one address, spread over both APIs: exactly 10 checked;
 *   - 5 investors each hold their deck stream open through the proxy;
 *   - 200 founders upload, each from an address of their own, to those investors' pitch pages;
 *   - halfway through, one API and one worker are killed with SIGKILL.
 * Asserts 0 decks lost, 0 scored twice, none stuck, and that each stream carried its own investor's
 * decks only, and that every score reached each investor's screen as the web app keeps it: as an
 * event, or by the list fetch that follows each reconnection; a score written while the stream that
 * is still open was listening must have come as an event. Prints its figures. Exits 1 on a failure.
 */
import { RATE_LIMIT_POLICIES } from '@pitchfit/contracts/constants';
import { eq, inArray, sql } from '@pitchfit/db/orm';
import { decks, investors } from '@pitchfit/db/schema';
import { waitFor } from '@pitchfit/testing/wait';
import { benchAuthorization, createBenchInvestor } from '../seed-decks';
import { DeckWatch } from './deck-watch';
import { type Fleet, startFleet } from './fleet';
import { busPublishCounts, watchSubscribers, witnessPublishes } from './fleet-diagnostics';
import { fleetDeck, uploadThroughProxy } from './fleet-uploads';

const INVESTORS = 5;
const UPLOADS = 200;
const PARALLEL_UPLOADS = 8;
const GUESSES = 60;
/**
 * Bounds for a broken run only. On a quiet machine the fleet scores 200 small decks in well under a
 * minute, but a machine shared with other work can be many times slower: a deck not scored while no
 * deck has been scored for SCORING_STALL_MS is stuck (a killed worker's job runs again within about
 * 10 s, and one deck takes seconds), and SCORING_LIMIT_MS caps the whole wait.
 */
const SCORING_STALL_MS = 90_000;
const SCORING_LIMIT_MS = 900_000;
/**
 * A bound for a broken run only: how long the last events may trail the last score. Room for a
 * stream gone silent to be left and caught up with, as the web app's client does after 40 s.
 */
const DELIVERY_LIMIT_MS = 60_000;

const log = (message: string) => console.error(`[test:fleet] ${message}`);
const failures: string[] = [];
const check = (ok: boolean, failure: string) => {
  if (!ok) failures.push(failure);
};

/** Counts every write of a score (decks.scored_at set anew), to find a deck scored twice. */
async function countScoreWrites(fleet: Fleet): Promise<void> {
  const statements = [
    'create table fleet_score_writes (deck_id uuid not null)',
    `create function fleet_score_written() returns trigger language plpgsql as
      'begin insert into fleet_score_writes (deck_id) values (new.id); return new; end'`,
    `create trigger fleet_score_writes after update of scored_at on decks for each row
      when (new.scored_at is not null and new.scored_at is distinct from old.scored_at)
      execute function fleet_score_written()`,
  ];
  for (const statement of statements) await fleet.deps.db.execute(sql.raw(statement));
}

async function guessAccessCodes(fleet: Fleet) {
  const answers = await Promise.all(
    Array.from({ length: GUESSES }, (_, i) =>
      fetch(`${fleet.origin}/api/auth/check-access-verification/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.60' },
        body: JSON.stringify({ access_code: `wrong-guess-${i}` }),
      }).then(async (res) => ({ status: res.status, body: (await res.json()) as { valid?: boolean } })),
    ),
  );
  const checked = answers.filter((answer) => answer.status === 200 && answer.body.valid === false).length;
  const limited = answers.filter((answer) => answer.status === 429).length;
  return { checked, limited };
}

const fleet = await startFleet(log, {
  apis: 2,
  workers: 3,
  apiEnv: process.env.FLEET_API_DEBUG ? { DEBUG: process.env.FLEET_API_DEBUG } : {},
});
const fleetUpMs = Date.now();
const witness = witnessPublishes(fleet.redisPorts, fleet.redisPrefix);
// Printed only when a score never reached its screen: where it was lost.
const subscriberMoves: string[] = [];
const subscribers = watchSubscribers(fleet.redisPorts, (line) => subscriberMoves.push(line), fleetUpMs);
try {
  await countScoreWrites(fleet);

  const { max } = RATE_LIMIT_POLICIES.accessCodeFailure;
  const guesses = await guessAccessCodes(fleet);
  log(
    `${GUESSES} parallel wrong access-code guesses: ${guesses.checked} checked, ${guesses.limited} refused (429)`,
  );
  check(
    guesses.checked === max,
    `${guesses.checked} of ${GUESSES} parallel guesses were checked, not ${max}`,
  );
  check(guesses.limited === GUESSES - max, `${guesses.limited} guesses were refused, not ${GUESSES - max}`);

  const team = await Promise.all(
    Array.from({ length: INVESTORS }, async (_, i) => {
      const investor = await createBenchInvestor(fleet);
      await fleet.deps.db
        .update(investors)
        .set({ thesis: `Seed-stage software companies, fund ${i}: first checks of $250k to $1M.` })
        .where(eq(investors.id, investor.id));
      const token = (await benchAuthorization(fleet, investor.id)).replace(/^Bearer /, '');
      return { ...investor, watch: new DeckWatch(fleet.origin, investor.id, token) };
    }),
  );
  await Promise.all(team.map((member) => member.watch.start()));
  log(`${INVESTORS} investors hold their deck streams open through the proxy`);

  const files = Array.from({ length: UPLOADS }, (_, n) => fleetDeck(n));
  const accepted: string[] = [];
  let next = 0;
  let killed = false;
  let killedAtMs = 0;
  const uploadsStarted = Date.now();
  await Promise.all(
    Array.from({ length: PARALLEL_UPLOADS }, async () => {
      while (next < UPLOADS) {
        const n = next++;
        const member = team[n % INVESTORS];
        const bytes = files[n];
        if (!member || !bytes) throw new Error(`no investor or file for upload ${n}`);
        accepted.push(await uploadThroughProxy(fleet, member.username, n, bytes));
        if (accepted.length === UPLOADS / 2 && !killed) {
          killed = true;
          fleet.apis[0]?.kill('SIGKILL');
          fleet.workers[0]?.kill('SIGKILL');
          killedAtMs = Date.now();
          log(`upload ${accepted.length}: API 1 and worker 1 killed with SIGKILL`);
        }
      }
    }),
  );
  const uploadSeconds = (Date.now() - uploadsStarted) / 1000;

  const ids = [...new Set(accepted)];
  const states = async () =>
    fleet.deps.db
      .select({ id: decks.id, investorId: decks.investorId, status: decks.status, scoredAt: decks.scoredAt })
      .from(decks)
      .where(inArray(decks.id, ids));
  let scored = 0;
  let progressAt = Date.now();
  await waitFor(
    async () => {
      const now = (await states()).filter((deck) => deck.status === 'scored').length;
      if (now > scored) progressAt = Date.now();
      scored = now;
      return scored === ids.length;
    },
    'every accepted deck to be scored',
    SCORING_LIMIT_MS,
    () => Date.now() - progressAt > SCORING_STALL_MS,
  ).catch(() => undefined);
  const final = await states();
  const scoredAts = final.flatMap((deck) => (deck.scoredAt ? [deck.scoredAt.getTime()] : []));
  const lastScoredMs = Math.max(...scoredAts);
  // Publishing is best effort by design (a screen that misses a change sees it on its next read):
  // a change the worker could not publish (Redis busy or failing over) is counted apart. A score is
  // announced as a change of many decks (`deckIds`), the other states one deck at a time (`deckId`).
  const unpublished = () =>
    new Set(
      fleet.workers.flatMap((worker) =>
        worker.logs.flatMap((line) => {
          if (!line.msg.startsWith('deck change not published')) return [];
          const ids = [line.deckId, ...(Array.isArray(line.deckIds) ? line.deckIds : [])];
          return ids.filter((id): id is string => typeof id === 'string');
        }),
      ),
    );
  /** The investor's scored decks their screen does not know of: neither sent as an event nor caught up. */
  const unknownTo = (watch: DeckWatch, notPublished: Set<string>) => {
    const heard = watch.scoredDecks();
    return final.filter(
      (deck) =>
        deck.investorId === watch.investorId &&
        deck.scoredAt !== null &&
        !heard.has(deck.id) &&
        !watch.caughtUp.has(deck.id) &&
        !notPublished.has(deck.id),
    );
  };
  // Each API reads an investor's changes one after another, so a burst's last events trail its last
  // scores by seconds: wait for every score to reach its screen (or the bound).
  const scoringDone = Date.now();
  await waitFor(
    () => {
      const notPublished = unpublished();
      return team.every(({ watch }) => unknownTo(watch, notPublished).length === 0);
    },
    "every score to reach its investor's screen",
    DELIVERY_LIMIT_MS,
  ).catch(() => undefined);
  const deliveryLagSeconds = (Date.now() - scoringDone) / 1000;
  await Promise.all(team.map((member) => member.watch.stop()));

  const lost = UPLOADS - final.length;
  const stuck = final.filter((deck) => deck.status !== 'scored');
  const writes = (await fleet.deps.db.execute(
    sql.raw(
      'select deck_id, count(*)::int as writes from fleet_score_writes group by deck_id having count(*) > 1',
    ),
  )) as unknown as Array<{ deck_id: string; writes: number }>;
  check(ids.length === UPLOADS, `${UPLOADS} distinct files were accepted as ${ids.length} decks`);
  check(lost === 0, `${lost} accepted decks are missing`);
  check(writes.length === 0, `${writes.length} decks were scored more than once`);
  check(
    stuck.length === 0,
    `${stuck.length} decks not scored, no deck scored in the last ${SCORING_STALL_MS / 1000} s: ${stuck.map((deck) => deck.status).join(', ')}`,
  );

  const ownerOf = new Map(final.map((deck) => [deck.id, deck.investorId]));
  const notPublished = unpublished();
  let delivered = 0;
  let caughtUp = 0;
  let unknown = 0;
  let missedWhileListening = 0;
  for (const { watch } of team) {
    const foreign = watch.deckEvents.filter((event) => ownerOf.get(event.deckId) !== watch.investorId);
    check(
      foreign.length === 0,
      `investor ${watch.investorId} was sent ${foreign.length} events of others' decks`,
    );
    const heard = watch.scoredDecks();
    for (const deck of final)
      if (deck.investorId === watch.investorId && heard.has(deck.id)) delivered += 1;
      else if (deck.investorId === watch.investorId && watch.caughtUp.has(deck.id)) caughtUp += 1;
    const openSince = watch.openSince();
    for (const deck of unknownTo(watch, notPublished)) {
      unknown += 1;
      if (openSince !== null && deck.scoredAt && deck.scoredAt.getTime() >= openSince)
        missedWhileListening += 1;
    }
  }
  check(
    unknown === 0,
    `${unknown} scores never reached their investor's screen, neither as an event nor by a catch-up after a reconnection (${missedWhileListening} of them written while the stream still open was listening)`,
  );
  const reconnects = team.reduce((sum, { watch }) => sum + watch.spells.length - 1, 0);
  const silentStreams = team.reduce((sum, { watch }) => sum + watch.silentStreams, 0);

  if (unknown > 0) {
    for (const line of subscriberMoves) log(line);
    const t = (ms: number) => `${((ms - fleetUpMs) / 1000).toFixed(1)}s`;
    log(
      `witnesses heard ${witness.hearings.map((h) => `${h.messages} on :${h.port}`).join(', ')}; bus ${(await busPublishCounts(fleet.redisPorts)).map((c) => `:${c.port} sent ${c.sent} received ${c.received}`).join(', ')}; killed at ${t(killedAtMs)}`,
    );
    for (const [i, { watch }] of team.entries()) {
      const missing = unknownTo(watch, notPublished);
      const spells = watch.spells
        .map((spell) => `${spell.api} ${t(spell.startMs)}-${spell.endMs === null ? 'open' : t(spell.endMs)}`)
        .join(', ');
      const lastEvent = watch.deckEvents.at(-1);
      log(
        `investor ${i + 1}: ${watch.deckEvents.length} events, last at ${lastEvent ? t(lastEvent.atMs) : '-'}; ${missing.length} unknown; spells ${spells}`,
      );
      for (const deck of missing) {
        const scoredMs = deck.scoredAt?.getTime() ?? 0;
        const events = watch.deckEvents
          .filter((event) => event.deckId === deck.id)
          .map((event) => `${event.status}@${t(event.atMs)}`)
          .join(' ');
        const heard = witness.hearings
          .map((h) => `:${h.port} ${(h.byDeck.get(deck.id) ?? []).map(t).join('/')}`)
          .join('; ');
        const later = watch.deckEvents.filter((event) => event.atMs > scoredMs).length;
        log(
          `  deck ${deck.id.slice(0, 8)} scored ${t(scoredMs)}; events [${events}]; ${later} events after; witnesses ${heard}`,
        );
      }
    }
  }

  console.log('\nFleet: haproxy → 2 APIs, 3 workers, Redis Cluster (3 masters), PgBouncer, s3rver');
  console.log(
    `uploads/s: ${(UPLOADS / uploadSeconds).toFixed(1)} (${UPLOADS} uploads, ${PARALLEL_UPLOADS} at a time)`,
  );
  console.log(
    `time until the last deck was scored: ${((lastScoredMs - uploadsStarted) / 1000).toFixed(1)} s from the first upload`,
  );
  console.log(
    `events delivered/expected: ${delivered}/${final.length} scores, the last ${deliveryLagSeconds.toFixed(1)} s after scoring ended (${caughtUp} caught up by the list fetch after one of ${reconnects} reconnections, ${silentStreams} of them from a stream gone silent, ${notPublished.size} not published by a worker, ${unknown} never reached their screen)`,
  );
  console.log(
    `decks lost: ${lost}, scored twice: ${writes.length}, stuck: ${stuck.length}; access-code guesses checked: ${guesses.checked}/${GUESSES}`,
  );
} catch (error) {
  failures.push(error instanceof Error ? (error.stack ?? error.message) : String(error));
} finally {
  witness.close();
  await subscribers.stop();
  await fleet.stop();
}
if (failures.length > 0) {
  for (const failure of failures) console.error(`[test:fleet] FAILED: ${failure}`);
  process.exit(1);
}
console.log('[test:fleet] passed');
process.exit(0);
