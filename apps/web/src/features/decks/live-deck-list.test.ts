import type { Deck } from '@pitchfit/contracts/deck';
import { describe, expect, it } from 'vitest';
import { testDeck } from '../../../test/test-deck';
import { type DeckList, withDeck } from './live-deck-list';

const deck = (id: string, overrides: Partial<Deck> = {}): Deck =>
  testDeck({ id, file_name: `${id}.pdf`, ...overrides });

const list = (...decks: Deck[]): DeckList => ({ results: decks, count: decks.length, next_page: null });

describe('withDeck', () => {
  it('adds a new pending deck after the scored ones and counts it', () => {
    const next = withDeck(
      list(deck('a', { match_score: 0.9 }), deck('b', { match_score: 0.4 })),
      deck('new', { status: 'queued', match_score: null }),
    );
    expect(next.results.map((d) => d.id)).toEqual(['a', 'b', 'new']);
    expect(next.count).toBe(3);
  });

  it('replaces a known deck in place of its old state and ranks it by its new score', () => {
    const next = withDeck(
      list(deck('a', { match_score: 0.6 }), deck('p', { status: 'processing', match_score: null })),
      deck('p', { status: 'scored', match_score: 0.8 }),
    );
    expect(next.results.map((d) => [d.id, d.status])).toEqual([
      ['p', 'scored'],
      ['a', 'scored'],
    ]);
    expect(next.count).toBe(2);
  });

  it('ranks unscored decks newest first, like the API', () => {
    const older = deck('old', { match_score: null, uploaded_at: '2026-01-01T00:00:00.000Z' });
    const newer = deck('new', { match_score: null, uploaded_at: '2026-02-01T00:00:00.000Z' });
    expect(withDeck(list(older), newer).results.map((d) => d.id)).toEqual(['new', 'old']);
  });

  it('puts a new version in its previous version’s place, and keeps a late change to the old one out', () => {
    const v1 = deck('v1', { match_score: 0.5 });
    const v2 = deck('v2', { status: 'queued', match_score: null, version: 2, previous_deck_id: 'v1' });
    const withV2 = withDeck(list(deck('a', { match_score: 0.9 }), v1), v2);
    expect(withV2.results.map((d) => d.id)).toEqual(['a', 'v2']);
    expect(withV2.count).toBe(2);
    // The old version finishing its rescoring afterwards changes nothing.
    expect(withDeck(withV2, deck('v1', { match_score: 0.7 }))).toEqual(withV2);
  });
});
