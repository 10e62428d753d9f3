import { isDeepStrictEqual } from 'node:util';
import type { FundActor } from '@pitchfit/contracts/fund';
import type { ReadingCorrections, ThesisReading } from '@pitchfit/contracts/thesis-reading';
import { thesisReadings } from '@pitchfit/db/schema';
import type { DeckDeps } from '@pitchfit/decks/lifecycle';
import { thesisChanged } from '@pitchfit/decks/thesis-changed';
import { assertFundOwner } from '../fund/assert-fund-owner';
import { getThesisReading, type ThesisReadingDeps } from './get-thesis-reading';
import { latestCorrections } from './thesis-snapshot';

/**
 * Replaces the investor's corrections of the reading. They are part of the thesis a deck is
 * matched against, so a change is a new thesis version stored beside the text: every score goes
 * stale and the decks are rescored, as for a thesis edit. The same set again changes nothing.
 */
export async function correctThesisReading(
  deps: DeckDeps & ThesisReadingDeps,
  actor: FundActor,
  corrections: ReadingCorrections,
): Promise<ThesisReading & { decks_rescored: number }> {
  assertFundOwner(actor);
  const investorId = actor.fundId;
  const outcome = await thesisChanged(deps, investorId, async (tx, now) => {
    if (isDeepStrictEqual(await latestCorrections(tx, investorId), corrections)) return null;
    await tx.insert(thesisReadings).values({ investorId, thesisVersion: now.nextVersion, corrections });
    return {};
  });
  return { ...(await getThesisReading(deps, investorId)), decks_rescored: outcome.decksQueued };
}
