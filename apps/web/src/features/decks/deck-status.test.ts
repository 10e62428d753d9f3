import { describe, expect, it } from 'vitest';
import { testDeck } from '../../../test/test-deck';
import { DECK_POLL_MS, deckPollInterval, deckStatusLabel, finishedScoring, recentDecks } from './deck-status';

describe('deckPollInterval', () => {
  it('polls quickly while any deck is queued or processing', () => {
    expect(deckPollInterval([testDeck(), testDeck({ status: 'queued' })])).toBe(DECK_POLL_MS.scoring);
    expect(deckPollInterval([testDeck({ status: 'processing' })])).toBe(DECK_POLL_MS.scoring);
  });

  it('polls slowly once every deck is scored or failed, and before the first answer', () => {
    expect(deckPollInterval([testDeck(), testDeck({ status: 'failed' })])).toBe(DECK_POLL_MS.idle);
    expect(deckPollInterval([])).toBe(DECK_POLL_MS.idle);
    expect(deckPollInterval(undefined)).toBe(DECK_POLL_MS.idle);
  });
});

describe('deckStatusLabel', () => {
  it('tells a first scoring from a rescoring that keeps the old score', () => {
    expect(deckStatusLabel(testDeck({ status: 'queued', match_score: null }))).toBe('Queued for scoring');
    expect(deckStatusLabel(testDeck({ status: 'queued', match_score: 0.7 }))).toBe('Rescoring queued');
    expect(deckStatusLabel(testDeck({ status: 'processing' }))).toBe('Scoring…');
    expect(deckStatusLabel(testDeck({ status: 'failed' }))).toBe('Scoring failed');
    expect(deckStatusLabel(testDeck())).toBeNull();
  });
});

describe('recentDecks', () => {
  it('keeps the newest submissions, newest first, whatever their score', () => {
    const decks = ['2026-01-01', '2026-03-01', '2026-02-01', '2026-04-01', '2026-01-15'].map((day, i) =>
      testDeck({ id: `d${i}`, uploaded_at: `${day}T09:00:00.000Z`, match_score: i / 10 }),
    );
    expect(recentDecks(decks, 4).map((d) => d.id)).toEqual(['d3', 'd1', 'd2', 'd4']);
    expect(decks.map((d) => d.id)).toEqual(['d0', 'd1', 'd2', 'd3', 'd4']);
  });
});

describe('finishedScoring', () => {
  it('reports decks that went from scoring to scored or failed since the last list', () => {
    const before = [
      testDeck({ id: 'a', status: 'queued' }),
      testDeck({ id: 'b', status: 'processing' }),
      testDeck({ id: 'c', status: 'processing' }),
      testDeck({ id: 'd' }),
    ];
    const after = [
      testDeck({ id: 'a' }),
      testDeck({ id: 'b', status: 'failed' }),
      testDeck({ id: 'c', status: 'processing' }),
      testDeck({ id: 'd' }),
      testDeck({ id: 'new' }),
    ];
    expect(finishedScoring(before, after).map((d) => d.id)).toEqual(['a', 'b']);
  });
});
