import { WHAT_IF } from '@pitchfit/contracts/thesis-reading';
import { describe, expect, it } from 'vitest';
import { documentOf, LEDGERLY_PAGES } from '../../../test/deck-document';
import { extractDeckBuiltin } from './extract';
import { matchDeckBuiltin } from './match';
import type { ThesisInput } from './types';
import { type WhatIfDeck, whatIf } from './what-if';

const ledgerly = extractDeckBuiltin(documentOf(LEDGERLY_PAGES), 'hash-ledgerly');
const petVet = extractDeckBuiltin(
  documentOf([
    'PawCare\nHome visits by vets for pet parents',
    'Ask\nRaising ₹ 20 Cr Seed round in Bangalore, India',
  ]),
  'hash-pets',
);
const thesis = (text: string): ThesisInput => ({ text, version: 1, answers: [] });
const SAVED = thesis('We back seed fintech in Europe. We avoid bookkeeping tools.');

/** Eleven decks scored under the saved thesis, as the dashboard shows them now. */
function decksScoredUnder(saved: ThesisInput): WhatIfDeck[] {
  return Array.from({ length: WHAT_IF.topSize + 1 }, (_, index) => {
    const extraction = index === 0 ? ledgerly : petVet;
    const match = matchDeckBuiltin(extraction, saved);
    return {
      id: `deck-${index}`,
      name: index === 0 ? 'Ledgerly' : `PawCare ${index}`,
      extraction,
      score: match.matchScore,
      reasoning: Object.fromEntries(match.parts.map((part) => [part.part, part.reasoning])),
    };
  });
}

describe('whatIf', () => {
  it('says nothing moves under the saved thesis', () => {
    expect(whatIf(decksScoredUnder(SAVED), SAVED)).toMatchObject({
      decks_compared: 11,
      entering_top: [],
      leaving_top: [],
      biggest_up: [],
      biggest_down: [],
    });
  });

  it('lists the decks entering and leaving the top 10 and the biggest moves, each with its reason', () => {
    const decks = decksScoredUnder(SAVED);
    // A pet-care thesis: Ledgerly falls out of the top 10, a pet deck comes in.
    const moves = whatIf(decks, thesis('We back seed pet care companies in India. We avoid fintech.'));
    expect(moves.leaving_top.map((m) => m.name)).toEqual(['Ledgerly']);
    expect(moves.entering_top).toHaveLength(1);
    expect(moves.biggest_down[0]).toMatchObject({
      name: 'Ledgerly',
      reason: expect.stringMatching(/^Excluded/),
    });
    expect(moves.biggest_up.length).toBeGreaterThan(0);
    expect(moves.biggest_up.every((m) => m.after > (m.before ?? 0) && m.reason.length > 0)).toBe(true);
  });

  it('applies the reading corrections given with the thesis', () => {
    const decks = decksScoredUnder(SAVED);
    const corrected = {
      ...SAVED,
      corrections: {
        corrections: [
          {
            facet: 'subsector' as const,
            value: 'fintech/accounting-finance-ops',
            kind: null,
            hard: true,
            quote: 'We avoid bookkeeping tools.',
          },
        ],
        cheque: null,
      },
    };
    expect(whatIf(decks, corrected).biggest_up.map((m) => m.name)).toEqual(['Ledgerly']);
  });
});
