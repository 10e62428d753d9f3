import { SIMULATOR_MESSAGES } from '@pitchfit/contracts/messages';
import { describe, expect, it } from 'vitest';
import { consistentEvaluation } from './evaluation-consistency';

describe('consistentEvaluation', () => {
  it('adds the low-band phrase below 0.5 and keeps the original text', () => {
    const fixed = consistentEvaluation(0.3, 'The idea is interesting but the answers are thin.');
    expect(fixed).toContain(SIMULATOR_MESSAGES.lowBandPhrase);
    expect(fixed).toContain('The idea is interesting but the answers are thin.');
  });

  it('leaves a low-band text that already has the exact phrase alone', () => {
    expect(consistentEvaluation(0.2, 'This needs significant improvement: add numbers.')).toBe(
      'This needs significant improvement: add numbers.',
    );
  });

  it('does not accept the phrase in another case, since the web check may be case-sensitive', () => {
    const fixed = consistentEvaluation(0.2, 'Needs Significant Improvement.');
    expect(fixed).toContain(SIMULATOR_MESSAGES.lowBandPhrase);
  });

  it('drops sentences with harsh words at 0.5 or more', () => {
    const fixed = consistentEvaluation(
      0.72,
      'Strong team and traction. The market answer is inadequate. Add a source.',
    );
    expect(fixed).toBe('Strong team and traction. Add a source.');
  });

  it('falls back to the canned text of the band when nothing is left', () => {
    expect(consistentEvaluation(0.55, 'Offensive and inadequate.')).toBe(
      SIMULATOR_MESSAGES.cannedEvaluation.moderate,
    );
    expect(consistentEvaluation(0.9, '   ')).toBe(SIMULATOR_MESSAGES.cannedEvaluation.strong);
    expect(consistentEvaluation(0.1, '')).toBe(SIMULATOR_MESSAGES.cannedEvaluation['needs-improvement']);
  });
});
