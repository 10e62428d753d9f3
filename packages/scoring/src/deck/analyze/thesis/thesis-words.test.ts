import { describe, expect, it } from 'vitest';
import { documentOf, LEDGERLY_PAGES } from '../../../../test/deck-document';
import { matchDeckBuiltin } from '../match/match';
import { extractDeckBuiltin } from '../profile/extract';
import { THESIS_WORDS } from '../tuning';
import type { DeckExtraction } from '../types';
import { sharedThesisWords, thesisWordsOf } from './thesis-words';

const thesis = (text: string) => ({ text, version: 1, answers: [] });

describe('the thesis words tie-break', () => {
  it('reads the words of what the thesis wants, not of what it rules out, by stem', () => {
    const words = thesisWordsOf(
      thesis(
        'We back software for caregivers and the families they support. We never back staffing agencies.',
      ),
    ).stems;
    expect(words).toContain('caregiv');
    expect(words).toContain('famil');
    expect(words).not.toContain('staff');
    expect(words).not.toContain('agenc');
  });

  it('counts a word in full once the deck says it often enough, in part before', () => {
    const words = thesisWordsOf(thesis('We back tools for caregivers and families.'));
    const often = sharedThesisWords(words, { caregivers: THESIS_WORDS.fullAt, family: THESIS_WORDS.fullAt });
    const once = sharedThesisWords(words, { caregiver: 1 });
    expect(often.share).toBeGreaterThan(once.share);
    expect(often.shared).toEqual(['caregivers', 'family']);
    expect(sharedThesisWords(words, { invoices: 9 })).toEqual({ share: 0, shared: [] });
  });

  it('orders decks the rules score alike by the thesis words they use, and says so', () => {
    const ledgerly = extractDeckBuiltin(documentOf(LEDGERLY_PAGES), 'hash-ledgerly');
    // The same deck twice, but for how often it says the thesis's words.
    const withKeywords = (keywords: Record<string, number>): DeckExtraction => ({
      ...ledgerly,
      profile: { ...ledgerly.profile, keywords },
    });
    // A Series A thesis: the seed deck breaks its stage rule, so neither match is at the top of the scale.
    const text =
      'We back bookkeeping software that helps small businesses reconcile invoices, at Series A only.';
    const plainMatch = matchDeckBuiltin(withKeywords({ software: 4 }), thesis(text));
    const wordsMatch = matchDeckBuiltin(
      withKeywords({ software: 4, invoices: 5, bookkeeping: 3, reconciling: 3 }),
      thesis(text),
    );
    expect(wordsMatch.matchScore).toBeGreaterThan(plainMatch.matchScore);
    expect(wordsMatch.matchScore - plainMatch.matchScore).toBeLessThanOrEqual(THESIS_WORDS.weight);
    expect(wordsMatch.parts.find((part) => part.part === 'sectors')?.reasoning).toMatch(
      /of the thesis's own words \("invoices", "software", "bookkeeping", "reconciling"/,
    );
  });
});
