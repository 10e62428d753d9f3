import { describe, expect, it } from 'vitest';
import { MATCH_VERDICTS, matchVerdict, matchVerdictLabel, OUT_OF_THESIS_CEILING } from './match-verdict';

describe('match verdicts (issue 26)', () => {
  it('reads 0.7 and above as a fit, 0.4 up to 0.7 as partly, below 0.4 as outside', () => {
    expect(matchVerdict(1)).toBe('fits');
    expect(matchVerdict(0.7)).toBe('fits');
    expect(matchVerdict(0.6999)).toBe('partly');
    expect(matchVerdict(0.4)).toBe('partly');
    expect(matchVerdict(0.3999)).toBe('outside');
    expect(matchVerdict(0)).toBe('outside');
  });

  it('labels each verdict for the investor', () => {
    expect(matchVerdictLabel(0.85)).toBe('Fits your thesis');
    expect(matchVerdictLabel(0.5)).toBe('Partly fits');
    expect(matchVerdictLabel(0.1)).toBe('Outside your thesis');
  });

  it('keeps the engine ceiling for out-of-thesis decks under the partly line', () => {
    const partly = MATCH_VERDICTS.find((v) => v.verdict === 'partly');
    expect(OUT_OF_THESIS_CEILING).toBeLessThan(partly?.min ?? 0);
    expect(matchVerdict(OUT_OF_THESIS_CEILING)).toBe('outside');
  });
});
