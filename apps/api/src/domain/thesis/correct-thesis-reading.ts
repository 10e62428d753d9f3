import { isDeepStrictEqual } from 'node:util';
import { DomainError } from '@pitchfit/contracts/errors';
import type { FundActor } from '@pitchfit/contracts/fund';
import type { ReadingCorrections, ThesisReading } from '@pitchfit/contracts/thesis-reading';
import type { Database } from '@pitchfit/db/client';
import { eq } from '@pitchfit/db/orm';
import { investors, thesisReadings } from '@pitchfit/db/schema';
import type { Queues } from '@pitchfit/queue/queues';
import type { Logger } from 'pino';
import { assertFundOwner } from '../fund/assert-fund-owner';
import { announceThesisChange, bumpThesisVersion, queueRescoring } from '../profile/thesis-change';
import { getThesisReading } from './get-thesis-reading';
import { latestCorrections } from './thesis-snapshot';

export interface CorrectReadingDeps {
  db: Database;
  queues: Queues;
  logger: Pick<Logger, 'warn'>;
  deckChanges: Parameters<typeof announceThesisChange>[0]['deckChanges'];
}

/**
 * Replaces the investor's corrections of the reading. They are part of the thesis a deck is
 * matched against, so a change is a new thesis version stored beside the text: every score goes
 * stale and the decks are rescored, as for a thesis edit. The same set again changes nothing.
 */
export async function correctThesisReading(
  deps: CorrectReadingDeps,
  actor: FundActor,
  corrections: ReadingCorrections,
): Promise<ThesisReading & { decks_rescored: number }> {
  assertFundOwner(actor);
  const investorId = actor.fundId;
  const outcome = await deps.db.transaction(async (tx) => {
    // Serialises with a concurrent thesis change or answers, as they do with each other.
    const [investor] = await tx
      .select({ thesisVersion: investors.thesisVersion })
      .from(investors)
      .where(eq(investors.id, investorId))
      .for('update');
    if (!investor) throw new DomainError('NOT_FOUND', 'Investor not found.');
    if (isDeepStrictEqual(await latestCorrections(tx, investorId), corrections))
      return { changed: false, thesisVersion: investor.thesisVersion, decksQueued: 0 };
    const change = await bumpThesisVersion(tx, investorId);
    await tx.insert(thesisReadings).values({ investorId, thesisVersion: change.thesisVersion, corrections });
    return { changed: true, ...change };
  });
  if (outcome.changed) {
    await queueRescoring(deps, investorId, outcome.thesisVersion);
    await announceThesisChange(deps, investorId);
  }
  return { ...(await getThesisReading(deps, investorId)), decks_rescored: outcome.decksQueued };
}
