import { WHAT_IF } from '@pitchfit/contracts/thesis-reading';
import { describe, expect, it } from 'vitest';
import { documentOf, LEDGERLY_PAGES } from '../../../../test/deck-document';
import { extractDeckBuiltin } from '../profile/extract';
import type { ThesisInput } from '../types';
import { matchDeckBuiltin } from './match';
import { type WhatIfDeck, type WhatIfDeckDetails, whatIf } from './what-if';

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

/** Each deck's name and the reasoning shown now, as the worker reads them for the decks that move. */
const shown = new Map<string, WhatIfDeckDetails>();
/** The ids the what-if asked details of, per call. */
const asked: string[][] = [];
const detailsOf = async (ids: readonly string[]) => {
  asked.push([...ids]);
  return new Map(ids.flatMap((id) => (shown.has(id) ? [[id, shown.get(id) as WhatIfDeckDetails]] : [])));
};

/** Eleven decks scored under the saved thesis, as the dashboard shows them now. */
function decksScoredUnder(saved: ThesisInput): WhatIfDeck[] {
  return Array.from({ length: WHAT_IF.topSize + 1 }, (_, index) => {
    const extraction = index === 0 ? ledgerly : petVet;
    const match = matchDeckBuiltin(extraction, saved);
    const id = `deck-${index}`;
    shown.set(id, {
      name: index === 0 ? 'Ledgerly' : `PawCare ${index}`,
      reasoning: Object.fromEntries(match.parts.map((part) => [part.part, part.reasoning])),
    });
    return { id, extraction, score: match.matchScore };
  });
}

describe('whatIf', () => {
  it('says nothing moves under the saved thesis', async () => {
    asked.length = 0;
    expect(await whatIf(decksScoredUnder(SAVED), SAVED, detailsOf)).toMatchObject({
      decks_compared: 11,
      entering_top: [],
      leaving_top: [],
      biggest_up: [],
      biggest_down: [],
    });
    // Nothing moved, so no deck's details were read.
    expect(asked).toEqual([]);
  });

  it('lists the decks entering and leaving the top 10 and the biggest moves, each with its reason', async () => {
    const decks = decksScoredUnder(SAVED);
    // A pet-care thesis: Ledgerly falls out of the top 10, a pet deck comes in.
    asked.length = 0;
    const moves = await whatIf(
      decks,
      thesis('We back seed pet care companies in India. We avoid fintech.'),
      detailsOf,
    );
    expect(moves.leaving_top.map((m) => m.name)).toEqual(['Ledgerly']);
    expect(moves.entering_top).toHaveLength(1);
    expect(moves.biggest_down[0]).toMatchObject({
      name: 'Ledgerly',
      reason: expect.stringMatching(/^Excluded/),
    });
    expect(moves.biggest_up.length).toBeGreaterThan(0);
    expect(moves.biggest_up.every((m) => m.after > (m.before ?? 0) && m.reason.length > 0)).toBe(true);
    // Details are read once, for the decks the answer lists and no other.
    const listed = [moves.entering_top, moves.leaving_top, moves.biggest_up, moves.biggest_down].flatMap(
      (list) => list.map((m) => m.deck_id),
    );
    expect(asked).toHaveLength(1);
    expect([...(asked[0] ?? [])].sort()).toEqual([...new Set(listed)].sort());
  });

  it('applies the reading corrections given with the thesis', async () => {
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
    expect((await whatIf(decks, corrected, detailsOf)).biggest_up.map((m) => m.name)).toEqual(['Ledgerly']);
  });
});

describe('whatIf ranks', () => {
  it('breaks ties by id in code-unit order, not by locale', async () => {
    // Never scored before, all equal after: the ranks are the ids' order alone. By code units an
    // upper-case letter comes before every lower-case one; localeCompare would put "deck-a" first.
    const ids = ['deck-b', 'deck-a', 'deck-C', 'deck-B', 'deck-A', 'deck-c', 'deck-d', 'deck-D'];
    const extra = Array.from({ length: WHAT_IF.topSize + 1 - ids.length }, (_, index) => `deck-e${index}`);
    const decks = [...ids, ...extra].map((id) => ({ id, extraction: petVet, score: null }));
    const moves = await whatIf(decks, SAVED, async () => new Map());
    expect(moves.entering_top.map((m) => m.deck_id)).toEqual([
      'deck-A',
      'deck-B',
      'deck-C',
      'deck-D',
      'deck-a',
      'deck-b',
      'deck-c',
      'deck-d',
      'deck-e0',
      'deck-e1',
    ]);
  });
});
