import { describe, expect, it } from 'vitest';
import { documentOf } from '../../../../test/deck-document';
import { matchDeckBuiltin } from '../match/match';
import { extractDeckBuiltin } from '../profile/extract';
import type { DeckExtraction } from '../types';
import { parseThesis } from './thesis';

/**
 * Issue 26, found on the eighth eval half once it was opened: a fund defined by public bodies as its
 * buyers. Each case is written for this file (none of the half's wording) and failed before its fix.
 */
const profileOf = (text: string) => parseThesis({ text, answers: [] });
const match = (deck: DeckExtraction, text: string) =>
  matchDeckBuiltin(deck, { text, version: 1, answers: [] }).matchScore;
const deckOf = (pages: string[], hash: string) => extractDeckBuiltin(documentOf(pages), hash);

describe('a fund defined by public bodies as its buyers', () => {
  const GOVTECH = `Q: Which sectors do you cover?
A: We pick companies by buyer, not by sector. The companies we fund sell primarily to governments: municipalities, state agencies, public schools, county courts and public hospitals.
Q: Stage?
A: Seed, US only.`;
  const parking = deckOf(
    [
      'Curbline. Parking permits and enforcement software for municipalities.',
      'Problem: city parking offices still issue permits on paper. 40 municipalities and two state agencies pay per seat.',
      'Customers: municipalities in Ohio and Texas; a county government pilot. Raising a $2M seed. Curbline, Inc., Austin, Texas',
    ],
    'curbline',
  );
  const clinic = deckOf(
    [
      'Wardwise. Nurse scheduling software for private hospitals.',
      'Hospitals pay per ward. 30 private hospitals use it every day.',
      'Raising a $2M seed. Wardwise, Inc., Boston, Massachusetts',
    ],
    'wardwise',
  );

  it('reads the buyers as a customer focus, not as the sectors of the bodies it lists', () => {
    const profile = profileOf(GOVTECH);
    expect(profile.customerFocus?.value).toBe('public-sector');
    expect(profile.sectors).toBeNull();
  });

  it('ranks software sold to public bodies above a hospital tool sold to private hospitals', () => {
    expect(match(parking, GOVTECH)).toBeGreaterThanOrEqual(0.7);
    expect(match(clinic, GOVTECH)).toBeLessThan(0.3);
  });

  it('is not read into a climate thesis that names cities once', () => {
    const text =
      'We back climate software at seed, for example tools for municipalities to plan heat-pump roll-outs.';
    expect(profileOf(text).customerFocus ?? null).toBeNull();
  });
});
