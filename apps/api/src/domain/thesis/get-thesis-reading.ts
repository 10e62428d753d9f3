import { DomainError } from '@pitchfit/contracts/errors';
import type { ThesisReading } from '@pitchfit/contracts/thesis-reading';
import type { Database } from '@pitchfit/db/client';
import { thesisReading } from '@pitchfit/scoring/follow-up';
import { thesisSnapshot } from './thesis-snapshot';

/** How Pitchfit reads the investor's thesis now, corrections applied (the thesis reader runs here; no engine). */
export async function getThesisReading(deps: { db: Database }, investorId: string): Promise<ThesisReading> {
  const thesis = await thesisSnapshot(deps.db, investorId);
  if (!thesis) throw new DomainError('NOT_FOUND', 'Investor not found.');
  return { thesis_version: thesis.version, ...thesisReading(thesis) };
}
