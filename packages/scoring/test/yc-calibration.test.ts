import { corpusDir, skipWithoutCorpus } from '@pitchfit/testing/corpus';
import { describe, expect, it } from 'vitest';
import { mapCorpusApplications } from '../scripts/yc-application-mapping';
import { assessApplication } from '../src/application/builtin/assess';

/**
 * Calibration guard: the five accepted YC applications of the corpus must stay out of the low band.
 * The expected figures are in docs/simulator-grading.md; this only pins the band, so ordinary
 * rubric changes do not need the test rewritten.
 */
describe.skipIf(skipWithoutCorpus())('calibration on the corpus YC applications', () => {
  const mapped = skipWithoutCorpus() ? [] : mapCorpusApplications(corpusDir());

  it('maps all five applications', () => {
    expect(mapped.map((m) => m.file)).toHaveLength(5);
  });

  it.each(mapped.map((m) => [m.file, m] as const))('%s scores 0.5 or more', (_file, { application }) => {
    expect(assessApplication(application).result.score).toBeGreaterThanOrEqual(0.5);
  });

  it('marks the fields an application does not answer (every quoted excerpt was checked against its file)', () => {
    const dropbox = mapped.find((m) => m.file.startsWith('dropbox'));
    expect(dropbox?.notStated).toEqual(['marketSize', 'amountRaising', 'valuationExpectation', 'burnRate']);
  });
});
