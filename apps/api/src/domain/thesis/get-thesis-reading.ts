import { DomainError } from '@pitchfit/contracts/errors';
import type { ThesisReading } from '@pitchfit/contracts/thesis-reading';
import type { Database } from '@pitchfit/db/client';
import type { AppDeps } from '../../deps';
import { thesisSnapshot } from './thesis-snapshot';

export type ThesisReadingDeps = { db: Database } & Pick<AppDeps, 'thesisReading'>;

/** How Pitchfit reads the investor's thesis now, corrections applied (the thesis reader's thread reads it; no engine). */
export async function getThesisReading(deps: ThesisReadingDeps, investorId: string): Promise<ThesisReading> {
  const thesis = await thesisSnapshot(deps.db, investorId);
  if (!thesis) throw new DomainError('NOT_FOUND', 'Investor not found.');
  return { thesis_version: thesis.version, ...(await deps.thesisReading(thesis)) };
}
