import { describe, expect, it } from 'vitest';
import { type DeckScoringContext, scoringDecision } from './scoring-context';

function context(deck: Partial<DeckScoringContext['deck']>, thesisVersion: number): DeckScoringContext {
  return {
    deck: {
      id: 'd',
      investorId: 'i',
      contentHash: 'h',
      status: 'queued',
      scoredThesisVersion: null,
      ...deck,
    },
    thesis: { text: null, version: thesisVersion, answers: [] },
    profileCorrections: null,
  };
}

describe('scoringDecision', () => {
  it('scores a waiting deck for the current version', () => {
    expect(scoringDecision(context({ status: 'queued' }, 2), 2)).toBe('score');
    expect(scoringDecision(context({ status: 'processing', scoredThesisVersion: 1 }, 2), 2)).toBe('score');
  });

  it('skips a job for an older version than the current one', () => {
    expect(scoringDecision(context({ status: 'queued', scoredThesisVersion: 1 }, 3), 2)).toBe('outdated-job');
  });

  it('skips a deck already scored at the current version (a redelivered job)', () => {
    expect(scoringDecision(context({ status: 'scored', scoredThesisVersion: 2 }, 2), 2)).toBe('up-to-date');
  });

  it('rescores a deck whose score is for an older version', () => {
    expect(scoringDecision(context({ status: 'scored', scoredThesisVersion: 1 }, 2), 2)).toBe('score');
  });

  it('leaves a failed deck to a manual recalculation', () => {
    expect(scoringDecision(context({ status: 'failed' }, 2), 2)).toBe('failed');
  });
});
